import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store, StoreOpenError } from '../src/index.ts';
import { openEmbedded } from '../src/store/db.ts';
import { backends, settingsFor } from './helpers/backends.ts';

describe.each(backends)('store on %s', (backend) => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore(await settingsFor(backend));
  });
  afterAll(async () => {
    await store?.close();
  });

  it('migrates once and opens again', async () => {
    expect(store.kind).toBe(backend);
    await store.ping();
  });

  it('keeps keys only as hashes, finds them, and forgets revoked ones', async () => {
    const { key, record } = await store.keys.create('proj-a', 'ci');
    expect(key).toMatch(/^dw_[A-Za-z0-9]{43}$/);
    expect(record).toMatchObject({ projectId: 'proj-a', name: 'ci', revokedAt: null });
    expect(await store.keys.authenticate(key)).toEqual({ keyId: record.id, projectId: 'proj-a' });
    const tampered = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    expect(await store.keys.authenticate(tampered)).toBeNull();
    expect(await store.keys.authenticate("dw_' OR 1=1 --")).toBeNull();
    const listed = await store.keys.list('proj-a');
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(await store.keys.revoke('proj-b', record.id)).toBe(false);
    expect(await store.keys.revoke('proj-a', record.id)).toBe(true);
    expect(await store.keys.authenticate(key)).toBeNull();
    expect((await store.keys.list('proj-a'))[0]?.revokedAt).toMatch(/Z$/);
  });

  it('creates, pages, claims once, finishes and archives jobs', async () => {
    await store.keys.create('proj-j');
    const created = [];
    for (let i = 0; i < 5; i++)
      created.push(
        await store.jobs.create('proj-j', {
          prompt: `p${i}`,
          repository: 'https://github.com/a/b',
          ref: null,
          model: 'm',
        }),
      );
    expect(created[0]).toEqual({
      id: expect.stringMatching(/^job_/),
      status: 'active',
      source: { repository: 'https://github.com/a/b', ref: null },
      model: 'm',
      prLink: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      archivedAt: null,
    });
    const first = await store.jobs.list('proj-j', { limit: 2 });
    expect(first.jobs.map((j) => j.id)).toEqual([created[4]?.id, created[3]?.id]);
    const second = await store.jobs.list('proj-j', { limit: 2, before: first.last ?? undefined });
    expect(second.jobs.map((j) => j.id)).toEqual([created[2]?.id, created[1]?.id]);
    expect(await store.jobs.get('other', created[0]?.id ?? '')).toBeNull();

    const claims = await Promise.all([
      store.jobs.claim('a', 30),
      store.jobs.claim('b', 30),
      store.jobs.claim('c', 30),
    ]);
    const ids = claims.map((c) => c?.job.id);
    expect(new Set(ids).size).toBe(3);
    const work = claims[0];
    if (!work) throw new Error('no claim');
    expect(await store.jobs.archive('proj-j', work.job.id)).toMatchObject({ outcome: 'active' });
    expect(
      await store.jobs.finish(work.job.id, 'someone-else', {
        status: 'completed',
        prLink: null,
        branch: null,
        failure: null,
      }),
    ).toBe(false);
    expect(
      await store.jobs.finish(work.job.id, 'a', {
        status: 'completed',
        prLink: 'https://x/pr/1',
        branch: 'b',
        failure: null,
      }),
    ).toBe(true);
    const archived = await store.jobs.archive('proj-j', work.job.id);
    expect(archived).toMatchObject({
      outcome: 'archived',
      job: { status: 'archived', prLink: 'https://x/pr/1' },
    });
    expect(await store.jobs.archive('proj-j', 'job_missing')).toEqual({ outcome: 'missing' });
    const failedOnly = await store.jobs.list('proj-j', { status: 'archived', limit: 10 });
    expect(failedOnly.jobs.map((j) => j.id)).toEqual([work.job.id]);
  });

  it('fails jobs whose runner stopped renewing its lease', async () => {
    await store.keys.create('proj-l');
    const job = await store.jobs.create('proj-l', {
      prompt: 'x',
      repository: 'https://github.com/a/b',
      ref: 'main',
      model: 'm',
    });
    let claimed = await store.jobs.claim('dead', 0.001);
    while (claimed && claimed.job.id !== job.id) claimed = await store.jobs.claim('dead', 0.001);
    await new Promise((r) => setTimeout(r, 20));
    expect(await store.jobs.failAbandoned(false)).toContain(job.id);
    expect((await store.jobs.get('proj-l', job.id))?.status).toBe('failed');
  });
});

describe('embedded data folder lock', () => {
  it('refuses a second open, and takes over a lock left by a dead process or an earlier run with our pid', async () => {
    const settings = await settingsFor('embedded');
    const store = await openStore(settings);
    await expect(openStore(settings)).rejects.toThrow(/already open in this process/);
    await store.close();
    const lock = join(settings.dataDir, 'docwright.lock');
    for (const stale of [String(process.pid), '999999999']) {
      writeFileSync(lock, stale);
      const again = await openStore(settings);
      expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
      await again.close();
      expect(existsSync(lock)).toBe(false);
    }
  });
});

describe('the embedded database', () => {
  it('keeps a 16 MB buffer cache, not the 128 MB of PostgreSQL (most of the server memory)', async () => {
    const db = await openEmbedded((await settingsFor('embedded')).dataDir);
    try {
      expect(await db.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await db.close();
    }
  });

  it('is a StoreOpenError naming the data folder and what to check when it cannot open', async () => {
    const folder = (await settingsFor('embedded')).dataDir;
    const notAFolder = join(folder, 'file');
    writeFileSync(notAFolder, 'not a folder');
    const settings = await settingsFor('embedded', { DOCWRIGHT_DATA_DIR: notAFolder });
    const opening = openStore(settings);
    await expect(opening).rejects.toBeInstanceOf(StoreOpenError);
    await expect(opening).rejects.toThrow(
      `cannot open the embedded database in ${notAFolder} (EEXIST: file already exists, mkdir '${notAFolder}'): check that DOCWRIGHT_DATA_DIR is a folder this user can write, or point it at an empty one`,
    );
  });
});
