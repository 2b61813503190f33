import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import {
  checkSiteRead,
  createDiagnostic,
  type Diagnostic,
  describeRefusedRead,
} from '@docwright/diagnostics';

/**
 * The symbolic links of a site folder, found before its files are listed: a link whose real path
 * leaves the site (to `/proc/self/environ`, a config file, `/`) is an error naming it, and the
 * listing then neither follows links into folders nor lists what lies behind a refused one. A site
 * without links (nearly all) is listed as before.
 */
export interface SiteBoundary {
  /** Site-relative paths of links that leave the site, or lead to no regular file or folder. */
  readonly refused: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
  /** Whether listing may follow links into folders: every link stays inside the site. */
  readonly followLinks: boolean;
  /** Whether any link exists, so listed files need a look. */
  readonly hasLinks: boolean;
  /**
   * Site-relative folders that an earlier Docwright build wrote (`docs build site` leaves
   * `site/dist`, `--out` anywhere else): their pages, assets and specs are output, never input.
   */
  readonly outputFolders: readonly string[];
}

/**
 * What marks a folder as written by `docs build`: every build writes it, and a Mintlify site has
 * no reason to hold a `_docwright` folder, let alone this file in it.
 */
const buildOutputSign = '_docwright/server.json';

/** Whether `folder` holds what a Docwright build writes (given its entries, read already). */
const isBuildOutput = (folder: string, entryNames: readonly string[]) =>
  entryNames.includes('_docwright') && existsSync(join(folder, buildOutputSign));

const skippedFolders = (name: string) => name === 'node_modules' || name.startsWith('.');

export async function scanSiteBoundary(dir: string, outDir?: string): Promise<SiteBoundary> {
  const root = resolve(dir);
  const out = outDir === undefined ? undefined : resolve(outDir);
  const links: string[] = [];
  const outputFolders: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    if (
      folder !== root &&
      isBuildOutput(
        folder,
        entries.map((entry) => entry.name),
      )
    ) {
      outputFolders.push(relative(root, folder).replaceAll('\\', '/'));
      return;
    }
    await Promise.all(
      entries.map(async (entry) => {
        const path = join(folder, entry.name);
        if (entry.isSymbolicLink()) links.push(relative(root, path).replaceAll('\\', '/'));
        else if (entry.isDirectory() && !skippedFolders(entry.name) && path !== out) await walk(path);
      }),
    );
  };
  await walk(root);
  const refused: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const link of links.sort()) {
    const target = await stat(join(root, link)).catch(() => undefined);
    const verdict = checkSiteRead(root, link, target?.isDirectory() ? 'folder' : 'file');
    if (verdict.ok) continue;
    refused.push(link);
    diagnostics.push(
      createDiagnostic('site/read-outside', {
        file: link,
        message: describeRefusedRead(link, verdict.reason),
      }),
    );
  }
  return {
    refused,
    diagnostics,
    followLinks: refused.length === 0,
    hasLinks: links.length > 0,
    outputFolders: outputFolders.sort(),
  };
}

/** The listed files a build may read: none behind a refused link, none in an earlier build's output. */
export function withinBoundary(files: readonly string[], boundary: SiteBoundary | undefined): string[] {
  if (!boundary || (!boundary.hasLinks && boundary.outputFolders.length === 0)) return [...files];
  const excluded = [...boundary.refused, ...boundary.outputFolders];
  return files.filter((file) => !excluded.some((path) => file === path || file.startsWith(`${path}/`)));
}
