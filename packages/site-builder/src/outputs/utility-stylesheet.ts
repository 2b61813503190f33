import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { compile } from 'tailwindcss';
import type { SiteSnapshot } from './site-snapshot.ts';

/**
 * Tailwind's utility classes that MDX pages write (`className="flex gap-4"`), as Mintlify sites
 * use them: compiled at build time by Tailwind's own engine, only for the class names the pages
 * write, into one stylesheet every page links after the theme's. Its theme variables and
 * utilities only: no Preflight, whose reset would undo the theme's own styles. `dark:` follows
 * the theme's dark mode: the reader's choice (`data-theme` on `<html>`), else the system's.
 */
export const utilityStylesheetPath = '_docwright/utilities.css';

const input = `@import "tailwindcss/theme.css";
@import "tailwindcss/utilities.css";
@custom-variant dark {
  &:where([data-theme=dark], [data-theme=dark] *) { @slot; }
  @media (prefers-color-scheme: dark) { &:where(:root:not([data-theme]) *) { @slot; } }
}`;

const tailwindFiles = createRequire(import.meta.url);

/** Tailwind's own stylesheets (`tailwindcss/theme.css`), read where npm installed it. */
async function loadStylesheet(id: string) {
  const path = tailwindFiles.resolve(id.endsWith('.css') ? id : `${id}.css`);
  return { path, base: dirname(path), content: await readFile(path, 'utf8') };
}

/** The class names the site's pages write, each once, sorted (the stylesheet does not depend on page order). */
export function siteClassNames(snapshot: Pick<SiteSnapshot, 'pages'>): string[] {
  const names = new Set<string>();
  for (const page of snapshot.pages.values()) for (const name of page.classNames ?? []) names.add(name);
  return [...names].sort();
}

/**
 * The CSS of the utilities among `classNames`; names that are not Tailwind's add nothing. A new
 * compiler each time: one remembers every class it was given, so a reused one would keep a class
 * a page no longer writes (`docs dev`) or another site's (builds in one process).
 */
export async function utilityStylesheet(classNames: readonly string[]): Promise<string> {
  const compiler = await compile(input, { base: '/', loadStylesheet });
  return compiler.build([...classNames]);
}
