// Writes a publication from the database into a fresh local folder, file by file. Whatever the
// database holds, nothing is written outside that folder: each path is checked before it is used,
// no link is ever made, and no file is opened through one or over an existing one.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { SitePublications } from '../store/site-publications.ts';

/** A publication this instance refuses to unpack; the message says which file and why. */
export class PublicationUnpackError extends Error {
  override name = 'PublicationUnpackError';
}

/** Fills `target` (a new, empty folder) with the files of the project's publication. */
export async function unpackPublication(
  publications: SitePublications,
  projectId: string,
  publicationId: string,
  target: string,
): Promise<void> {
  const files = await publications.files(projectId, publicationId);
  if (files.length === 0)
    throw new PublicationUnpackError(`publication ${publicationId} of project ${projectId} holds no files`);
  await mkdir(target, { recursive: true, mode: 0o700 });
  for (const file of files) {
    const path = safePath(target, file.path, publicationId);
    const content = await publications.content(file.hash);
    if (content === undefined)
      throw new PublicationUnpackError(
        `publication ${publicationId}: the content of ${file.path} is missing`,
      );
    if (createHash('sha256').update(content).digest('hex') !== file.hash)
      throw new PublicationUnpackError(
        `publication ${publicationId}: ${file.path} does not match its content hash`,
      );
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    // `wx`: never over an existing file, nor through a link in its place.
    await writeFile(path, content, { flag: 'wx', mode: 0o600 });
  }
}

/** The file's place under `target`, for a relative `/`-separated path of plain names only. */
function safePath(target: string, path: string, publicationId: string): string {
  const segments = path.split('/');
  const plain = segments.every(
    (segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment),
  );
  const full = join(target, ...segments);
  if (!plain || path.length > 4096 || !full.startsWith(target + sep))
    throw new PublicationUnpackError(
      `publication ${publicationId} names a file outside the site folder (${JSON.stringify(path.slice(0, 200))}); it is not served`,
    );
  return full;
}
