import { readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { allowlistOf, type ProxyAllowlist } from '@docwright/proxy';
import { basePathProblem, type ServerManifest, serverManifestPath } from '@docwright/site-builder/serving';
import type { AccessRule } from '../reader-auth/access.ts';
import { parseRedirects, type RedirectRule } from './redirects.ts';

/** A built site as `docs serve` serves it: its folder and what the build left for the server. */
export interface PublishedSite {
  readonly root: string;
  /** `root` with every symbolic link resolved: files whose real path leaves it are not served. */
  readonly realRoot: string;
  readonly manifest: ServerManifest;
  readonly redirects: readonly RedirectRule[];
  readonly allowlist: ProxyAllowlist;
  /**
   * For a spec file the site serves (a spec, or a file its `$ref`s point into), the access rules of
   * the pages it documents; undefined for any other file.
   */
  specAccess(file: string): readonly AccessRule[] | undefined;
}

export class SiteFolderError extends Error {}

/** Reads a built site folder; refuses a folder that `docs build` did not write. */
export async function loadPublishedSite(dir: string): Promise<PublishedSite> {
  const root = resolve(dir);
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory())
    throw new SiteFolderError(`${dir} is not a folder. Build the site first: docs build <site> --out ${dir}`);
  let manifest: ServerManifest;
  try {
    manifest = JSON.parse(await readFile(join(root, serverManifestPath), 'utf8')) as ServerManifest;
  } catch {
    throw new SiteFolderError(
      `${join(dir, serverManifestPath)} is missing or unreadable: ${dir} was not written by this version of docs build. Rebuild it with docs build <site> --out ${dir}`,
    );
  }
  if (manifest.version !== 1)
    throw new SiteFolderError(
      `${join(dir, serverManifestPath)} has version ${manifest.version}; rebuild the site.`,
    );
  // Redirects, sign-in addresses and cookie paths are made from it: only a path the build accepts.
  const { basePath } = manifest;
  if (basePath !== undefined && !isBasePath(basePath))
    throw new SiteFolderError(
      `${join(dir, serverManifestPath)} has basePath ${JSON.stringify(basePath)}, which docs build never writes (${basePathProblem(String(basePath)) ?? 'expected "" or path segments like /docs'}); rebuild the site.`,
    );
  const redirectsText = await readFile(join(root, '_redirects'), 'utf8').catch(() => '');
  return {
    root,
    realRoot: await realpath(root),
    manifest,
    redirects: parseRedirects(redirectsText),
    allowlist: allowlistOf(manifest.proxyServers),
    specAccess: specAccessOf(manifest),
  };
}

function specAccessOf(manifest: ServerManifest): (file: string) => readonly AccessRule[] | undefined {
  const ruleOf = (route: string): AccessRule =>
    (Object.hasOwn(manifest.routes, route) ? manifest.routes[route] : {}) ?? {};
  if (manifest.specFiles) {
    const files = new Map(
      Object.entries(manifest.specFiles).map(
        ([file, routes]) => [file, Array.isArray(routes) ? routes.map(ruleOf) : []] as const,
      ),
    );
    return (file) => files.get(file);
  }
  // A build from before the manifest listed spec files: every JSON or YAML file outside
  // `_docwright/` may be a spec documenting any page, so it takes the rules of every restricted page.
  const restricted = Object.values(manifest.routes).filter((rule) => !rule.public && rule.groups?.length);
  const known = new Set(manifest.proxyServers.map((server) => server.specId));
  return (file) =>
    known.has(file) || (/\.(json|ya?ml)$/i.test(file) && !file.startsWith('_docwright/'))
      ? restricted
      : undefined;
}

/** `''` or `/segment/...` exactly as `docs build --base-path` writes it. */
function isBasePath(value: unknown): value is string {
  return typeof value === 'string' && /^(\/[^/]+)*$/.test(value) && basePathProblem(value) === undefined;
}
