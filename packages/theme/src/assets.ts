import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { highlightStylesheet } from '@docwright/mdx';
import { feedbackScriptPath } from './integrations/feedback.ts';
import { consentScriptPath } from './integrations/page-markup.ts';
import {
  chromeScriptPath,
  codeScriptPath,
  playgroundScriptPath,
  stylesheetPath,
} from './layouts/document.ts';
import { searchScriptPath } from './layouts/search.ts';

/** The static files the theme ships, by site path (no leading `/`). */
export interface ThemeAssets {
  /** The site's stylesheet: its path and text. */
  readonly stylesheet: { readonly path: string; readonly text: string };
  /** KaTeX's stylesheet and fonts, path -> file on disk; only pages with math need them. */
  readonly katex: ReadonlyMap<string, string>;
  /** The browser scripts, path -> TypeScript entry the build compiles. */
  readonly clientScripts: ReadonlyMap<string, string>;
}

/** Every static file the theme ships: the stylesheet, KaTeX's files and the browser scripts' sources. */
export function themeAssets(): ThemeAssets {
  return {
    stylesheet: { path: stylesheetPath.slice(1), text: readStylesheet() },
    katex: katexAssets(),
    clientScripts: clientScriptSources(),
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
    [playgroundScriptPath.slice(1), source('playground/index.ts')],
    [searchScriptPath.slice(1), source('search.ts')],
    [consentScriptPath.slice(1), source('consent.ts')],
    [feedbackScriptPath.slice(1), source('feedback.ts')],
  ]);
}

let stylesheet: string | undefined;
/** The files of the site's stylesheet, in cascade order. */
const stylesheetFiles = [
  'site.css',
  'chrome.css',
  'icons.css',
  'content.css',
  'code.css',
  'search.css',
  'playground.css',
  'feedback.css',
];

/** The site's stylesheet (its files joined), served at `stylesheetPath`. */
export function readStylesheet(): string {
  stylesheet ??= [
    ...stylesheetFiles.map((file) => readFileSync(new URL(`./styles/${file}`, import.meta.url), 'utf8')),
    highlightStylesheet(),
  ].join('\n');
  return stylesheet;
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
