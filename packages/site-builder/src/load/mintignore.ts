import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
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
  /** The `!` lines, for telling which of them re-include nothing. */
  readonly negations: readonly { readonly line: number; readonly pattern: string }[];
  /** The file's text, for code frames. */
  readonly text: string;
  readonly diagnostics: readonly Diagnostic[];
}

export const mintIgnoreFile = '.mintignore';

const noRules: MintIgnore = {
  ignores: () => false,
  ruleFor: () => undefined,
  hasRules: false,
  negations: [],
  text: '',
  diagnostics: [],
};

/** The rules of a `.mintignore` text, matched as git matches `.gitignore` (by the `ignore` package). */
export function parseMintIgnore(text: string): MintIgnore {
  const matcher = ignore();
  let hasRules = false;
  const negations: { line: number; pattern: string }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '' || raw.startsWith('#')) return;
    hasRules = true;
    matcher.add({ pattern: raw, mark: String(index + 1) });
    if (raw.startsWith('!')) negations.push({ line: index + 1, pattern: raw.trim() });
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
    negations,
    text,
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
 * The pages (`.mdx`, `.md`) the rules leave out, by file, each with the line that decides it (for
 * telling a navigation entry that names one why it is missing), and a warning for each `!` line
 * that names a page it cannot bring back.
 */
export async function ignoredPageFiles(
  dir: string,
  ignore: MintIgnore,
): Promise<{ pages: Map<string, IgnoredPage>; diagnostics: Diagnostic[] }> {
  const found = new Map<string, IgnoredPage>();
  if (!ignore.hasRules) return { pages: found, diagnostics: [] };
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
  return { pages: found, diagnostics: unreachedNegations(ignore, [...found.values()]) };
}

/**
 * As in git, a `!` line cannot re-include a file whose folder a line above leaves out
 * (`drafts/` then `!drafts/keep.mdx`): each page such a line names but leaves out is a warning.
 */
function unreachedNegations(rules: MintIgnore, ignored: readonly IgnoredPage[]): Diagnostic[] {
  return rules.negations.flatMap(({ line, pattern }) => {
    const alone = ignore().add(pattern.slice(1));
    // Left out by a line above the `!` one, it is kept out by its folder: a file the `!` line
    // matches would otherwise be back in.
    const stuck = ignored.find((page) => page.line < line && alone.ignores(page.file));
    if (!stuck) return [];
    return [
      createDiagnostic('config/not-supported', {
        file: mintIgnoreFile,
        line,
        column: 1,
        frame: createCodeFrame(rules.text, line, 1),
        message: `${mintIgnoreFile}: "${pattern}" cannot bring back ${stuck.file}: line ${stuck.line} ("${stuck.pattern}") leaves out a folder it is in, and git's rules never re-include a file of an excluded folder; write that line as "${stuck.pattern.replace(/\/$/, '')}/*" so the "!" line applies.`,
      }),
    ];
  });
}
