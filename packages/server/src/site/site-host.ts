import { constants, type Stats } from 'node:fs';
import { type FileHandle, open, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import {
  routeOfOutputFile,
  routeOfPlaygroundModel,
  twinFileOfHtml,
} from '@docwright/site-builder/output-layout';
import { llmsForReadersPath, serverManifestPath } from '@docwright/site-builder/serving';
import type { Context } from 'hono';
import { ifNoneMatchMatches } from '../http/conditional.ts';
import { quietBody } from '../http/quiet-body.ts';
import { safeReturnPath, sameOriginPath } from '../http/same-origin.ts';
import { decideAccess, decideSpecAccess } from '../reader-auth/access.ts';
import {
  decideAudienceFile,
  isAudienceFile,
  readerHtml,
  readerLlmsText,
} from '../reader-auth/reader-view.ts';
import { readerOf, signInUrl } from '../reader-auth/routes.ts';
import type { ReaderAuthSettings } from '../reader-auth/settings.ts';
import type { Reader, ReaderTokens } from '../reader-auth/tokens.ts';
import { contentTypeOf } from './content-types.ts';
import { messagePage } from './message-page.ts';
import { prefersMarkdown } from './negotiation.ts';
import { candidateFiles, sitePathOf } from './paths.ts';
import { loadPublishedSite, type PublishedSite } from './published-site.ts';
import { matchRedirect } from './redirects.ts';

export interface ReaderAuth {
  readonly tokens: ReaderTokens;
  readonly settings: ReaderAuthSettings;
}

interface Found {
  readonly file: string;
  /** The file's real path, inside the site's real root. */
  readonly path: string;
}

// Files that hold every page's content or list every page (or, the skills index, describe the
// site): behind sign-in whenever some page is.
const siteWideFiles =
  /^(llms\.txt|llms-full\.txt|\.well-known\/llms(-full)?\.txt|sitemap\.xml|skill\.md|\.well-known\/skills\/.*|_docwright\/search\/.*)$/;
// Pagefind names these by content hash, so they never change under one name.
const immutableFiles = /^_docwright\/search\/(fragment|index)\//;

/**
 * Serves a built site (docs/output.md and Reader authentication): pages, Markdown twins by `Accept`, files with validators,
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
    if (path === undefined || path === serverManifestPath || path === llmsForReadersPath)
      return this.#notFound(c, site);
    let found = await findFile(site, path);
    if (!found) {
      const redirect = matchRedirect(site.redirects, `/${path}`);
      const location = redirect && redirectLocation(redirect.location + url.search, url.origin);
      if (redirect && location) return c.redirect(location, redirect.status as 301);
      return this.#notFound(c, site);
    }
    const route = routeOfOutputFile(found.file);
    const isPage = found.file.endsWith('.html') && route !== undefined;
    if (isPage) {
      c.header('vary', 'Accept');
      const twin = twinFileOfHtml(found.file);
      if (twin && prefersMarkdown(c.req.header('accept'))) found = (await findFile(site, twin)) ?? found;
    }
    const reader = this.#auth ? await readerOf(c, this.#auth.tokens) : undefined;
    // A page's playground model is the page's: whoever may not read the page may not read it.
    const accessRoute = route ?? routeOfPlaygroundModel(found.file);
    if (this.#auth) {
      const denied = this.#checkAccess(c, site, found.file, accessRoute, reader);
      if (denied) return denied;
    }
    const contentType = contentTypeOf(found.file);
    const personal = this.#auth !== undefined && !isPublicFile(site, found.file, accessRoute);
    c.header('cache-control', cacheControl(found.file, personal));
    if (personal) c.header('vary', 'Accept, Cookie');
    const readerView = this.#auth ? readerHtml(site, found.file, route) : undefined;
    const llms = this.#auth ? await readerLlmsText(site, found.file, reader) : undefined;
    if (readerView || llms !== undefined) {
      const text = llms ?? (await readSiteFile(found));
      if (text === undefined) return this.#notFound(c, site);
      // A page filled with a signed-in reader's own data is never kept by any cache.
      const personalized = reader && route !== undefined && site.manifest.routes[route]?.personalized;
      c.header('cache-control', personalized ? 'private, no-store' : 'private, no-cache');
      c.header('vary', 'Accept, Cookie');
      return c.body(readerView ? readerView(text, reader) : text, 200, { 'content-type': contentType });
    }
    const opened = await openSiteFile(found);
    if (!opened) return this.#notFound(c, site);
    const { handle, info } = opened;
    const etag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    c.header('etag', etag);
    c.header('last-modified', new Date(info.mtimeMs).toUTCString());
    const notModified = ifNoneMatchMatches(c.req.header('if-none-match'), etag);
    // No body to stream: the handle is closed here, not left for the garbage collector.
    if (notModified || info.size === 0 || c.req.method === 'HEAD') {
      await handle.close();
      if (notModified) return c.body(null, 304);
      return c.body(null, 200, { 'content-type': contentType, 'content-length': String(info.size) });
    }
    // Up to the size the length announces, should the file grow while it is read.
    const stream = Readable.toWeb(handle.createReadStream({ end: info.size - 1 })) as ReadableStream;
    return c.body(quietBody(stream, c), 200, {
      'content-type': contentType,
      'content-length': String(info.size),
    });
  };

  #checkAccess(
    c: Context,
    site: PublishedSite,
    file: string,
    route: string | undefined,
    reader: Reader | undefined,
  ): Response | undefined {
    const documented = route === undefined ? site.specAccess(file) : undefined;
    const decision =
      decideAudienceFile(site, file, reader) ??
      (route !== undefined
        ? decideAccess(site.manifest.routes[route], reader)
        : documented
          ? decideSpecAccess(documented, reader)
          : siteWideFiles.test(file) && !reader
            ? 'sign-in'
            : 'allow');
    if (decision === 'allow') return undefined;
    c.header('cache-control', 'private, no-store');
    if (decision === 'forbidden')
      return c.html(
        messagePage(
          'No access',
          documented
            ? 'Your account is not in a group that can read every page this file describes.'
            : 'Your account is not in a group that can read this page.',
          undefined,
          site.manifest.basePath ?? '',
        ),
        403,
      );
    const basePath = site.manifest.basePath ?? '';
    const loginUrl = this.#auth && signInUrl(this.#auth.settings, basePath);
    const wantsHtml = file.endsWith('.html') && !prefersMarkdown(c.req.header('accept'));
    if (loginUrl && wantsHtml) {
      const url = new URL(c.req.url);
      const target = new URL(loginUrl, url.origin);
      // This request reached the app without the base path; the reader comes back to it with it.
      target.searchParams.set(
        'redirect',
        safeReturnPath(basePath + url.pathname + url.search, url.origin, basePath),
      );
      // The site's own sign-in stays relative: behind a proxy, this server's host is not the reader's.
      const own = loginUrl.startsWith('/');
      return c.redirect(own ? target.pathname + target.search : target.toString(), 302);
    }
    return c.html(
      messagePage(
        'Sign-in required',
        'Sign in to read this page.',
        loginUrl ? { href: loginUrl, text: 'Sign in' } : undefined,
        basePath,
      ),
      401,
    );
  }

  async #notFound(c: Context, site: PublishedSite): Promise<Response> {
    const found = await findFile(site, '404.html');
    const page = found && (await readSiteFile(found));
    const readerView = this.#auth && readerHtml(site, '404.html', undefined);
    if (page && readerView && this.#auth) {
      c.header('cache-control', 'private, no-cache');
      c.header('vary', 'Cookie');
      return c.html(readerView(page, await readerOf(c, this.#auth.tokens)), 404);
    }
    c.header('cache-control', 'no-cache');
    return page ? c.html(page, 404) : c.text('Not found', 404);
  }
}

/**
 * The first of a site path's candidate files that is a regular file whose real path (every
 * symbolic link resolved) stays inside the site's real root: a link that leads out of the built
 * folder is no file of the site, whatever it points to.
 */
async function findFile(site: PublishedSite, path: string): Promise<Found | undefined> {
  for (const file of candidateFiles(path)) {
    const real = await realpath(join(site.root, file)).catch(() => undefined);
    if (real === undefined || !real.startsWith(site.realRoot + sep)) continue;
    if ((await stat(real).catch(() => undefined))?.isFile()) return { file, path: real };
  }
  return undefined;
}

/** Opens a found file again, not following a link that replaced it since; undefined once it is gone. */
async function openSiteFile(found: Found): Promise<{ handle: FileHandle; info: Stats } | undefined> {
  // O_NONBLOCK: should a FIFO have taken the file's place, opening it does not wait for a writer.
  const flags = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
  const handle = await open(found.path, flags).catch(() => undefined);
  if (!handle) return undefined;
  const info = await handle.stat().catch(() => undefined);
  if (info?.isFile()) return { handle, info };
  await handle.close();
  return undefined;
}

async function readSiteFile(found: Found): Promise<string | undefined> {
  const { handle } = (await openSiteFile(found)) ?? {};
  if (!handle) return undefined;
  try {
    return await handle.readFile('utf8');
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}

/**
 * A `_redirects` destination with the request's captures filled in: a site path must stay on the
 * site as the browser parses it; an absolute URL is the site author's and is kept when it parses.
 */
function redirectLocation(location: string, origin: string): string | undefined {
  if (location.startsWith('/')) return sameOriginPath(location, origin);
  return /^https?:\/\//i.test(location) && URL.canParse(location) ? new URL(location).href : undefined;
}

/** Spec downloads and the files that carry every page's content. */
function isSiteWide(site: PublishedSite, file: string): boolean {
  return siteWideFiles.test(file) || site.specAccess(file) !== undefined;
}

function isPublicFile(site: PublishedSite, file: string, route: string | undefined): boolean {
  if (route !== undefined) return site.manifest.routes[route]?.public === true;
  return !isSiteWide(site, file) && !isAudienceFile(site, file);
}

function cacheControl(file: string, personal: boolean): string {
  if (personal) return 'private, no-cache';
  if (immutableFiles.test(file)) return 'public, max-age=31536000, immutable';
  // Names stay the same across builds: revalidate with the ETag every time.
  return 'public, no-cache';
}
