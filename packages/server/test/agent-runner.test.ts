// Agent jobs end to end (docs/server.md, Admin API): real git over file://, a real agent process, the pull request
// against a local stand-in for GitHub's API, through the admin API over HTTP.
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp, type JobRunner, openStore, type Store, startJobRunner } from '../src/index.ts';
import { backends, settingsFor, tempDir } from './helpers/backends.ts';
import { bareRepository, git } from './helpers/git.ts';
import { type Listening, listen } from './helpers/http.ts';
import { gone, processWithArgument } from './helpers/processes.ts';

const agentScript = fileURLToPath(new URL('./fixtures/agent.mjs', import.meta.url));
const token = 'ghs_testtoken1234567890';

interface PullCall {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** Answers like GitHub's `POST /repos/{owner}/{repo}/pulls`, and records each call. */
async function fakeGitHub(): Promise<{
  url: string;
  calls: PullCall[];
  server: Server;
  refuse: { next: boolean };
}> {
  const calls: PullCall[] = [];
  const refuse = { next: false };
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      calls.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(text || '{}'),
      });
      const match = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (refuse.next || req.method !== 'POST' || !match || req.headers.authorization !== `Bearer ${token}`) {
        refuse.next = false;
        res.statusCode = 422;
        res.end(JSON.stringify({ message: 'Validation Failed' }));
        return;
      }
      res.statusCode = 201;
      res.end(JSON.stringify({ number: 7, html_url: `https://github.com/${match[1]}/${match[2]}/pull/7` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server, refuse };
}

describe.each(backends)('agent jobs on %s', (backend) => {
  let store: Store;
  let runner: JobRunner;
  let api: Listening;
  let github: Awaited<ReturnType<typeof fakeGitHub>>;
  let remote: { path: string; url: string };
  let key: string;
  let root: string;

  beforeAll(async () => {
    root = tempDir('docwright-agent-');
    remote = bareRepository(root);
    github = await fakeGitHub();
    // https://github.com/acme/docs is this bare repository for git (url.insteadOf), and the pull
    // request goes to the local stand-in for GitHub's API.
    const gitConfig = join(root, 'gitconfig');
    writeFileSync(gitConfig, `[url "${remote.url}"]\n\tinsteadOf = https://github.com/acme/docs\n`);
    const settings = await settingsFor(backend, {
      DOCWRIGHT_AGENT_COMMAND: `"${process.execPath}" "${agentScript}"`,
      DOCWRIGHT_AGENT_MODEL: 'test-model',
      DOCWRIGHT_AGENT_TIMEOUT: '4',
      DOCWRIGHT_GIT_TOKEN: token,
      DOCWRIGHT_GIT_API_URL: github.url,
      DOCWRIGHT_GIT_HOST: 'github.com',
      DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
      DOCWRIGHT_WORK_DIR: join(root, 'work'),
    });
    store = await openStore(settings);
    key = (await store.keys.create('acme')).key;
    runner = await startJobRunner({
      store,
      settings,
      pollMs: 200,
      concurrency: 3,
      env: {
        ...process.env,
        GIT_CONFIG_GLOBAL: gitConfig,
        DOCWRIGHT_GIT_TOKEN: token,
        DATABASE_URL: 'postgres://secret',
      },
    });
    api = await listen(createAdminApp({ store, settings, onQueued: runner.wake }));
  });
  afterAll(async () => {
    await runner?.stop();
    await api?.close();
    await store?.close();
    github?.server.close();
  });

  const headers = () => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });
  async function startJob(prompt: string, repository = remote.url, ref: string | null = null) {
    const res = await fetch(`${api.url}/v2/agent/acme/job`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ prompt, source: { repository, ref } }),
    });
    expect(res.status).toBe(201);
    const job = await res.json();
    expect(job.status).toBe('active');
    return job as { id: string };
  }
  async function settle(id: string) {
    for (let i = 0; i < 300; i++) {
      const job = await (await fetch(`${api.url}/v2/agent/acme/job/${id}`, { headers: headers() })).json();
      if (job.status !== 'active') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`job ${id} is still active`);
  }
  const logsOf = async (id: string) =>
    (
      (await (await fetch(`${api.url}/v2/agent/acme/job/${id}/logs`, { headers: headers() })).json()) as {
        logs: Array<{ stream: string; message: string }>;
      }
    ).logs;

  it('file:// repository: commits on a new branch, pushes it, prLink names it', async () => {
    const job = await startJob('write hello from the agent');
    const done = await settle(job.id);
    const branch = `docwright/${job.id}`;
    expect(done).toMatchObject({ status: 'completed', prLink: `${remote.url}#${branch}`, archivedAt: null });
    expect(git(root, '--git-dir', remote.path, 'ls-remote', '--heads', remote.path)).toContain(
      `refs/heads/${branch}`,
    );
    const file = git(root, '--git-dir', remote.path, 'show', `${branch}:docs/agent-notes.md`);
    expect(file).toBe('hello from the agent\nmodel=test-model\n');
    expect(git(root, '--git-dir', remote.path, 'log', '--format=%an %s', '-1', branch)).toContain(
      'Docwright Docs: write hello',
    );
    const logs = await logsOf(job.id);
    expect(logs).toContainEqual(
      expect.objectContaining({ stream: 'stdout', message: 'wrote docs/agent-notes.md' }),
    );
    expect(logs[0]?.message).toMatch(/^cloning /);
    expect(logs.at(-1)?.message).toContain('completed');
  });

  it('https repository: pushes and opens the pull request through the host API with the token', async () => {
    const before = github.calls.length;
    const job = await startJob('write via https', 'https://github.com/acme/docs', 'main');
    const done = await settle(job.id);
    expect(done).toMatchObject({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/7' });
    const call = github.calls.slice(before).at(-1);
    expect(call).toMatchObject({
      path: '/repos/acme/docs/pulls',
      authorization: `Bearer ${token}`,
      body: { head: `docwright/${job.id}`, base: 'main', title: 'Docs: write via https' },
    });
    expect(String(call?.body.body)).toContain(job.id);
    expect(git(root, '--git-dir', remote.path, 'ls-remote', '--heads', remote.path)).toContain(
      `docwright/${job.id}`,
    );
    expect(JSON.stringify(await logsOf(job.id))).not.toContain(token);
  });

  it('keeps the server secrets out of the agent environment', async () => {
    const job = await startJob('env');
    const done = await settle(job.id);
    expect(done.status).toBe('completed');
    expect(git(root, '--git-dir', remote.path, 'show', `docwright/${job.id}:docs/env.md`)).toBe(
      'secrets seen: none\n',
    );
  });

  it('no change: completed with prLink null and no branch', async () => {
    const job = await startJob('noop');
    expect(await settle(job.id)).toMatchObject({ status: 'completed', prLink: null });
    expect(git(root, '--git-dir', remote.path, 'ls-remote', '--heads', remote.path)).not.toContain(job.id);
  });

  it('failing command, refused pull request, unknown ref: failed', async () => {
    const failing = await startJob('fail');
    github.refuse.next = true;
    const refused = await startJob('write refused', 'https://github.com/acme/docs');
    const badRef = await startJob('noop', remote.url, 'no-such-branch');
    expect(await settle(failing.id)).toMatchObject({ status: 'failed', prLink: null });
    expect(await settle(refused.id)).toMatchObject({ status: 'failed', prLink: null });
    expect(await settle(badRef.id)).toMatchObject({ status: 'failed', prLink: null });
    const logs = await logsOf(failing.id);
    expect(logs).toContainEqual(
      expect.objectContaining({ stream: 'stderr', message: 'agent: cannot do that' }),
    );
    expect(logs.at(-1)?.message).toMatch(/failed: the agent exited with code 3/);
    expect((await logsOf(refused.id)).at(-1)?.message).toMatch(/HTTP 422: Validation Failed/);
  });

  it('time limit: the agent and its children are killed, the job fails', async () => {
    const marker = String(Date.now());
    const job = await startJob(`hang ${marker}`);
    const sleeper = await processWithArgument(`300.${marker}`);
    expect(sleeper).toBeDefined();
    const done = await settle(job.id);
    expect(done).toMatchObject({ status: 'failed', prLink: null });
    expect((await logsOf(job.id)).at(-1)?.message).toMatch(/did not finish within 4 s/);
    expect(await gone(sleeper?.parent ?? 0)).toBe(true);
    expect(await gone(sleeper?.pid ?? 0)).toBe(true);
    const archived = await fetch(`${api.url}/v2/agent/acme/job/${job.id}/archive`, {
      method: 'POST',
      headers: headers(),
    });
    expect(await archived.json()).toMatchObject({
      status: 'archived',
      archivedAt: expect.stringMatching(/Z$/),
    });
  });
});
