import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { serverManifestPath } from '@docwright/build';
import type { Context } from 'hono';
import { decideAccess } from '../reader-auth/access.ts';
import { revealAuthPlaygrounds } from '../reader-auth/auth-playground.ts';
import { readerOf } from '../reader-auth/routes.ts';
import type { ReaderAuthSettings } from '../reader-auth/settings.ts';
import type { Reader, ReaderTokens } from '../reader-auth/tokens.ts';
import { contentTypeOf } from './content-types.ts';
import { messagePage } from './message-page.ts';
import { prefersMarkdown } from './negotiation.ts';
import { candidateFiles, routeOfFile, sitePathOf, twinFileOf } from './paths.ts';
import { loadPublishedSite, type PublishedSite } from './published-site.ts';
import { matchRedirect } from './redirects.ts';

export interface ReaderAuth {
  readonly tokens: ReaderTokens;
  readonly settings: ReaderAuthSettings;
}

interface Found {
  readonly file: string;
  readonly size: number;
  readonly modified: number;
}

// Files that hold every page's content or list every page: behind sign-in whenever some page is.
const siteWideFiles =
  /^(llms\.txt|llms-full\.txt|\.well-known\/llms(-full)?\.txt|sitemap\.xml|_docwright\/search\/.*)$/;
// Pagefind names these by content hash, so they never change under one name.
const immutableFiles = /^_docwright\/search\/(fragment|index)\//;

/**
 * Serves a built site (SPEC 3.5, 5): pages, Markdown twins by `Accept`, files with validators,
 * `_redirects`, the 404 page; with reader authentication, the sign-in rules of each page.
 * `publish()` swaps in a new build at once; requests already running finish on the old one.
 */
export class SiteHost {
  #site: PublishedSite;
  readonly #auth: ReaderAuth | undefined;

  private constructor(site: PublishedSite, auth: ReaderAuth | undefined) {
    this.#site = site;
    this.#auth = auth;
  }

  static async open(dir: string, auth?: ReaderAuth): Promise<SiteHost> {
    return new SiteHost(await loadPublishedSite(dir), auth);
  }

  get site(): PublishedSite {
    return this.#site;
  }

  /** Serves `dir` from the next request on; throws (and keeps the current site) if it is not a built site. */
  async publish(dir: string): Promise<void> {
    this.#site = await loadPublishedSite(dir);
  }

  readonly handle = async (c: Context): Promise<Response> => {
    const site = this.#site;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return c.text('Method not allowed', 405, { allow: 'GET, HEAD' });
    const url = new URL(c.req.url);
    const path = sitePathOf(url.pathname);
    if (path === undefined || path === serverManifestPath) return this.#notFound(c, site);
    let found = await findFile(site.root, path);
    if (!found) {
      const redirect = matchRedirect(site.redirects, `/${path}`);
      if (redirect) return c.redirect(redirect.location + url.search, redirect.status as 301);
      return this.#notFound(c, site);
    }
    const route = routeOfFile(found.file);
    const isPage = found.file.endsWith('.html') && route !== undefined;
    if (isPage) {
      c.header('vary', 'Accept');
      const twin = twinFileOf(found.file);
      if (twin && prefersMarkdown(c.req.header('accept'))) found = (await findFile(site.root, twin)) ?? found;
    }
    const reader = this.#auth ? await readerOf(c, this.#auth.tokens) : undefined;
    if (this.#auth) {
      const denied = this.#checkAccess(c, site, found.file, route, reader);
      if (denied) return denied;
    }
    const contentType = contentTypeOf(found.file);
    const personal = this.#auth !== undefined && !isPublicFile(site, found.file, route);
    c.header('cache-control', cacheControl(found.file, personal));
    if (personal) c.header('vary', 'Accept, Cookie');
    if (route !== undefined && site.manifest.routes[route]?.authPlayground && found.file.endsWith('.html')) {
      const html = await readFile(join(site.root, found.file), 'utf8');
      c.header('cache-control', 'private, no-cache');
      return c.body(revealAuthPlaygrounds(html, reader), 200, { 'content-type': contentType });
    }
    const etag = `W/"${found.size.toString(36)}-${Math.floor(found.modified).toString(36)}"`;
    c.header('etag', etag);
    c.header('last-modified', new Date(found.modified).toUTCString());
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const stream = Readable.toWeb(createReadStream(join(site.root, found.file))) as ReadableStream;
    return c.body(stream, 200, { 'content-type': contentType, 'content-length': String(found.size) });
  };

  #checkAccess(
    c: Context,
    site: PublishedSite,
    file: string,
    route: string | undefined,
    reader: Reader | undefined,
  ): Response | undefined {
    const decision =
      route !== undefined
        ? decideAccess(site.manifest.routes[route], reader)
        : isSiteWide(site, file) && !reader
          ? 'sign-in'
          : 'allow';
    if (decision === 'allow') return undefined;
    c.header('cache-control', 'private, no-store');
    if (decision === 'forbidden')
      return c.html(messagePage('No access', 'Your account is not in a group that can read this page.'), 403);
    const loginUrl = this.#auth?.settings.loginUrl;
    const wantsHtml = file.endsWith('.html') && !prefersMarkdown(c.req.header('accept'));
    if (loginUrl && wantsHtml) {
      const url = new URL(c.req.url);
      const target = new URL(loginUrl);
      target.searchParams.set('redirect', url.pathname + url.search);
      return c.redirect(target.toString(), 302);
    }
    return c.html(
      messagePage(
        'Sign-in required',
        'Sign in to read this page.',
        loginUrl ? { href: loginUrl, text: 'Sign in' } : undefined,
      ),
      401,
    );
  }

  async #notFound(c: Context, site: PublishedSite): Promise<Response> {
    const page = await readFile(join(site.root, '404.html'), 'utf8').catch(() => undefined);
    c.header('cache-control', 'no-cache');
    return page ? c.html(page, 404) : c.text('Not found', 404);
  }
}

async function findFile(root: string, path: string): Promise<Found | undefined> {
  for (const file of candidateFiles(path)) {
    const info = await stat(join(root, file)).catch(() => undefined);
    if (info?.isFile()) return { file, size: info.size, modified: info.mtimeMs };
  }
  return undefined;
}

/** Spec downloads and the files that carry every page's content. */
function isSiteWide(site: PublishedSite, file: string): boolean {
  return siteWideFiles.test(file) || site.specFiles.has(file);
}

function isPublicFile(site: PublishedSite, file: string, route: string | undefined): boolean {
  if (route !== undefined) return site.manifest.routes[route]?.public === true;
  return !isSiteWide(site, file);
}

function cacheControl(file: string, personal: boolean): string {
  if (personal) return 'private, no-cache';
  if (immutableFiles.test(file)) return 'public, max-age=31536000, immutable';
  // Names stay the same across builds: revalidate with the ETag every time.
  return 'public, no-cache';
}
