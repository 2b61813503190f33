// Real git repositories for the tests: a bare "remote" with one commit on main.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@localhost',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@localhost',
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8' });
}

/** A bare repository in `root/remote.git` whose main branch holds `files`; returns its file:// URL. */
export function bareRepository(
  root: string,
  files: Record<string, string> = { 'README.md': '# Docs\n' },
): {
  path: string;
  url: string;
} {
  const path = join(root, 'remote.git');
  const seed = join(root, 'seed');
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', path);
  git(root, 'init', '--quiet', '--initial-branch=main', seed);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(seed, name, '..'), { recursive: true });
    writeFileSync(join(seed, name), text);
  }
  git(seed, 'add', '--all');
  git(seed, 'commit', '--quiet', '-m', 'initial');
  git(seed, 'push', '--quiet', path, 'main');
  return { path, url: pathToFileURL(path).href };
}
