import { renderRedirectDocument } from '@docwright/theme';
import { htmlFileOfRoute } from './output-layout.ts';

export interface Redirect {
  readonly source: string;
  readonly destination: string;
  readonly permanent: boolean;
}

const hasPattern = (path: string) => /[:*]/.test(path);

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
    const route = rule.source.replace(/^\/+|\/+$/g, '').replace(/\.html?$/, '');
    if (existingRoutes.has(route)) continue;
    pages.set(htmlFileOfRoute(route), renderRedirectDocument(rule.destination));
  }
  return pages;
}
