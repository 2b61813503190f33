import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTransformerFactory, rendererRich } from '@shikijs/twoslash/core';
import type { Element, ElementContent, Root } from 'hast';
import { createTwoslasher, type TwoslashInstance } from 'twoslash/core';
import { readyHighlighter } from './highlighter.ts';
import type { PairedTheme } from './paired-theme.ts';

/** The fence languages Mintlify runs twoslash on, and the extension each is checked as. */
const twoslashLanguages: Readonly<Record<string, string>> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};

/** A compiler error in a twoslash block that its `// @errors:` line does not expect. */
export interface TwoslashProblem {
  /** 0-based line and character in the block's code as written. */
  readonly line: number;
  readonly character: number;
  readonly message: string;
}

export interface TwoslashBlock {
  /** `pre > code > span.line`, hover targets and popups in the lines. */
  readonly pre: Element;
  readonly problems: readonly TwoslashProblem[];
}

export interface Twoslash {
  /**
   * Highlights the block with type information, its popups' ids starting with `idPrefix`;
   * throws when twoslash cannot compile it.
   */
  render(code: string, language: string, idPrefix: string): TwoslashBlock;
}

type TypeScriptModule = NonNullable<Parameters<typeof createTwoslasher>[0]>['tsModule'] & {
  readonly ScriptTarget: { readonly ESNext: number };
};

const loaded = new Map<string, Promise<Twoslash | undefined>>();

/**
 * Twoslash for a site, or undefined when no usable `typescript` can be found (`resolveTypeScript`). Created once per site folder: the first block pays for
 * TypeScript's start and its lib files, the others reuse the compiler.
 */
export function loadTwoslash(siteDir: string): Promise<Twoslash | undefined> {
  let twoslash = loaded.get(siteDir);
  if (!twoslash) {
    twoslash = createTwoslash(siteDir);
    loaded.set(siteDir, twoslash);
  }
  return twoslash;
}

/**
 * The site's own `typescript` when it has one twoslash can drive (5.x or 6.x, twoslash's peer
 * range), else the one installed with Docwright (npm and pnpm install it as twoslash's peer).
 */
function resolveTypeScript(siteDir: string): string | undefined {
  const candidates = [siteTypeScript(siteDir), createRequire(import.meta.url)].filter(
    (require): require is NodeJS.Require => require !== undefined,
  );
  for (const require of candidates) {
    try {
      const { version } = require('typescript/package.json') as { version: string };
      if (/^[56]\./.test(version)) return require.resolve('typescript');
    } catch {
      // Not installed there: try the next place.
    }
  }
  return undefined;
}

/**
 * A `require` that finds the site's `node_modules/typescript` and nothing else: not a folder above
 * the site (a build reads nothing outside its site folder), nor a link that leads out of it.
 */
function siteTypeScript(siteDir: string): NodeJS.Require | undefined {
  try {
    const root = realpathSync(siteDir);
    const own = realpathSync(join(root, 'node_modules', 'typescript'));
    if (!own.startsWith(`${root}${sep}`)) return undefined;
    const require = createRequire(join(root, 'package.json'));
    return require.resolve('typescript').startsWith(`${own}${sep}`) ? require : undefined;
  } catch {
    return undefined;
  }
}

async function createTwoslash(siteDir: string): Promise<Twoslash | undefined> {
  const entry = resolveTypeScript(siteDir);
  if (!entry) return undefined;
  const ts = ((await import(pathToFileURL(entry).href)) as { default: TypeScriptModule }).default;
  const twoslasher: TwoslashInstance = createTwoslasher({
    tsModule: ts,
    // Imports in the code resolve from the site's own node_modules.
    vfsRoot: siteDir,
    tsLibDirectory: dirname(entry),
  });
  const transformer = createTransformerFactory(twoslasher)({
    langs: ['ts', 'tsx', 'js', 'jsx'],
    langAlias: { typescript: 'ts', javascript: 'js' },
    renderer: rendererRich({ queryRendering: 'line', errorRendering: 'line' }),
    twoslashOptions: {
      compilerOptions: { target: ts.ScriptTarget.ESNext, lib: ['esnext', 'dom'] },
      // Unexpected errors are shown in the block and reported, not a reason to drop its types.
      handbookOptions: { noErrorValidation: true },
    },
  });
  return {
    render(code, language, idPrefix) {
      const ready = readyHighlighter();
      if (!ready) throw new Error('the highlighter is not loaded');
      const lang = twoslashLanguages[language.toLowerCase()] ?? 'ts';
      let problems: TwoslashProblem[] = [];
      const root: Root = ready.highlighter.codeToHast(code, {
        lang,
        theme: ready.paired.theme.name as string,
        meta: { __raw: 'twoslash' },
        // Shiki's default 500 ms per line runs out while a loaded machine compiles the grammar,
        // leaving the rest of the line one colour: the output must not depend on the load.
        tokenizeTimeLimit: 10_000,
        transformers: [
          transformer,
          {
            name: 'docwright:twoslash-problems',
            root() {
              problems = unexpectedErrors(this.meta.twoslash, code);
            },
          },
        ],
      });
      const pre = root.children.find((node): node is Element => node.type === 'element');
      if (!pre) throw new Error('twoslash rendered no block');
      classTokens(pre, ready.paired);
      pre.properties.className = ['dw-code', 'shiki', 'twoslash', 'lsp'];
      labelHovers(pre, idPrefix);
      return { pre, problems };
    },
  };
}

