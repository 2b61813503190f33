import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { highlightStylesheet } from '@docwright/mdx';
import { builtInComponents } from './components/index.tsx';
import { feedbackScriptPath } from './integrations/feedback.ts';
import { consentScriptPath } from './integrations/page-markup.ts';
import { contextualMenuScriptPath } from './layouts/contextual-menu.ts';
import {
  chromeScriptPath,
  codeScriptPath,
  imageZoomScriptPath,
  lookStylesheetPath,
  mermaidScriptPath,
  playgroundScriptPath,
  playgroundStylesheetPath,
  referenceStylesheetPath,
  stylesheetPath,
} from './layouts/document.ts';
import { searchScriptPath } from './layouts/search.ts';
import { islandsRuntimePath } from './render/islands.ts';
import { vendorFiles } from './vendor-files.ts';

/** Where Mermaid's modules go in the site; `mermaidModulePath` is their entry. */
const mermaidFolder = '_docwright/mermaid/';

/** The static files the theme ships, by site path (no leading `/`). */
export interface ThemeAssets {
  /** The site's stylesheet: its path and text. */
  readonly stylesheet: { readonly path: string; readonly text: string };
  /** Theme and background-decoration rules, linked only by sites that choose a theme or decoration. */
  readonly lookStylesheet: { readonly path: string; readonly text: string };
  /** The stylesheet without the MDX components' rules, for generated reference pages. */
  readonly referenceStylesheet: { readonly path: string; readonly text: string };
  /** The playground dialog's rules, which `chrome.js` loads when a reader is about to open one. */
  readonly playgroundStylesheet: { readonly path: string; readonly text: string };
  /** KaTeX's stylesheet and fonts, path -> file on disk; only pages with math need them. */
  readonly katex: ReadonlyMap<string, string>;
  /** The browser scripts, path -> TypeScript entry the build compiles. */
  readonly clientScripts: ReadonlyMap<string, string>;
  /** Mermaid's browser modules, path -> their text; only sites with a diagram need them. */
  readonly mermaid: ReadonlyMap<string, () => string>;
  /** Mermaid's ELK layout, path -> text; only sites with a diagram that asks for `layout: elk` need it. */
  readonly mermaidElk: ReadonlyMap<string, () => string>;
  /** The icon of a site whose docs.json names none: `favicon.svg`, and `favicon.ico` (PNG bytes, which browsers read there). */
  readonly favicon: { readonly svg: string; readonly ico: Uint8Array };
}

const defaultFaviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="2" width="28" height="28" rx="6" fill="#0d9373"/><rect x="10" y="10" width="12" height="12" rx="2" fill="#fff"/></svg>\n';
const defaultFaviconPng =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAO0lEQVR42mNgGAVQwDu5+D898agDRh0w6oCh5wBSwagDRh0w6oBRB4w6YPg5YLQ2HHXAqAOGvwNGLAAA2ZRrKjSfMMAAAAAASUVORK5CYII=';

/** Every static file the theme ships: the stylesheet, KaTeX's files and the browser scripts' sources. */
export function themeAssets(): ThemeAssets {
  return {
    stylesheet: { path: stylesheetPath.slice(1), text: readStylesheet() },
    lookStylesheet: { path: lookStylesheetPath.slice(1), text: readLookStylesheet() },
    referenceStylesheet: { path: referenceStylesheetPath.slice(1), text: readReferenceStylesheet() },
    playgroundStylesheet: { path: playgroundStylesheetPath.slice(1), text: readPlaygroundStylesheet() },
    katex: katexAssets(),
    clientScripts: clientScriptSources(),
    mermaid: mermaidAssets(),
    mermaidElk: mermaidElkAssets(),
    favicon: { svg: defaultFaviconSvg, ico: Buffer.from(defaultFaviconPng, 'base64') },
  };
}

/**
 * The browser scripts, by site path (no leading `/`): the TypeScript entry of each under
 * `client/` (its own project, DOM only). `docs build` compiles them with esbuild into plain
 * ES modules (`clientBundleFiles` in the build); nothing here reads or compiles them.
 */
export function clientScriptSources(): Map<string, string> {
  const source = (file: string) => fileURLToPath(new URL(`./client/${file}`, import.meta.url));
  return new Map([
    [chromeScriptPath.slice(1), source('chrome.ts')],
    [codeScriptPath.slice(1), source('code.ts')],
    [mermaidScriptPath.slice(1), source('mermaid.ts')],
    [imageZoomScriptPath.slice(1), source('image-zoom.ts')],
    ...builtInComponents.flatMap(({ script }) =>
      script ? [[script.path.slice(1), fileURLToPath(script.source)] as const] : [],
    ),
    [playgroundScriptPath.slice(1), source('playground/index.ts')],
    [searchScriptPath.slice(1), source('search.ts')],
    // Imported by search.js beside itself when a reader first searches.
    [searchScriptPath.slice(1).replace('search.js', 'search-results.js'), source('search-results.ts')],
    [consentScriptPath.slice(1), source('consent.ts')],
    [feedbackScriptPath.slice(1), source('feedback.ts')],
    [contextualMenuScriptPath.slice(1), source('contextual-menu.ts')],
    [islandsRuntimePath.slice(1), source('islands.ts')],
  ]);
}

/** The operator dashboard's browser script (served by `docs serve`, never part of a site). */
export function dashboardScriptSource(): string {
  return fileURLToPath(new URL('./client/dashboard.ts', import.meta.url));
}

