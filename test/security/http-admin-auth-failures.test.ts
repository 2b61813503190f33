// Issue 31, "access everywhere": the admin API's limit on unknown keys per client address refuses
// further guesses from that address, but never a valid key sent from it.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { tempDir } from '../helpers/site.ts';
import { buildFixture, type DocsProcess, runDocsProcess, servedUrl } from './serve-helpers.ts';

const running: DocsProcess[] = [];
let url: string;
let key: string;

beforeAll(async () => {
  const dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Keys',
      navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nHome.\n',
  });
  const env = {
    DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(await tempDir('auth-failures'), 'data')),
    DOCWRIGHT_ADMIN_AUTH_FAILURE_LIMIT: '1',
  };
  const create = runDocsProcess(['admin', 'keys', 'create', '--project', 'acme', '--json'], env);
  expect(await create.exited, create.output()).toBe(0);
  key = (JSON.parse(create.output()) as { key: string }).key;
  const docs = runDocsProcess(['serve', dist, '--port', '0'], env);
  running.push(docs);
  url = await servedUrl(docs);
});

afterAll(async () => {
  await Promise.all(running.map((docs) => docs.stop()));
});

/** A key of the right shape that no project has. */
const guess = () => `dw_${randomBytes(32).toString('hex').slice(0, 43)}`;
const jobs = (bearer: string) =>
  fetch(`${url}/v2/agent/acme/jobs`, { headers: { authorization: `Bearer ${bearer}` } });

describe('docs serve: the admin API limit on unknown keys', () => {
  it('refuses guesses past the limit and still serves a valid key from the same address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await jobs(guess())).status);
    // A burst of ten (the least there is), then 429 with the time to wait: one more a minute.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const valid = await jobs(key);
    expect(valid.status).toBe(200);
    expect(await valid.json()).toMatchObject({ jobs: [] });
    // The valid key gave the guesses nothing back.
    const refused = await jobs(guess());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('too many unknown API keys') });
    expect((await jobs(key)).status).toBe(200);
  });
});
