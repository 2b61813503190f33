// A hostile repository through `docs serve`'s updates (issue 31): each attack fails its own update
// or comes to nothing, the server keeps answering, and a clean update of the same project succeeds
// right after it. The repository's MDX and components are hostile code; the OS sandbox
// (bubblewrap) and Node's permission model inside it hold them.

import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareRepository, git } from '../../packages/server/test/helpers/git.ts';
import { cliBundleFiles, runDocs } from '../helpers/cli.ts';
import { type RunningDocsServer, startServe } from '../helpers/dev-server.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { tempDir } from '../helpers/site.ts';
import { createAdminKey, pushFiles, runUpdate } from '../helpers/updates.ts';

const canary = 'canary-SECRET-in-the-server-environment';
const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: A page of the hostile repository.\n---\n\n${body}\n`;
const fs = "globalThis.process.getBuiltinModule('node:fs')";

describe('hostile updates through docs serve', () => {
  let root: string;
  let remote: { path: string; url: string };
  let config: string;
  let server: RunningDocsServer | undefined;
  let key: string;
  let listener: Server;
  let listenerHits = 0;
  let cleanCommit: string;

  const update = () => runUpdate(server?.url ?? '', key);

  /** Makes main the clean site plus `change` (files to write; `link:` entries become links). */
  const push = (change: Record<string, string>) =>
    pushFiles(root, remote.path, change, { message: 'hostile', base: cleanCommit });

  /** The hostile commit goes; the next update builds the clean site again. */
  async function expectCleanUpdateAfter(): Promise<void> {
    git(remote.path, 'update-ref', 'refs/heads/main', cleanCommit);
    expect((await fetch(`${server?.url}/_docwright/health`)).status).toBe(200);
    const clean = await update();
    expect(clean.status, clean.summary).toBe('success');
    expect(await (await fetch(`${server?.url}/`)).text()).toContain('The clean site.');
  }

  beforeAll(async () => {
    root = await tempDir('update-sandbox-hostile');
    remote = bareRepository(root, {
      'docs/docs.json': JSON.stringify({ name: 'Acme', navigation: { pages: ['index', 'attack'] } }),
      'docs/index.mdx': page('Home', 'The clean site.'),
      'docs/attack.mdx': page('Attack', 'Nothing yet.'),
    });
    cleanCommit = git(remote.path, 'rev-parse', 'main').trim();
    config = join(root, 'docwright.json');
    await writeFile(
      config,
      JSON.stringify({
        DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(root, 'data')),
        DOCWRIGHT_SECRET: 'pepper-SECRET-0123456789',
        projects: [{ id: 'acme', repository: remote.url, ref: 'main', siteDir: 'docs' }],
      }),
    );
    const first = await tempDir('update-sandbox-first');
    await writeFile(
      join(first, 'docs.json'),
      JSON.stringify({ name: 'First', navigation: { pages: ['index'] } }),
    );
    await writeFile(join(first, 'index.mdx'), page('First', 'The first site.'));
    expect((await runDocs(['build', first, '--out', join(first, 'dist')])).code).toBe(0);
    key = await createAdminKey(config);
    listener = createServer((_req, res) => {
      listenerHits++;
      res.end('reached');
    });
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    server = await startServe(join(first, 'dist'), {
      CANARY_SECRET: canary,
      DOCWRIGHT_CONFIG: config,
      DOCWRIGHT_DATA_DIR: join(root, 'data'),
      DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
      DOCWRIGHT_BUILD_TIMEOUT: '120',
      DOCWRIGHT_BUILD_MEMORY: '512',
      DOCWRIGHT_BUILD_DISK: '256',
    });
    const clean = await update();
    expect(clean.status, clean.summary).toBe('success');
  });
  afterAll(async () => {
    await server?.stop();
    listener?.close();
  });

  it('a committed link to / is refused by name, before any of its code runs', async () => {
    push({
      escape: 'link:/',
      'docs/attack.mdx': page(
        'Attack',
        `<pre>{${fs}.readFileSync('../escape/proc/' + process.ppid + '/environ', 'utf8')}</pre>`,
      ),
    });
    const done = await update();
    expect(done.status).toBe('failure');
    expect(done.summary).toMatch(/symbolic links that lead outside it, which updates refuse: escape -> \/;/);
    await expectCleanUpdateAfter();
  });

  it("a link the build makes itself leads into the sandbox's empty root, not the server's", async () => {
    push({
      'docs/attack.mdx': page(
        'Attack',
        [
          `export const seen = (() => { const fs = ${fs}; try { fs.symlinkSync('/', 'made'); } catch (e) { return 'link refused: ' + e.code; }`,
          "  try { return fs.readFileSync('made/proc/' + process.ppid + '/environ', 'utf8'); } catch (e) { return 'read refused: ' + e.code; } })();",
          '',
          '<pre id="seen">{seen}</pre>',
        ].join('\n'),
      ),
    });
    const done = await update();
    expect(done.status, done.summary).toBe('success');
    const html = await (await fetch(`${server?.url}/attack`)).text();
    expect(html).toMatch(/<pre id="seen">(link|read) refused: /);
    expect(JSON.stringify(done)).not.toContain(canary);
    await expectCleanUpdateAfter();
  });

  it("a .jsx component cannot read the server's config file or environment", async () => {
    push({
      'docs/snippets/leak.jsx': [
        'export const Leak = () => (',
        `  <pre>{${fs}.readFileSync(${JSON.stringify(config)}, 'utf8')}{${fs}.readFileSync('/proc/' + process.ppid + '/environ', 'utf8')}</pre>`,
        ');',
      ].join('\n'),
      'docs/attack.mdx': page('Attack', "import { Leak } from '/snippets/leak.jsx';\n\n<Leak />"),
    });
    const done = await update();
    expect(done.status).toBe('failure');
    expect(done.summary).toMatch(
      /(attack\.mdx|leak\.jsx).*(Access to this API has been restricted|ERR_ACCESS_DENIED)/,
    );
    expect(done.summary).not.toContain('pepper-SECRET');
    expect(done.summary).not.toContain(canary);
    await expectCleanUpdateAfter();
  });

  it("cannot write into Docwright's own code, which the next update runs", async () => {
    const before = cliBundleFiles().map((file) => [file, readFileSync(file, 'utf8')] as const);
    expect(before.length).toBeGreaterThan(0);
    push({
      'docs/attack.mdx': page(
        'Attack',
        `{${JSON.stringify(before.map(([file]) => file))}.map((file) => { try { ${fs}.appendFileSync(file, 'globalThis.pwned = 1;'); return 'written'; } catch (e) { return e.code; } }).join(' ')}`,
      ),
    });
    const done = await update();
    expect(done.status, done.summary).toBe('success');
    const html = await (await fetch(`${server?.url}/attack`)).text();
    expect(html).not.toContain('written');
    expect(html).toMatch(/ERR_ACCESS_DENIED|EROFS/);
    for (const [file, text] of before) expect(readFileSync(file, 'utf8')).toBe(text);
    await expectCleanUpdateAfter();
  });

  it('cannot signal the server: process.kill of its parent and kill(-1)', async () => {
    push({
      'docs/attack.mdx': page(
        'Attack',
        "{(() => { try { process.kill(process.ppid, 'SIGTERM'); } catch {} try { process.kill(-1, 'SIGKILL'); } catch {} return 'sent'; })()}",
      ),
    });
    const done = await update();
    expect(done.status, done.summary).toBe('success');
    expect(server?.exitCode()).toBeNull();
    await expectCleanUpdateAfter();
  });

  it('a 2 GB Buffer under a 512 MB limit fails the update', async () => {
    push({ 'docs/attack.mdx': page('Attack', '{String(Buffer.alloc(2 * 1024 ** 3, 1).length)}') });
    const done = await update();
    expect(done.status).toBe('failure');
    expect(done.summary).toMatch(/allocation failed|out of memory/i);
    await expectCleanUpdateAfter();
  });

  it('a 1 GB file under a 256 MB disk limit fails the update and leaves nothing behind', async () => {
    push({
      'docs/attack.mdx': page(
        'Attack',
        `{(() => { const chunk = Buffer.alloc(64 * 1024 ** 2, 1); for (let i = 0; i < 16; i++) ${fs}.appendFileSync('big.bin', chunk); return 'wrote 1 GB'; })()}`,
      ),
    });
    const done = await update();
    expect(done.status).toBe('failure');
    // The kernel stops the one file at the limit (os-sandbox.test.ts); the job is then at its limit.
    expect(done.summary).toMatch(/EFBIG|more than DOCWRIGHT_BUILD_DISK \(256 MB\)/);
    expect(readdirSync(join(root, 'data', 'work'))).toEqual([]);
    await expectCleanUpdateAfter();
  });

  it('many files together over the 256 MB disk limit fail the update', async () => {
    push({
      'docs/attack.mdx': page(
        'Attack',
        `{(() => { const chunk = Buffer.alloc(64 * 1024 ** 2, 1); for (let i = 0; i < 6; i++) ${fs}.writeFileSync('part-' + i + '.bin', chunk); return 'wrote 384 MB'; })()}`,
      ),
    });
    const done = await update();
    expect(done.status).toBe('failure');
    expect(done.summary).toMatch(/used \d+ MB of disk, more than DOCWRIGHT_BUILD_DISK \(256 MB\)/);
    expect(readdirSync(join(root, 'data', 'work'))).toEqual([]);
    await expectCleanUpdateAfter();
  });

  it("fetch to the server's loopback reaches nothing", async () => {
    const port = (listener.address() as AddressInfo).port;
    push({
      'docs/attack.mdx': page(
        'Attack',
        `export const answer = await fetch('http://127.0.0.1:${port}/').then((r) => r.text(), (e) => 'blocked: ' + (e.cause?.code ?? e.message));\n\n<pre id="answer">{answer}</pre>`,
      ),
    });
    const done = await update();
    expect(done.status, done.summary).toBe('success');
    expect(await (await fetch(`${server?.url}/attack`)).text()).toMatch(/<pre id="answer">blocked: /);
    expect(listenerHits).toBe(0);
    await expectCleanUpdateAfter();
  });
});