interface TwoslashResult {
  readonly code: string;
  readonly errors?: readonly { line: number; character: number; text: string; code: number | string }[];
  readonly meta?: { readonly handbookOptions?: { readonly errors?: readonly number[] } };
}

function unexpectedErrors(result: unknown, written: string): TwoslashProblem[] {
  const twoslash = result as TwoslashResult | undefined;
  if (!twoslash) return [];
  const expected = new Set(twoslash.meta?.handbookOptions?.errors ?? []);
  const lines = writtenLines(twoslash.code, written);
  return (twoslash.errors ?? [])
    .filter((error) => !expected.has(Number(error.code)))
    .map((error) => ({
      line: lines[error.line] ?? error.line,
      character: error.character,
      message: `TS${error.code}: ${error.text}`,
    }));
}

/**
 * Makes each hover target reachable and readable without a mouse: focusable, its popup a tooltip
 * that describes it (ids from `idPrefix`, unique in the page). The stylesheet shows a popup while
 * its target is hovered or focused; no script is needed.
 */
function labelHovers(pre: Element, idPrefix: string): void {
  let count = 0;
  const visit = (node: Element) => {
    const classes = classList(node.properties.className);
    if (classes.includes('twoslash-hover')) {
      const popup = node.children.find(
        (child): child is Element =>
          child.type === 'element' &&
          classList(child.properties.className).includes('twoslash-popup-container'),
      );
      if (popup) {
        const id = `${idPrefix}-${++count}`;
        popup.properties = { ...popup.properties, id, role: 'tooltip' };
        node.properties = { ...node.properties, tabIndex: 0, ariaDescribedBy: id };
      }
    }
    for (const child of node.children) if (child.type === 'element') visit(child);
  };
  visit(pre);
}

/**
 * For each line of twoslash's code, its index in the code as written: twoslash takes out whole
 * lines (`// @errors: 2322`, `// ^?`, `// ---cut---`), so its lines are the written ones in order.
 */
function writtenLines(shown: string, written: string): number[] {
  const writtenText = written.split('\n');
  const indexes: number[] = [];
  let next = 0;
  for (const line of shown.split('\n')) {
    let found = next;
    while (found < writtenText.length && writtenText[found] !== line) found++;
    if (found === writtenText.length) found = next;
    indexes.push(found);
    next = found + 1;
  }
  return indexes;
}

const fontStyles: ReadonlyArray<readonly [RegExp, string]> = [
  [/^font-style:italic$/, 'sk-i'],
  [/^font-weight:bold$/, 'sk-b'],
  [/^text-decoration:underline$/, 'sk-u'],
  [/^text-decoration:line-through$/, 'sk-s'],
];

/**
 * Shiki writes the paired theme's placeholder colours inline; the site colours tokens with the
 * classes they stand for (`sk3`), in both themes, as every other block (see `pairedTheme`).
 */
function classTokens(node: Element, paired: PairedTheme): void {
  // Shiki's trees name classes `class`; the rest of the pipeline (and hast) reads `className`.
  if ('class' in node.properties) {
    node.properties.className = classList(node.properties.class);
    delete node.properties.class;
  }
  const style = node.properties.style;
  if (typeof style === 'string') {
    const classes: string[] = [];
    for (const declaration of style.toLowerCase().split(';')) {
      const rule = declaration.replace(/\s+/g, '');
      const color = /^color:(#[0-9a-f]{6})$/.exec(rule)?.[1];
      const pair = color === undefined ? undefined : paired.pairs.get(color);
      const isDefault = pair?.light === paired.defaults.light && pair?.dark === paired.defaults.dark;
      if (pair && !isDefault) classes.push(pair.className);
      for (const [pattern, className] of fontStyles) if (pattern.test(rule)) classes.push(className);
    }
    delete node.properties.style;
    if (classes.length > 0) node.properties.className = [...classList(node.properties.className), ...classes];
  }
  for (const child of node.children as ElementContent[])
    if (child.type === 'element') classTokens(child, paired);
}

function classList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}
