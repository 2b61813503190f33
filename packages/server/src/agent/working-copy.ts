// A fresh working copy of a repository at a branch (the default branch when none is given).
import { dirname } from 'node:path';
import { type GitContext, git } from './git.ts';

/** The server's environment without its settings (its secrets among them): what git starts from. */
export function childEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of Object.keys(copy))
    if (name.startsWith('DOCWRIGHT_') || name === 'DATABASE_URL') delete copy[name];
  return copy;
}

interface WorkingCopy {
  readonly dir: string;
  /** The branch checked out (`ref`, or the repository's default branch). */
  readonly branch: string;
  readonly commit: string;
}

/**
 * Clones `url` into `dir` (which must not exist or be empty), at `ref` when given; with `gitDir`,
 * the repository's git folder goes there instead of `dir/.git`.
 */
export async function cloneAt(
  url: string,
  ref: string | null,
  dir: string,
  context: GitContext,
  gitDir?: string,
): Promise<WorkingCopy> {
  const branchArgs = ref === null ? [] : ['--branch', ref];
  const separate = gitDir === undefined ? [] : [`--separate-git-dir=${gitDir}`];
  await git(
    dirname(dir),
    ['clone', '--quiet', '--no-tags', '--single-branch', ...separate, ...branchArgs, '--', url, dir],
    context,
  );
  const branch = (await git(dir, ['rev-parse', '--abbrev-ref', 'HEAD'], context)).trim();
  const commit = (await git(dir, ['rev-parse', 'HEAD'], context)).trim();
  return { dir, branch, commit };
}
