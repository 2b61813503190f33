// `docs admin keys create|list|revoke`, run as the real binary on both stores.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { loadServerSettings, openStore } from '../src/index.ts';
import { backends, storeEnv } from './helpers/backends.ts';

// Separate processes (the CLI, servers) start slowly on a busy machine.
vi.setConfig({ testTimeout: 400_000 });

const docsBin = fileURLToPath(new URL('../../cli/bin/docs.js', import.meta.url));

function docs(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [docsBin, ...args], { env: { ...process.env, ...env, CI: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.each(backends)('docs admin keys on %s', (backend) => {
  it('creates a key shown once, lists it without the secret, and revokes it', async () => {
    const env = await storeEnv(backend);
    const created = await docs(['admin', 'keys', 'create', '--project', 'acme', '--name', 'ci'], env);
    expect(created.code, created.stderr).toBe(0);
    const key = /^(dw_[A-Za-z0-9]{32,})$/m.exec(created.stdout)?.[1];
    expect(key).toBeDefined();
    const keyId = /revoke --project acme (key_\w+)/.exec(created.stdout)?.[1] as string;

    const listed = await docs(['admin', 'keys', 'list', '--project', 'acme', '--json'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).not.toContain(key);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ id: keyId, projectId: 'acme', name: 'ci', revokedAt: null }),
    ]);

    const store = await openStore(loadServerSettings(env));
    try {
      expect(await store.keys.authenticate(key as string)).toEqual({ keyId, projectId: 'acme' });
    } finally {
      await store.close();
    }

    expect((await docs(['admin', 'keys', 'revoke', '--project', 'other', keyId], env)).code).toBe(1);
    const revoked = await docs(['admin', 'keys', 'revoke', '--project', 'acme', keyId], env);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`Revoked key ${keyId}`);
    const again = await openStore(loadServerSettings(env));
    try {
      expect(await again.keys.authenticate(key as string)).toBeNull();
    } finally {
      await again.close();
    }
  });
});

describe('docs admin usage', () => {
  it('exits 2 on bad usage and 1 when the embedded database is held by another process', async () => {
    const env = await storeEnv('embedded');
    expect((await docs(['admin', 'keys', 'create'], env)).code).toBe(2);
    expect((await docs(['admin', 'keys', 'create', '--project', '../x'], env)).code).toBe(2);
    expect((await docs(['admin', 'nothing'], env)).code).toBe(2);
    const store = await openStore(loadServerSettings(env));
    try {
      const busy = await docs(['admin', 'keys', 'list', '--project', 'acme'], env);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/in use by process \d+.*DATABASE_URL/s);
    } finally {
      await store.close();
    }
  });
});
