import type { Element } from 'hast';
import { ContentCache } from '../content-cache.ts';
import { cacheKey } from './cache-key.ts';
import { loadLanguageIds, readyHighlighter, usableLanguage } from './highlighter.ts';
import { plainLanguage, resolveLanguage } from './languages.ts';
import { LineTokenizer } from './line-tokenizer.ts';
import { tokenClassRules } from './paired-theme.ts';
import { type BlockStyle, type HighlightedLines, linesToHast, linesToHtml } from './render.ts';

export { type CodeMeta, metaFlags, parseCodeMeta } from './code-meta.ts';
export { resolveLanguage } from './languages.ts';

const cache = new ContentCache<HighlightedLines>(JSON.stringify, parseLines);
const tokenizers = new Map<string, LineTokenizer>();

/**
 * Keeps highlighting results in `dir` across builds as well as in memory (undefined: memory only).
 * A build points it at `node_modules/.cache/docwright/highlight` in the site folder.
 */
export function setHighlightCacheDir(dir: string | undefined): void {
  cache.setDir(dir);
}

/** Resolves once the results highlighted so far are written to the cache folder. */
export function flushHighlightCache(): Promise<void> {
  return cache.flush();
}

/** Forgets in-memory results, so the next ones come from the cache files or the highlighter. */
export function clearHighlightMemory(): void {
  cache.clearMemory();
  tokenizers.clear();
}

/**
 * Prepares the highlighter for these fence languages (`bash`, `py`, `c#`...): after it resolves,
 * `highlightToHast` and `highlightToHtml` highlight them synchronously. Unknown names are fine.
 */
export async function loadLanguages(names: Iterable<string | undefined>): Promise<void> {
  await loadLanguageIds([...names].map(resolveLanguage));
}

/**
 * The code as a `pre > code > span.line` tree, tokens coloured for both themes through CSS
 * variables (`--shiki-light`, `--shiki-dark`); plain escaped text when its language is unknown or
 * was not loaded. The caller owns the tree.
 */
export function highlightToHast(code: string, language: string | undefined): Element {
  const id = usableLanguage(resolveLanguage(language));
  return linesToHast(highlightLines(code, id), id, blockStyle());
}

/** `highlightToHast` as HTML, for pages rendered from components rather than compiled MDX. */
export function highlightToHtml(code: string, language: string | undefined): string {
  const id = usableLanguage(resolveLanguage(language));
  return linesToHtml(highlightLines(code, id), id, blockStyle());
}

function highlightLines(code: string, id: string): HighlightedLines {
  const highlighter = readyHighlighter();
  if (!highlighter || id === plainLanguage) return code.split(/\r?\n/).map((text) => plainLine(text));
  return cache.get(cacheKey('lines', id, code), () => {
    let tokenizer = tokenizers.get(id);
    if (!tokenizer) {
      tokenizer = new LineTokenizer(highlighter, id);
      tokenizers.set(id, tokenizer);
    }
    return tokenizer.tokenize(code).map((line) => line.segments);
  });
}

function plainLine(text: string) {
  return text === '' ? [] : [{ text, className: '' }];
}

function blockStyle(): BlockStyle {
  return { className: ['dw-code', 'shiki'] };
}

/** The rules that colour the token classes in both themes, for the site's stylesheet. */
export function highlightStylesheet(): string {
  return tokenClassRules();
}

/** Cached lines read back from a file; anything else is a miss. */
function parseLines(text: string): HighlightedLines {
  const value: unknown = JSON.parse(text);
  const valid =
    Array.isArray(value) &&
    value.every(
      (line) =>
        Array.isArray(line) &&
        line.every((s) => typeof s?.text === 'string' && typeof s?.className === 'string'),
    );
  if (!valid) throw new Error('not highlighted lines');
  return value as HighlightedLines;
}
