/** What a site answered for one path. */
export interface SiteResponse {
  /** HTTP status; a built folder answers 200 or 404, and 0 means the request itself failed. */
  readonly status: number;
  /** Lowercased header names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
  /** Why the request failed, when `status` is 0. */
  readonly error?: string;
}

export interface ReadOptions {
  /** The `Accept` header to send (a built folder has no content negotiation and ignores it). */
  readonly accept?: string;
}

/**
 * A site to check, built or live: every site score check reads through this, so each runs the
 * same on a folder as on a server.
 */
export interface SiteReader {
  readonly kind: 'directory' | 'http';
  /** The address the site's absolute links use (`https://docs.example.com/`, always with a final `/`). */
  readonly baseUrl: string;
  /** Reads a site path (`/llms.txt`, `/guides/intro`), relative to `baseUrl`. */
  read(path: string, options?: ReadOptions): Promise<SiteResponse>;
}

/** Normalizes a base URL to end with exactly one `/`. */
export function withTrailingSlash(url: string): string {
  return `${url.replace(/\/+$/, '')}/`;
}

/**
 * The site path of a link found on the site (`/guides/intro.md`), or undefined when it points
 * elsewhere. Absolute URLs count when they start with the site's base URL; root-relative
 * paths are the site's own.
 */
export function sitePathOf(baseUrl: string, href: string): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const base = new URL(withTrailingSlash(baseUrl));
  if (url.origin !== base.origin) return undefined;
  const path = `${url.pathname}${url.search}`;
  if (`${path}/` === base.pathname) return '/';
  if (!path.startsWith(base.pathname)) return undefined;
  return `/${path.slice(base.pathname.length)}`;
}

/** A body served as a web page rather than as the file asked for (a host's catch-all, say). */
export function isHtml(response: SiteResponse): boolean {
  if (/html/i.test(response.headers['content-type'] ?? '')) return true;
  return /^\s*(<!doctype html|<html[\s>])/i.test(response.text);
}

export const isOk = (response: SiteResponse) => response.status >= 200 && response.status < 300;

/** `1,234` */
export const count = (n: number) => n.toLocaleString('en-US');
