/** Absolute URL of a route: `https://docs.example.com/guides/intro`. */
export function pageUrl(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${route}`;
}

/** Absolute URL of a route's Markdown twin: `.../guides/intro.md`, `.../index.md` for the home page. */
export function twinUrl(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${route || 'index'}.md`;
}

/** Output file of a route's HTML: `guides/intro/index.html`, `index.html` for the home page. */
export const htmlFileOf = (route: string) => (route ? `${route}/index.html` : 'index.html');

/** Output file of a route's Markdown twin. */
export const twinFileOf = (route: string) => `${route || 'index'}.md`;
