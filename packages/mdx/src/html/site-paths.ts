import { posix } from 'node:path';

/** Where a page is, for resolving its links and images. */
export interface PageLocation {
  /** The site folder on disk; without it images are not measured or checked. */
  readonly siteDir?: string;
  /** The page's folder, site-relative without slashes (`guides` for `guides/intro.mdx`, `''` at the root). */
  readonly baseDir: string;
  /** `md`: compile as plain Markdown (no JSX, no expressions), whatever the file's extension. */
  readonly format?: 'md';
  /** A snippet compiled for the pages that import it: its conditions on `user` stay signed out. */
  readonly snippet?: true;
}

export type ResolvedUrl =
  | { readonly kind: 'external' }
  | { readonly kind: 'same-page' }
  | {
      readonly kind: 'site';
      /** Root-relative, ready for the built page: `/guides/intro#setup`. */
      readonly href: string;
      /** Site-relative target without query or fragment: a route or a file (`guides/intro`, `images/a.png`). */
      readonly target: string;
    };

/** A scheme (`https:`, `mailto:`) or `//host`: not the site's own. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * Resolves a link as written in a page against the site: relative paths from the page's folder,
 * `.md`/`.mdx` dropped and `index` collapsed so it names a route, query and fragment kept.
 */
export function resolvePageLink(url: string, location: PageLocation): ResolvedUrl {
  return resolve(url, location, true);
}

/** Resolves an image or file URL against the site, keeping its file name as it is. */
export function resolveFileUrl(url: string, location: PageLocation): ResolvedUrl {
  return resolve(url, location, false);
}

function resolve(url: string, location: PageLocation, asRoute: boolean): ResolvedUrl {
  if (isExternalUrl(url)) return { kind: 'external' };
  const split = /^([^?#]*)(.*)$/s.exec(url) as RegExpExecArray;
  const path = split[1] ?? '';
  const suffix = split[2] ?? '';
  if (path === '') return { kind: 'same-page' };
  let absolute = posix.normalize(path.startsWith('/') ? path : posix.join('/', location.baseDir, path));
  // Above the site root there is nothing: `../../x` from a shallow page means `/x`.
  absolute = posix.join('/', absolute).replace(/\/+$/, '') || '/';
  if (asRoute) {
    absolute = absolute.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/i, '') || '/';
    absolute = absolute.replace(/\/+$/, '') || '/';
  }
  return { kind: 'site', href: `${absolute}${suffix}`, target: safeDecode(absolute.slice(1)) };
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
