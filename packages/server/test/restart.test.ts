// A server killed mid-job and started again reports the job `failed` (docs/server.md, Admin API), on both stores;
// several server processes on one PostgreSQL never run a job twice.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { loadServerSettings, openStore } from '../src/index.ts';
import { backends, storeEnv, tempDir } from './helpers/backends.ts';
import { bareRepository } from './helpers/git.ts';
import { gone, processWithArgument } from './helpers/processes.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';

// Separate processes (the CLI, servers) start slowly on a busy machine.
vi.setConfig({ testTimeout: 400_000 });

const agentScript = fileURLToPath(new URL('./fixtures/agent.mjs', import.meta.url));

async function until<T>(what: string, fn: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await fn();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function setup(backend: (typeof backends)[number]) {
  const root = tempDir('docwright-restart-');
  const remote = bareRepository(root);
  const env = {
    ...(await storeEnv(backend)),
    DOCWRIGHT_AGENT_COMMAND: `"${process.execPath}" "${agentScript}"`,
    DOCWRIGHT_AGENT_TIMEOUT: '120',
    DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
    DOCWRIGHT_ADMIN_RATE_LIMIT: '100000',
    DOCWRIGHT_WORK_DIR: join(root, 'work'),
  };
  // The key is made before any server holds the embedded database, as `docs admin` would.
  const store = await openStore(loadServerSettings(env));
  const key = (await store.keys.create('acme')).key;
  await store.close();
  return { root, remote, env, key };
}

function client(server: () => ServerProcess, key: string) {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  return {
    create: async (prompt: string, repository: string) => {
      const res = await fetch(`${server().url}/v2/agent/acme/job`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ prompt, source: { repository } }),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { id: string; status: string };
    },
    get: async (id: string) =>
      (await (await fetch(`${server().url}/v2/agent/acme/job/${id}`, { headers })).json()) as {
        status: string;
        prLink: string | null;
      },
  };
}

describe.each(backends)('restart on %s', (backend) => {
  it('a job interrupted by a killed server becomes failed after the restart', async () => {
    const { remote, env, key } = await setup(backend);
    const serverEnv = { ...env, TEST_LEASE_SECONDS: '2' };
    let server = await startServerProcess(serverEnv);
    const api = client(() => server, key);
    const marker = String(Date.now());
    let sleeper: { pid: number; parent: number } | undefined;
    try {
      const job = await api.create(`hang ${marker}`, remote.url);
      sleeper = await processWithArgument(`300.${marker}`);
      expect(sleeper, 'the agent started').toBeDefined();
      expect((await api.get(job.id)).status).toBe('active');
      await server.kill();
      server = await startServerProcess(serverEnv);
      const after = await until('the job to settle', async () => {
        const state = await api.get(job.id);
        return state.status === 'active' ? undefined : state;
      });
      expect(after).toMatchObject({ status: 'failed', prLink: null });
      // New work still runs on the restarted server.
      const next = await api.create('noop', remote.url);
      expect(
        await until('the next job', async () =>
          (await api.get(next.id)).status === 'completed' ? true : undefined,
        ),
      ).toBe(true);
    } finally {
      await server.stop();
      // The agent ends with the killed server (see test/security/agent-orphan); should it not, end it here.
      for (const pid of [sleeper?.parent, sleeper?.pid]) {
        if (pid === undefined) continue;
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
        await gone(pid);
      }
    }
  });
});

describe('several servers on one PostgreSQL', () => {
  it("never run a job twice, and do not fail each other's live jobs", async () => {
    const { remote, env, key } = await setup('postgres');
    const serverEnv = { ...env, TEST_LEASE_SECONDS: '1' };
    const servers = await Promise.all([
      startServerProcess({ ...serverEnv, TEST_INSTANCE_ID: 'one' }),
      startServerProcess({ ...serverEnv, TEST_INSTANCE_ID: 'two' }),
    ]);
    // The agents run in the OS sandbox, which they cannot write out of: they report each run here.
    const runs: string[] = [];
    const recorder = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        runs.push(body);
        res.end();
      });
    });
    await new Promise<void>((r) => recorder.listen(0, '127.0.0.1', r));
    const record = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}/runs`;
    try {
      const ids: string[] = [];
      for (let i = 0; i < 16; i++) {
        const api = client(() => servers[i % 2] as ServerProcess, key);
        // Some jobs outlast the lease several times over: only the heartbeat keeps them alive.
        ids.push((await api.create(`record ${record} ${i % 4 === 0 ? 3000 : 50}`, remote.url)).id);
      }
      const api = client(() => servers[0] as ServerProcess, key);
      for (const id of ids)
        await until(
          `job ${id}`,
          async () => ((await api.get(id)).status === 'active' ? undefined : true),
          90_000,
        );
      for (const id of ids) expect((await api.get(id)).status, id).toBe('completed');
      expect(runs.length).toBe(ids.length);
      expect(new Set(runs)).toEqual(new Set(ids));
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      recorder.close();
    }
  });
});
