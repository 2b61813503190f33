import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** Why `folder` cannot take a new project (it holds files, or is a file), or undefined when it can. */
export function folderProblem(folder: string, cwd: string): string | undefined {
  const dir = resolve(cwd, folder);
  if (!existsSync(dir)) return undefined;
  if (!statSync(dir).isDirectory()) return `${folder} is a file, not a folder`;
  return readdirSync(dir).length > 0 ? `${folder} is not empty` : undefined;
}

/** A folder beside `folder` that does not exist yet: my-docs-2, my-docs-3... */
export function freeFolder(folder: string, cwd: string): string {
  const dir = resolve(cwd, folder);
  // `.` (the current folder) names no project: suggest my-docs beside nothing.
  const base = basename(dir) === '' || folder === '.' ? 'my-docs' : folder.replace(/[/\\]+$/, '');
  const candidates = folder === '.' ? [base] : [];
  for (let n = 2; n < 100; n++) candidates.push(`${base}-${n}`);
  return candidates.find((name) => !existsSync(resolve(cwd, name))) ?? join(dirname(base), 'new-docs');
}

/** A folder as the user types it in a shell: quoted when it holds anything but plain characters. */
export const shellWord = (path: string) =>
  /^[\w./@+-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`;
