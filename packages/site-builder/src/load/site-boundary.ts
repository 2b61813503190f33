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
}

const skippedFolders = (name: string) => name === 'node_modules' || name.startsWith('.');

export async function scanSiteBoundary(dir: string, outDir?: string): Promise<SiteBoundary> {
  const root = resolve(dir);
  const out = outDir === undefined ? undefined : resolve(outDir);
  const links: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
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
  return { refused, diagnostics, followLinks: refused.length === 0, hasLinks: links.length > 0 };
}

/** The listed files a build may read: none behind a refused link. */
export function withinBoundary(files: readonly string[], boundary: SiteBoundary | undefined): string[] {
  if (!boundary?.hasLinks) return [...files];
  return files.filter(
    (file) => !boundary.refused.some((link) => file === link || file.startsWith(`${link}/`)),
  );
}