let stylesheet: string | undefined;
let referenceStylesheet: string | undefined;
/**
 * The files of the site's stylesheet, in cascade order: the base, each component's (with
 * `components` false, only those generated reference pages use), then the page's parts.
 */
const stylesheetFiles = (components = true): URL[] => [
  new URL('./styles/site.css', import.meta.url),
  ...builtInComponents.flatMap(({ stylesheet, inReference }) =>
    components || inReference ? (stylesheet ?? []) : [],
  ),
  ...[
    'chrome.css',
    'icons.css',
    'content.css',
    'code.css',
    'search.css',
    'endpoint-layout.css',
    'playground.css',
    'feedback.css',
    'contextual-menu.css',
    'response-examples.css',
    'page-modes.css',
    'print.css',
  ].map((file) => new URL(`./styles/${file}`, import.meta.url)),
];

/** Rules that apply only under `data-docs-theme` or `data-decoration`: loaded by sites that set one. */
const lookStylesheetFiles = (): URL[] =>
  ['themes.css', 'backgrounds.css'].map((file) => new URL(`./styles/${file}`, import.meta.url));

let playgroundStylesheet: string | undefined;
/** The playground dialog's stylesheet, served at `playgroundStylesheetPath`. */
export function readPlaygroundStylesheet(): string {
  playgroundStylesheet ??= compactCss(
    readFileSync(new URL('./styles/playground-dialog.css', import.meta.url), 'utf8'),
  );
  return playgroundStylesheet;
}

let lookStylesheet: string | undefined;
/** The themes' and background decorations' stylesheet, served at `lookStylesheetPath`. */
export function readLookStylesheet(): string {
  lookStylesheet ??= compactCss(
    lookStylesheetFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n'),
  );
  return lookStylesheet;
}

const joinedStylesheet = (files: readonly URL[]) =>
  compactCss([...files.map((file) => readFileSync(file, 'utf8')), highlightStylesheet()].join('\n'));

/** The site's stylesheet (its files joined and compacted), served at `stylesheetPath`. */
export function readStylesheet(): string {
  stylesheet ??= joinedStylesheet(stylesheetFiles());
  return stylesheet;
}

/**
 * The stylesheet without the MDX components' rules, in the same cascade order, served at
 * `referenceStylesheetPath`: what a generated reference page (no MDX of its own) needs.
 */
export function readReferenceStylesheet(): string {
  referenceStylesheet ??= joinedStylesheet(stylesheetFiles(false));
  return referenceStylesheet;
}

/**
 * The stylesheet as browsers need it: comments and layout whitespace are a fifth of its gzipped
 * size, paid on every page's first load. Quoted strings (`content: "…: "`) are kept as written.
 */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/("(?:[^"\\\n]|\\.)*")/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,>]) ?/g, '$1')
            .replace(/: /g, ':'),
    )
    .join('')
    .trim();
}

/** KaTeX's stylesheet and its WOFF2 fonts (every browser KaTeX supports reads WOFF2), as output path -> file on disk. */
export function katexAssets(): Map<string, string> {
  const dist = join(dirname(createRequire(import.meta.url).resolve('katex/package.json')), 'dist');
  const assets = new Map([['_docwright/katex/katex.min.css', join(dist, 'katex.min.css')]]);
  for (const font of readdirSync(join(dist, 'fonts'))) {
    if (font.endsWith('.woff2')) assets.set(`_docwright/katex/fonts/${font}`, join(dist, 'fonts', font));
  }
  return assets;
}

/**
 * Mermaid's ES module build, as output path -> text: a 30 KB entry that imports only the chunks of
 * the diagram types a page draws (a flowchart page fetches about a third of the 3.6 MB in all),
 * where the 3.5 MB IIFE build would be fetched and parsed whole. Its `.mjs` files are renamed
 * `.js`, imports and all, because some static hosts serve `.mjs` with a type browsers refuse
 * for modules; source map comments go with the maps, which the site does not ship.
 */
export function mermaidAssets(): Map<string, () => string> {
  return esmBuildAssets('mermaid', 'mermaid.esm.min', mermaidFolder);
}

/**
 * `@mermaid-js/layout-elk`'s ES module build, the same way (`layout-elk/mermaid-layout-elk.esm.min.js`
 * in Mermaid's folder): a small entry whose layout loader imports the 1.6 MB of ELK only when a
 * diagram is laid out with it.
 */
export function mermaidElkAssets(): Map<string, () => string> {
  return esmBuildAssets(
    '@mermaid-js/layout-elk',
    'mermaid-layout-elk.esm.min',
    `${mermaidFolder}layout-elk/`,
  );
}

function esmBuildAssets(
  name: 'mermaid' | '@mermaid-js/layout-elk',
  build: string,
  folder: string,
): Map<string, () => string> {
  const vendor = vendorFiles(name);
  const chunks = `dist/chunks/${build}`;
  const files = [
    `dist/${build}.mjs`,
    ...vendor
      .list(chunks)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => `${chunks}/${file}`),
  ];
  return new Map(
    files.map((file) => [
      `${folder}${file.slice('dist/'.length).replace(/\.mjs$/, '.js')}`,
      () =>
        (vendor.read(file) ?? '')
          .replace(/(["'])(\.{1,2}\/[^"'\s]*?)\.mjs\1/g, '$1$2.js$1')
          .replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '\n'),
    ]),
  );
}
