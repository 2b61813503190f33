// Documentation updates through `docs serve`'s admin API, as the security tests drive them: a key
// from `docs admin keys create`, commits pushed to the project's repository, and an update run to
// its end.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { git } from '../../packages/server/test/helpers/git.ts';
import { runDocs } from './cli.ts';

export interface UpdateState {
  readonly status: string;
  readonly summary: string;
}

/** An admin key of `project`, made by `docs admin keys create` with the server's config file. */
export async function createAdminKey(config: string, project = 'acme'): Promise<string> {
  const created = await runDocs([
    'admin',
    'keys',
    'create',
    '--project',
    project,
    '--config',
    config,
    '--json',
  ]);
  expect(created.code, created.stderr).toBe(0);
  return JSON.parse(created.stdout).key as string;
}

/** Queues an update of `project` on the server at `url` and waits for it to succeed or fail. */
export async function runUpdate(url: string, key: string, project = 'acme'): Promise<UpdateState> {
  const headers = { authorization: `Bearer ${key}` };
  const res = await fetch(`${url}/v2/project/${project}/update`, { method: 'POST', headers });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  for (let i = 0; i < 3000; i++) {
    const state = await (await fetch(`${url}/v2/project/${project}/update/${id}`, { headers })).json();
    if (state.status === 'success' || state.status === 'failure') return state;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the update did not finish');
}

/**
 * Commits `files` to the main branch of the bare repository at `remote` (entries `link:<target>`
 * become symbolic links), on top of `base` when given (then pushed with --force).
 */
export function pushFiles(
  root: string,
  remote: string,
  files: Record<string, string>,
  options: { message?: string; base?: string } = {},
): void {
  const clone = join(root, `edit-${Math.random().toString(36).slice(2)}`);
  git(root, 'clone', '--quiet', remote, clone);
  if (options.base) git(clone, 'reset', '--quiet', '--hard', options.base);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(clone, name, '..'), { recursive: true });
    if (text.startsWith('link:')) symlinkSync(text.slice(5), join(clone, name));
    else writeFileSync(join(clone, name), text);
  }
  git(clone, 'add', '--all');
  git(clone, 'commit', '--quiet', '-m', options.message ?? 'edit');
  git(clone, 'push', '--quiet', ...(options.base ? ['--force'] : []), 'origin', 'main');
}
