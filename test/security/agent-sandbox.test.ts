// An agent job whose prompt turned the agent hostile: in the OS sandbox it gets only the variables
// the operator names, cannot read the server's files or write outside its job, cannot touch the
// git folder the runner commits with, and cannot make the runner's git run its code; the server
// keeps running.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadServerSettings, openStore } from '../../packages/server/src/index.ts';
import { storeEnv, tempDir } from '../../packages/server/test/helpers/backends.ts';
import { bareRepository, git } from '../../packages/server/test/helpers/git.ts';
import { type ServerProcess, startServerProcess } from '../../packages/server/test/helpers/server-process.ts';

const agentScript = fileURLToPath(new URL('./fixtures/hostile-agent.mjs', import.meta.url));
const secrets = {
  DOCWRIGHT_READER_AUTH_SECRET: 'reader-auth-SECRET-1',
  DOCWRIGHT_READER_SESSION_SECRET: 'reader-session-SECRET-2',
  DOCWRIGHT_GIT_TOKEN: 'ghp_agent_SECRET_3',
  DOCWRIGHT_READER_PASSWORD: 'reader-password-SECRET-5',
  DOCWRIGHT_READER_OIDC_CLIENT_SECRET: 'oidc-client-SECRET-6',
};

let root: string;
let server: ServerProcess;
let key: string;
let remote: { path: string; url: string };
let configFile: string;

beforeAll(async () => {
  root = tempDir('docwright-agent-sandbox-');
  remote = bareRepository(root);
  configFile = join(root, 'docwright.json');
  writeFileSync(configFile, JSON.stringify({ DOCWRIGHT_SECRET: 'pepper-SECRET-4' }));
  const env = {
    ...(await storeEnv('embedded')),
    ...secrets,
    DOCWRIGHT_CONFIG: configFile,
    DOCWRIGHT_AGENT_COMMAND: `"${process.execPath}" "${agentScript}"`,
    DOCWRIGHT_AGENT_ENV: 'MODEL_API_KEY',
    MODEL_API_KEY: 'the-model-key',
    DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
    DOCWRIGHT_WORK_DIR: join(root, 'work'),
  };
  const store = await openStore(loadServerSettings(env));
  key = (await store.keys.create('acme')).key;
  await store.close();
  server = await startServerProcess(env);
});
afterAll(async () => {
  await server?.stop();
});

async function runJob(prompt: string): Promise<{ id: string; status: string }> {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const res = await fetch(`${server.url}/v2/agent/acme/job`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ prompt, source: { repository: remote.url } }),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  let job = { id, status: 'active' };
  for (let i = 0; i < 1200 && job.status === 'active'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    job = await (await fetch(`${server.url}/v2/agent/acme/job/${id}`, { headers })).json();
  }
  return job;
}

it("a repository the agent nests in the working copy fails the job before the runner's git reads it", async () => {
  const marker = join(root, 'pwned');
  const job = await runJob(`${configFile} ${join(root, 'outside.txt')} ${marker} nested`);
  expect(job.status).toBe('failed');
  const logs = await (
    await fetch(`${server.url}/v2/agent/acme/job/${job.id}/logs`, {
      headers: { authorization: `Bearer ${key}` },
    })
  ).text();
  expect(logs).toContain('left git repositories inside the working copy (sub/.git)');
  expect(existsSync(`${marker}-nested`)).toBe(false);
});

it('a hostile agent sees only named variables, cannot leave its job, and cannot make the runner run its code', async () => {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const outside = join(root, 'outside.txt');
  const marker = join(root, 'pwned');
  const res = await fetch(`${server.url}/v2/agent/acme/job`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      prompt: `${configFile} ${outside} ${marker}`,
      source: { repository: remote.url },
    }),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  let job: { status: string; prLink: string | null } = { status: 'active', prLink: null };
  for (let i = 0; i < 1200 && job.status === 'active'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    job = await (await fetch(`${server.url}/v2/agent/acme/job/${id}`, { headers })).json();
  }
  expect(job.status).toBe('completed');
  const report = JSON.parse(git(root, '--git-dir', remote.path, 'show', `docwright/${id}:docs/report.json`));
  for (const name of [...Object.keys(secrets), 'DOCWRIGHT_CONFIG', 'DOCWRIGHT_SECRET', 'DATABASE_URL'])
    expect(report.env).not.toContain(name);
  expect(report.apiKey).toBe('the-model-key');
  expect(report.readConfig).toMatch(/^refused: ENOENT/);
  expect(report.readShadow).toMatch(/^refused: ENOENT/);
  expect(report.writeOutside).toMatch(/^refused/);
  expect(existsSync(outside)).toBe(false);
  expect(report.writeGitConfig).toMatch(/^refused: EROFS/);
  // The agent reads its repository's history, read-only.
  expect(report.gitLog).toBe('done');
  // Its parent is the sandbox's first process, not the server, which still answers.
  expect((await fetch(`${server.url}/v2/agent/acme/job/${id}`, { headers })).status).toBe(200);
  // The runner committed the agent's files with its own git folder, never the agent's.
  expect(existsSync(`${marker}-config`)).toBe(false);
  expect(existsSync(`${marker}-gitfile`)).toBe(false);
  const committed = git(root, '--git-dir', remote.path, 'ls-tree', '-r', '--name-only', `docwright/${id}`);
  expect(committed).toContain('evil-git/config');
  expect(readFileSync(join(remote.path, 'config'), 'utf8')).not.toContain('fsmonitor');
});
