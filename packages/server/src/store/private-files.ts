// The data folder holds the database (API key digests, the key-hash pepper), published sites and
// working copies: it is for the user running the server alone, whatever the process's umask.
import { chmodSync, type Dirent, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Permission bits for group and others. */
const shared = 0o077;

/** Makes `dir` (and missing parents) and restricts it to its owner: 0700, an existing folder too. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir, lstatSync(dir).mode);
}

/**
 * Takes group and other permissions off everything under `dir` (files 0600, folders 0700 as
 * created): what an earlier version left open. Symbolic links are not followed; entries owned by
 * another user are left as they are.
 */
export function restrictTree(dir: string): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue;
    const path = join(dir, entry.name);
    try {
      tighten(path, lstatSync(path).mode);
    } catch {
      continue;
    }
    if (entry.isDirectory()) restrictTree(path);
  }
}

function tighten(path: string, mode: number): void {
  if (!(mode & shared)) return;
  try {
    chmodSync(path, mode & 0o7777 & ~shared);
  } catch (error) {
    // Another user's entry: nothing this process can change.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

interface EmscriptenNodeFs {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number }): void;
  };
}

/**
 * PGlite's Node filesystem, creating its files 0600 and folders 0700: PGlite's Emscripten layer
 * creates and then chmods files with the modes its in-memory build used (0666), past the umask.
 */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, options);
    const restrict = (module: { NODEFS?: EmscriptenNodeFs }) => {
      const ops = module.NODEFS?.node_ops;
      if (!ops) return;
      const { mknod, setattr } = ops;
      ops.mknod = (parent, name, mode, dev) => mknod.call(ops, parent, name, mode & ~shared, dev);
      ops.setattr = (node, attr) =>
        setattr.call(ops, node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~shared });
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        // Before NodeFS's own step mounts the folder.
        preRun: [restrict, ...toArray(emscriptenOpts.preRun)],
      },
    };
  }
}

function toArray<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...value] : [value as T];
}
