// An agent job's program, and what it started, end with the server that ran it, even when the
// server is killed with SIGKILL and cannot clean up.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { loadServerSettings, openStore } from '../../packages/server/src/index.ts';
import { storeEnv, tempDir } from '../../packages/server/test/helpers/backends.ts';
import { bareRepository } from '../../packages/server/test/helpers/git.ts';
import { gone, processWithArgument } from '../../packages/server/test/helpers/processes.ts';
import { startServerProcess } from '../../packages/server/test/helpers/server-process.ts';

const agentScript = fileURLToPath(new URL('../../packages/server/test/fixtures/agent.mjs', import.meta.url));

it('a killed server leaves no agent process or grandchild behind', async () => {
  const root = tempDir('docwright-orphan-');
  const remote = bareRepository(root);
  const env = {
    ...(await storeEnv('embedded')),
    DOCWRIGHT_AGENT_COMMAND: `"${process.execPath}" "${agentScript}"`,
    DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
    DOCWRIGHT_WORK_DIR: join(root, 'work'),
  };
  const store = await openStore(loadServerSettings(env));
  const key = (await store.keys.create('acme')).key;
  await store.close();
  const server = await startServerProcess(env);
  const marker = String(Date.now());
  let pids: { agent: number; child: number } | undefined;
  try {
    const res = await fetch(`${server.url}/v2/agent/acme/job`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: `hang ${marker}`, source: { repository: remote.url } }),
    });
    expect(res.status).toBe(201);
    // The agent runs in the OS sandbox, under pids of its own: it is the parent of its `sleep`.
    const sleeper = await processWithArgument(`300.${marker}`);
    expect(sleeper).toBeDefined();
    pids = { agent: sleeper?.parent ?? 0, child: sleeper?.pid ?? 0 };
    await server.kill();
    // `gone` waits up to 5 s: the agent gets two seconds to stop cleanly, then is killed.
    expect(await gone(pids?.agent ?? 0)).toBe(true);
    expect(await gone(pids?.child ?? 0)).toBe(true);
  } finally {
    await server.stop();
    for (const pid of [pids?.agent, pids?.child]) {
      try {
        if (pid) process.kill(pid, 'SIGKILL');
      } catch {}
    }
  }
});
