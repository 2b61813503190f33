import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createDiagnostic, DiagnosticsError, isWithin } from '@docwright/diagnostics';

/**
 * A file of the built site: its text or bytes, a source file copied as it is, or a function that
 * makes its text when it is written (pages: a large API's documents never sit in memory at once),
 * or its text in pieces, made as they are written, some of them bytes that many files share (a
 * section's sidebar).
 */
export type OutputContent =
  | string
  | Uint8Array
  | { readonly copyFrom: string }
  | (() => string)
  | { readonly pieces: () => Iterable<string | Uint8Array> };

/** The text or bytes of an output file that is not a copy. */
export function outputData(
  content: Exclude<OutputContent, { readonly copyFrom: string }>,
): string | Uint8Array {
  if (typeof content === 'function') return content();
  if (typeof content === 'object' && 'pieces' in content) {
    const decoder = new TextDecoder();
    let text = '';
    for (const piece of content.pieces()) text += typeof piece === 'string' ? piece : decoder.decode(piece);
    return text;
  }
  return content;
}

/** Output files by site-relative path (`guides/intro/index.html`). */
export type OutputFiles = ReadonlyMap<string, OutputContent>;

const WRITE_CONCURRENCY = 64;

/**
 * Writes the site into a staging folder beside `outDir`, then swaps it in with renames.
 * On any failure the staging folder is removed and `outDir` is left exactly as it was.
 * `pending` files (the search index, the playground's browser bundles) are still being made
 * while the others are written; they join the staging folder before the swap, and their failure
 * fails the write like any other.
 */
export async function writeOutput(
  outDir: string,
  files: OutputFiles,
  pending: readonly Promise<OutputFiles>[] = [],
): Promise<void> {
  const target = resolve(outDir);
  const stamp = `${process.pid}-${Date.now().toString(36)}`;
  const staging = `${target}.staging-${stamp}`;
  const previous = `${target}.previous-${stamp}`;
  try {
    await writeTree(staging, files);
    for (const late of await Promise.all(pending)) await writeTree(staging, late);
    const hadPrevious = await exists(target);
    if (hadPrevious) await rename(target, previous);
    try {
      await rename(staging, target);
    } catch (error) {
      if (hadPrevious) await rename(previous, target);
      throw error;
    }
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (error instanceof DiagnosticsError) throw error;
    throw new DiagnosticsError([
      createDiagnostic('build/write-failed', {
        file: outDir,
        message: `Could not write the output: ${(error as Error).message}`,
      }),
    ]);
  }
}

async function writeTree(root: string, files: OutputFiles): Promise<void> {
  const entries = [...files];
  // Output paths come from the site (spec files, routes, a spec's `directory`): none may climb out.
  const outside = entries.filter(([path]) => !isWithin(root, resolve(root, path)));
  if (outside.length > 0)
    throw new DiagnosticsError(
      outside.map(([path]) =>
        createDiagnostic('build/write-failed', {
          file: path,
          message: `The output file "${path}" would be written outside the output folder; nothing was written.`,
          hint: 'Keep spec paths, page paths and `directory` values inside the site folder (no ".." above it).',
        }),
      ),
    );
  const dirs = [...new Set(entries.map(([path]) => dirname(join(root, path))))];
  // Folders are made in parallel too: one at a time, a large API's thousand left the thread idle.
  for (let i = 0; i < dirs.length; i += WRITE_CONCURRENCY)
    await Promise.all(dirs.slice(i, i + WRITE_CONCURRENCY).map((dir) => mkdir(dir, { recursive: true })));
  for (let i = 0; i < entries.length; i += WRITE_CONCURRENCY) {
    await Promise.all(
      entries.slice(i, i + WRITE_CONCURRENCY).map(([path, content]) => {
        const file = join(root, path);
        if (typeof content === 'object' && 'copyFrom' in content) return copyFile(content.copyFrom, file);
        // Pieces are written one after another as they are made: large shared bytes are neither
        // copied nor encoded again, and a file made in pieces is never whole in memory.
        if (typeof content === 'object' && 'pieces' in content)
          return writeFile(file, coalesced(content.pieces()));
        return writeFile(file, outputData(content));
      }),
    );
  }
}

/** Pieces this large are written as they are; smaller ones are joined first. */
const ownWriteBytes = 64 * 1024;

/**
 * A file's pieces as fewer, larger chunks: each chunk costs `writeFile` a system call, and a page
 * comes in dozens of pieces (its content between operation links, the sidebar around its link),
 * most of them small. Strings are encoded as `writeFile` encodes them (UTF-8).
 */
function* coalesced(pieces: Iterable<string | Uint8Array>): Generator<Uint8Array> {
  let held: Uint8Array[] = [];
  let size = 0;
  const flush = () => {
    const chunk = held.length === 1 ? (held[0] as Uint8Array) : Buffer.concat(held, size);
    held = [];
    size = 0;
    return chunk;
  };
  for (const piece of pieces) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    if (bytes.length >= ownWriteBytes) {
      if (size > 0) yield flush();
      yield bytes;
      continue;
    }
    held.push(bytes);
    size += bytes.length;
    if (size >= ownWriteBytes) yield flush();
  }
  if (size > 0) yield flush();
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
