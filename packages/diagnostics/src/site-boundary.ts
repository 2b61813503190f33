import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** Why a path a build was asked to read is refused. */
type OutsideReason = 'outside' | 'symlink-outside' | 'not-a-file';

type SiteRead =
  | { readonly ok: true; readonly realPath: string }
  | { readonly ok: false; readonly reason: OutsideReason };

/** True when `path` is `root` or lies under it (both absolute, already resolved). */
export function isWithin(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

const realRoots = new Map<string, string>();

/** The site folder's own real path (a site may itself live behind a symlink), memoized. */
function realRoot(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) {
    real = realpathSync(root);
    realRoots.set(root, real);
  }
  return real;
}

/**
 * Whether a build may read `path` (a file, or a folder with `kind: 'folder'`) for the site in
 * `siteDir`: its real path, symlinks followed, must lie inside the site's real folder, and it must
 * be a regular file (or folder). A missing path is `ok` with its resolved path, for the caller's
 * own not-found message.
 */
export function checkSiteRead(siteDir: string, path: string, kind: 'file' | 'folder' = 'file'): SiteRead {
  const root = resolve(siteDir);
  const absolute = resolve(root, path);
  if (!isWithin(root, absolute)) return { ok: false, reason: 'outside' };
  let real: string;
  try {
    real = realpathSync(absolute);
  } catch {
    return { ok: true, realPath: absolute };
  }
  if (!isWithin(realRoot(root), real)) return { ok: false, reason: 'symlink-outside' };
  const stats = statSync(real, { throwIfNoEntry: false });
  if (stats && (kind === 'file' ? !stats.isFile() : !stats.isDirectory()))
    return { ok: false, reason: 'not-a-file' };
  return { ok: true, realPath: real };
}

/** What a refused read means, for a diagnostic's message. */
export function describeRefusedRead(path: string, reason: OutsideReason): string {
  switch (reason) {
    case 'outside':
      return `"${path}" is outside the site folder; a build reads only files inside it.`;
    case 'symlink-outside':
      return `"${path}" is a symbolic link that leads outside the site folder; a build reads only files whose real path is inside it.`;
    case 'not-a-file':
      return `"${path}" is not a regular file (a device, socket or pipe); a build reads only regular files.`;
  }
}
