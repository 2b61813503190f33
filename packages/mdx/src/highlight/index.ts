import type { Element } from 'hast';
import { ContentCache } from '../content-cache.ts';
import { SizedMap } from '../sized-map.ts';
import { cacheKey } from './cache-key.ts';
import { activeThemePair, type CodeThemes, codeThemesKey, useCodeThemes } from './code-themes.ts';
import { loadLanguageIds, type PairedHighlighter, readyHighlighter, usableLanguage } from './highlighter.ts';
import { plainLanguage, resolveLanguage } from './languages.ts';
import { LineTokenizer } from './line-tokenizer.ts';
import { tokenClassRules } from './paired-theme.ts';
import { plainStringsOf } from './quoted-runs.ts';
import { type BlockStyle, type HighlightedLines, linesToHast, linesToHtml } from './render.ts';

export { type CodeMeta, metaFlags, parseCodeMeta } from './code-meta.ts';
export { type CodeThemes, codeThemeNames, codeThemesKey } from './code-themes.ts';
export { resolveLanguage } from './languages.ts';
export type { HighlightedLines } from './render.ts';

const cache = new ContentCache<HighlightedLines>(JSON.stringify, parseLines);
const tokenizers = new Map<string, LineTokenizer>();
// Characters of HTML (and code) each map below keeps: a few megabytes of a large site's blocks.
const htmlCharsLimit = 16_000_000;
const weighStrings = (key: string, value: string) => key.length + value.length;
/**
 * HTML of code blocks another thread highlighted and this one has not rendered yet, by the key of
 * their lines (see `keepHighlightedAhead`); a rendered block's HTML moves to `htmlByText`.
 */
const htmlAhead = new SizedMap<string, string>(htmlCharsLimit, weighStrings);
/** HTML of the blocks rendered on this thread, by language and code. */
const htmlByText = new SizedMap<string, string>(htmlCharsLimit, weighStrings);

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
  htmlAhead.clear();
  htmlByText.clear();
}

/**
 * Colours code with these Shiki themes from now on (`styling.codeblocks`; undefined: GitHub's light
 * and dark). Rejects for a theme Shiki does not have, keeping the themes it had.
 */
export async function setCodeThemes(themes: CodeThemes | undefined): Promise<void> {
  const before = codeThemesKey();
  await useCodeThemes(themes);
  if (codeThemesKey() === before) return;
  tokenizers.clear();
  htmlAhead.clear();
  htmlByText.clear();
}

/** The rules behind the token classes of the themes set by `setCodeThemes` ('' for GitHub's pair, in the site stylesheet). */
export function codeThemeStylesheet(): string {
  return activeThemePair()?.stylesheet() ?? '';
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
  return linesToHast(highlightLines(code, id, cacheKey('lines', id, code)), id, blockStyle());
}

/**
 * How a block is highlighted. `generated`: the build wrote the code (request examples), so its
 * quoted strings are plain and lines are tokenized by their shape (see `plainStringsOf`); the
 * result is the same, sooner.
 */
export interface HighlightOptions {
  readonly generated?: boolean;
}

/** `highlightToHast` as HTML, for pages rendered from components rather than compiled MDX. */
export function highlightToHtml(
  code: string,
  language: string | undefined,
  options: HighlightOptions = {},
): string {
  const id = usableLanguage(resolveLanguage(language));
  // The same block recurs across pages (an API's shared error body under every operation): its
  // HTML is made, and its content address hashed, once.
  const byText = `${id}\n${code}`;
  let html = htmlByText.get(byText);
  if (html === undefined) {
    const key = cacheKey('lines', id, code);
    html = htmlAhead.take(key) ?? linesToHtml(highlightLines(code, id, key, options), id, blockStyle());
    htmlByText.set(byText, html);
  }
  return html;
}

/** The code's lines, from the cache (under `key`) or tokenized now. */
function highlightLines(
  code: string,
  id: string,
  key: string,
  options: HighlightOptions = {},
): HighlightedLines {
  const highlighter = readyHighlighter();
  if (!highlighter || id === plainLanguage) return code.split(/\r?\n/).map((text) => plainLine(text));
  return cache.get(key, () => tokenize(highlighter, code, id, options));
}

function tokenize(
  highlighter: PairedHighlighter,
  code: string,
  id: string,
  options: HighlightOptions,
): HighlightedLines {
  let tokenizer = tokenizers.get(id);
  if (!tokenizer) {
    tokenizer = new LineTokenizer(highlighter, id, activeThemePair());
    tokenizers.set(id, tokenizer);
  }
  const plainStrings = options.generated ? plainStringsOf(id) : undefined;
  return tokenizer.tokenize(code, plainStrings).map((line) => line.segments);
}

/** A code block highlighted by another thread: its HTML, and its lines as the cache stores them. */
export interface HighlightedAhead {
  readonly html: string;
  readonly lines: string;
}

/**
 * For a thread that highlights ahead of the one rendering (`keepHighlightedAhead`), or undefined
 * when the language is unknown or not loaded (see `loadLanguages`).
 */
export function highlightAhead(
  code: string,
  language: string | undefined,
  options: HighlightOptions = {},
): HighlightedAhead | undefined {
  const highlighter = readyHighlighter();
  const id = usableLanguage(resolveLanguage(language));
  if (!highlighter || id === plainLanguage) return undefined;
  const lines = tokenize(highlighter, code, id, options);
  return { html: linesToHtml(lines, id, blockStyle()), lines: JSON.stringify(lines) };
}

/** Whether the code's highlighting is at hand already: from another thread, in memory or in the cache folder. */
export function isHighlightKept(code: string, language: string | undefined): boolean {
  const resolved = resolveLanguage(language);
  if (htmlByText.has(`${usableLanguage(resolved)}\n${code}`)) return true;
  const key = cacheKey('lines', resolved, code);
  return htmlAhead.has(key) || cache.peek(key) !== undefined;
}

/**
 * Keeps what another thread highlighted (`highlightAhead`): `highlightToHtml` returns its HTML, and
 * its lines go to the cache folder. Strings cross threads far cheaper than the lines' objects.
 */
export function keepHighlightedAhead(
  code: string,
  language: string | undefined,
  ahead: HighlightedAhead,
): void {
  const key = cacheKey('lines', resolveLanguage(language), code);
  htmlAhead.set(key, ahead.html);
  cache.putSerialized(key, ahead.lines);
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
