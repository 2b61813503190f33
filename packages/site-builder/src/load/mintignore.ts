import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '@docwright/diagnostics';
import ignore from 'ignore';
import { glob } from 'tinyglobby';

/** A page `.mintignore` leaves out, and the line that does. */
export interface IgnoredPage {
  readonly file: string;
  readonly line: number;
  readonly pattern: string;
}

/** What a site's `.mintignore` (gitignore syntax, beside docs.json) keeps out of the site. */
export interface MintIgnore {
  /** Whether the file (site-relative, `/`-separated) is left out, after every line, `!` ones too. */
  readonly ignores: (file: string) => boolean;
  /** The line that leaves `file` out, when one does. */
  readonly ruleFor: (file: string) => { readonly line: number; readonly pattern: string } | undefined;
  readonly hasRules: boolean;
  readonly diagnostics: readonly Diagnostic[];
}

export const mintIgnoreFile = '.mintignore';

const noRules: MintIgnore = {
  ignores: () => false,
  ruleFor: () => undefined,
  hasRules: false,
  diagnostics: [],
};

/** The rules of a `.mintignore` text, matched as git matches `.gitignore` (by the `ignore` package). */
export function parseMintIgnore(text: string): MintIgnore {
  const matcher = ignore();
  let hasRules = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '' || raw.startsWith('#')) return;
    hasRules = true;
    matcher.add({ pattern: raw, mark: String(index + 1) });
  });
  if (!hasRules) return noRules;
  return {
    ignores: (file) => matcher.ignores(file),
    ruleFor: (file) => {
      const result = matcher.test(file);
      if (!result.ignored || !result.rule) return undefined;
      return { line: Number(result.rule.mark), pattern: result.rule.pattern };
    },
    hasRules,
    diagnostics: [],
  };
}

/** Reads `.mintignore` in `dir`; no file means no rules. */
export async function readMintIgnore(dir: string): Promise<MintIgnore> {
  let text: string;
  try {
    text = await readFile(join(dir, mintIgnoreFile), 'utf8');
  } catch {
    return noRules;
  }
  return parseMintIgnore(text);
}

/**
 * The pages (`.mdx`, `.md`) the rules leave out, by file, each with the line that decides it; for
 * telling a navigation entry that names one why it is missing.
 */
export async function ignoredPageFiles(dir: string, ignore: MintIgnore): Promise<Map<string, IgnoredPage>> {
  const found = new Map<string, IgnoredPage>();
  if (!ignore.hasRules) return found;
  const files = await glob(['**/*.{mdx,md,MDX,MD}'], {
    cwd: dir,
    ignore: ['**/node_modules/**'],
    dot: false,
    followSymbolicLinks: false,
  });
  for (const file of files.sort()) {
    const rule = ignore.ruleFor(file);
    if (rule) found.set(file, { file, ...rule });
  }
  return found;
}
