// Where a route's files are in a built site, and back: the one place that knows the output layout.
// A route `guides/intro` is written to `guides/intro/index.html` with its Markdown twin beside the
// folder, `guides/intro.md`; the home page (route `''`) is `index.html` and `index.md`.

/** Output file of a route's HTML: `guides/intro/index.html`, `index.html` for the home page. */
export const htmlFileOfRoute = (route: string) => (route ? `${route}/index.html` : 'index.html');

/** Output file of a route's Markdown twin: `guides/intro.md`, `index.md` for the home page. */
export const twinFileOfRoute = (route: string) => `${route || 'index'}.md`;

/** Where endpoint pages' playground models go (`playgroundModelFileOfRoute`). */
const playgroundModelFolder = '_docwright/playground/';

/**
 * Output file of an endpoint page's playground model, which the playground fetches when a reader
 * opens "Try it": `_docwright/playground/guides/intro/model.json`, `_docwright/playground/model.json`
 * for the home page.
 */
export const playgroundModelFileOfRoute = (route: string) =>
  `${playgroundModelFolder}${route ? `${route}/` : ''}model.json`;

/** The route whose playground model an output file is (`playgroundModelFileOfRoute`'s inverse), if it is one. */
export function routeOfPlaygroundModel(file: string): string | undefined {
  if (!file.startsWith(playgroundModelFolder) || !file.endsWith('model.json')) return undefined;
  const folder = file.slice(playgroundModelFolder.length, -'model.json'.length);
  if (folder === '') return '';
  return folder.endsWith('/') ? folder.slice(0, -1) : undefined;
}

/** The route an output file belongs to (`a/b/index.html` and `a/b.md` -> `a/b`), if it is a page or a twin. */
export function routeOfOutputFile(file: string): string | undefined {
  if (file === 'index.html' || file === 'index.md') return '';
  if (file.endsWith('/index.html')) return file.slice(0, -'/index.html'.length);
  if (file.endsWith('.md')) return file.slice(0, -'.md'.length);
  return undefined;
}

/** The Markdown twin of a page's HTML file (`a/b/index.html` -> `a/b.md`), if it is one. */
export function twinFileOfHtml(htmlFile: string): string | undefined {
  const route = htmlFile.endsWith('index.html') ? routeOfOutputFile(htmlFile) : undefined;
  return route === undefined ? undefined : twinFileOfRoute(route);
}

/** Absolute URL of a route: `https://docs.example.com/guides/intro`. */
export function pageUrl(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${route}`;
}

/** Absolute URL of a route's Markdown twin: `.../guides/intro.md`, `.../index.md` for the home page. */
export function twinUrl(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${twinFileOfRoute(route)}`;
}
