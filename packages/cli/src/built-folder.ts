import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The built site that `docs serve` and `docs preview` serve: a site folder (one with docs.json or
 * mint.json) means its `dist/`, where `docs build <site>` writes; any other folder is a build
 * itself (`docs build --out <folder>`). Without an argument, the current folder decides the same way.
 */
export function builtFolder(argument: string | undefined): string {
  const folder = resolve(argument ?? '.');
  const isSite = existsSync(join(folder, 'docs.json')) || existsSync(join(folder, 'mint.json'));
  if (isSite) return join(folder, 'dist');
  return argument === undefined ? resolve('dist') : folder;
}
