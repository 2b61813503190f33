import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { glob } from 'tinyglobby';

/** One pattern line of `.mintignore`, with the globs it stands for. */
interface IgnoreRule {
  readonly line: number;
  readonly pattern: string;
  readonly globs: readonly string[];
}

/** A page `.mintignore` leaves out, and the line that does. */
export interface IgnoredPage {
  readonly file: string;
  readonly line: number;
  readonly pattern: string;
}

/** What a site's `.mintignore` (gitignore syntax, beside docs.json) keeps out of the site. */
export interface MintIgnore {
  /** Globs for the file listings' `ignore`: every rule's. */
  readonly globs: readonly string[];
  readonly rules: readonly IgnoreRule[];
  readonly diagnostics: readonly Diagnostic[];
}

export const mintIgnoreFile = '.mintignore';

const noRules: MintIgnore = { globs: [], rules: [], diagnostics: [] };

/**
 * The globs a gitignore pattern stands for: a pattern with no slash but a trailing one matches at
 * any depth, one with a slash is relative to the site folder, and a trailing slash matches folders
 * only (everything under them).
 */
export function globsOfIgnorePattern(pattern: string): string[] {
  const folderOnly = pattern.endsWith('/');
  const body = pattern.replace(/\/+$/, '');
  const anchored = body.includes('/');
  const path = body.replace(/^\/+/, '');
  if (path === '') return [];
  const base = anchored || path.startsWith('**') ? path : `**/${path}`;
  return folderOnly ? [`${base}/**`] : [base, `${base}/**`];
}

/** Reads `.mintignore` in `dir`; no file means no rules. */
export async function readMintIgnore(dir: string): Promise<MintIgnore> {
  let text: string;
  try {
    text = await readFile(join(dir, mintIgnoreFile), 'utf8');
  } catch {
    return noRules;
  }
  const rules: IgnoreRule[] = [];
  const diagnostics: Diagnostic[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const pattern = raw.replace(/(?<!\\)\s+$/, '');
    if (pattern === '' || pattern.startsWith('#')) return;
    if (pattern.startsWith('!')) {
      diagnostics.push(
        createDiagnostic('config/not-supported', {
          file: mintIgnoreFile,
          line,
          column: 1,
          frame: createCodeFrame(text, line, 1),
          message: `${mintIgnoreFile}: a negated pattern ("${pattern}") is not applied, so what the lines above leave out stays out; narrow those lines instead of re-including files.`,
        }),
      );
      return;
    }
    const unescaped = pattern.replace(/^\\([#!])/, '$1');
    rules.push({ line, pattern: unescaped, globs: globsOfIgnorePattern(unescaped) });
  });
  return { globs: rules.flatMap((rule) => rule.globs), rules, diagnostics };
}

/**
 * The pages (`.mdx`, `.md`) the rules leave out, by file, each with the first line that matches
 * it; for telling a navigation entry that names one why it is missing.
 */
export async function ignoredPageFiles(dir: string, ignore: MintIgnore): Promise<Map<string, IgnoredPage>> {
  const found = new Map<string, IgnoredPage>();
  for (const rule of ignore.rules) {
    const files = await glob([...rule.globs], {
      cwd: dir,
      ignore: ['**/node_modules/**'],
      dot: false,
      followSymbolicLinks: false,
    });
    for (const file of files)
      if (/\.mdx?$/i.test(file) && !found.has(file))
        found.set(file, { file, line: rule.line, pattern: rule.pattern });
  }
  return found;
}
