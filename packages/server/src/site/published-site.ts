import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type ServerManifest, serverManifestPath } from '@docwright/build';
import { allowlistOf, type ProxyAllowlist } from '@docwright/proxy';
import { parseRedirects, type RedirectRule } from './redirects.ts';

/** A built site as `docs serve` serves it: its folder and what the build left for the server. */
export interface PublishedSite {
  readonly root: string;
  readonly manifest: ServerManifest;
  readonly redirects: readonly RedirectRule[];
  readonly allowlist: ProxyAllowlist;
  /** Spec files the site offers for download (protected like pages when readers must sign in). */
  readonly specFiles: ReadonlySet<string>;
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
  const redirectsText = await readFile(join(root, '_redirects'), 'utf8').catch(() => '');
  return {
    root,
    manifest,
    redirects: parseRedirects(redirectsText),
    allowlist: allowlistOf(manifest.proxyServers),
    specFiles: new Set(manifest.proxyServers.map((server) => server.specId)),
  };
}
