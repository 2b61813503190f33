// Issue 21, findings 5 and 6b, through the real `docs serve` process: the data folder is its
// owner's alone whatever the umask, and a port in use is one clear line, not a stack trace.
import { lstat, mkdtemp, readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { buildFixture, type DocsProcess, runDocsProcess, servedUrl, stackFrame } from './serve-helpers.ts';

let dist: string;
let root: string;
const running: DocsProcess[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), 'serve-process-'));
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Process',
      navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nServed home.\n',
  });
});

afterAll(async () => {
  await Promise.all(running.map((docs) => docs.stop()));
});

/** Every entry under `dir` (not following links), with its permission bits. */
async function modes(dir: string): Promise<{ path: string; mode: number; directory: boolean }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const info = await lstat(path);
      return { path, mode: info.mode & 0o777, directory: info.isDirectory() };
    }),
  );
}

function expectPrivate(entries: { path: string; mode: number; directory: boolean }[]) {
  expect(entries.length).toBeGreaterThan(10);
  const open = entries
    .filter((entry) => (entry.mode & 0o077) !== 0)
    .map((e) => `${e.mode.toString(8)} ${e.path}`);
  expect(open).toEqual([]);
  for (const entry of entries) if (!entry.directory) expect(entry.mode & 0o700, entry.path).toBe(0o600);
}

describe('docs serve as a process', () => {
  it('keeps its data folder 0700 and the files in it 0600, under umask 000', async () => {
    const dataDir = join(root, 'fresh', 'data');
    const docs = runDocsProcess(['serve', dist, '--port', '0'], { DOCWRIGHT_DATA_DIR: dataDir }, '000');
    running.push(docs);
    const url = await servedUrl(docs);
    expect(await (await fetch(`${url}/`)).text()).toContain('Served home.');
    expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
    const whileRunning = await modes(dataDir);
    expect(whileRunning.map((entry) => entry.path)).toContain(join(dataDir, 'docwright.lock'));
    expectPrivate(whileRunning);
    expect(await docs.stop()).toBe(0);
    expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
    expectPrivate(await modes(dataDir));
    expect(docs.output()).not.toMatch(stackFrame);
  });

  it('says in one line that the port is in use, and exits 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const docs = runDocsProcess(['serve', dist, '--port', String(port), '--host', '127.0.0.1'], {
        DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(root, 'busy-port-data')),
      });
      running.push(docs);
      expect(await docs.exited).toBe(1);
      // After its start-up lines (loading, the database), the error is one line, and the last.
      const lines = docs.output().trim().split('\n');
      expect(lines.at(-1)).toBe(
        `docs serve: port ${port} on 127.0.0.1 is in use; pass --port to pick another`,
      );
      expect(
        lines.slice(0, -1).every((line) => /^(?:Loading|Creating|Opening) /.test(line)),
        lines.join('\n'),
      ).toBe(true);
      expect(docs.output()).not.toMatch(stackFrame);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
