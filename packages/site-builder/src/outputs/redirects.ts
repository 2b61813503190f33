import { renderRedirectDocument } from '@docwright/theme';
import { htmlFileOfRoute } from './output-layout.ts';

export interface Redirect {
  readonly source: string;
  readonly destination: string;
  readonly permanent: boolean;
}

const hasPattern = (path: string) => /[:*]/.test(path);

/** Longest folder or file name (UTF-8 bytes) a redirect page may need: file systems stop at 255. */
const maxNameBytes = 200;

/**
 * The route a request for `source` names: what comes before its `?` or `#` (a browser never sends
 * a fragment, and a query is not part of the path), without slashes at the ends or `.html`.
 * Undefined when a name in it is longer than a file system holds.
 */
function requestPath(source: string): string | undefined {
  const path = source.replace(/[?#].*$/s, '');
  const route = path.replace(/^\/+|\/+$/g, '').replace(/\.html?$/, '');
  const utf8 = new TextEncoder();
  if (route.split('/').some((name) => utf8.encode(name).length > maxNameBytes)) return undefined;
  return route;
}

/**
 * The `_redirects` file Netlify, Cloudflare Pages and similar hosts read: every rule, with
 * Mintlify's `:name*` catch-alls written as the `*` / `:splat` these hosts use.
 */
export function createRedirectsFile(redirects: readonly Redirect[]): string | undefined {
  if (redirects.length === 0) return undefined;
  const lines = redirects.map((rule) => {
    const source = rule.source.replace(/:\w+\*$/, '*');
    const destination = rule.destination.replace(/:\w+\*$/, ':splat');
    return `${source} ${destination} ${rule.permanent ? 308 : 307}`;
  });
  return `${lines.join('\n')}\n`;
}

/**
 * Static pages for rules with a plain source, so redirects work on any host: each is an HTML
 * file at the old address that forwards at once (keeping the `#fragment`). Sources that are
 * patterns, or that name a page the site still has, get no file.
 */
export function createRedirectPages(
  redirects: readonly Redirect[],
  existingRoutes: ReadonlySet<string>,
): Map<string, string> {
  const pages = new Map<string, string>();
  for (const rule of redirects) {
    if (hasPattern(rule.source)) continue;
    const route = requestPath(rule.source);
    if (route === undefined || existingRoutes.has(route)) continue;
    pages.set(htmlFileOfRoute(route), renderRedirectDocument(rule.destination));
  }
  return pages;
}
