// A repository's MDX runs in the build that docs serve starts for an update, and that build asks
// the server for Pagefind and esbuild over Node's IPC channel. MDX that calls those services with
// hostile arguments, sends a huge message, floods the channel or sends Node's own internal
// messages fails its update with the reason, writes nothing, leaves the server's memory as it was,
// and the next clean update of the project succeeds, its search index built by Pagefind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareRepository, git } from '../../packages/server/test/helpers/git.ts';
import { runDocs } from '../helpers/cli.ts';
import { type RunningDocsServer, startServe } from '../helpers/dev-server.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { tempDir } from '../helpers/site.ts';
import { createAdminKey, pushFiles, runUpdate } from '../helpers/updates.ts';

const site = {
  'docs/docs.json': JSON.stringify({ name: 'Acme', navigation: { pages: ['index', 'guide'] } }),
  'docs/index.mdx': '---\ntitle: Acme\ndescription: Acme docs.\n---\n\nWelcome to Acme.\n',
  'docs/guide.mdx': '---\ntitle: Guide\ndescription: The guide.\n---\n\nWebhooks are signed.\n',
};

/** A page whose MDX runs `code` in the build. */
const hostilePage = (code: string) => ({
  'docs/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\n{(${code}, 'sent')}\n`,
});

/** Peak resident memory of a process, in bytes. */
function peakMemory(pid: number): number {
  const kb = /^VmHWM:\s*(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/** The `docs serve` process serving `dist`. */
function serverPid(dist: string): number {
  const pid = readdirSync('/proc').find((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      return args.includes('serve') && args.includes(dist);
    } catch {
      return false;
    }
  });
  if (!pid) throw new Error('docs serve is not running');
  return Number(pid);
}

describe("updates whose build abuses the server's build services", () => {
  let root: string;
  let remote: { path: string; url: string };
  let firstDist: string;
  let key: string;
  let server: RunningDocsServer | undefined;

  const update = () => runUpdate(server?.url ?? '', key);

  const push = (files: Record<string, string>, message: string) =>
    pushFiles(root, remote.path, files, { message });

  /** Takes the hostile commit back and updates again: the project builds, search included. */
  async function expectCleanUpdate() {
    git(remote.path, 'update-ref', 'refs/heads/main', 'refs/heads/main~1');
    const done = await update();
    expect(done.status, done.summary).toBe('success');
    expect(await (await fetch(`${server?.url}/guide`)).text()).toContain('Webhooks are signed.');
    const entry = await fetch(`${server?.url}/_docwright/search/pagefind-entry.json`);
    expect(entry.status).toBe(200);
    expect(Object.keys((await entry.json()).languages)).toEqual(['en']);
  }

  async function expectRefused(code: string, reason: RegExp) {
    push(hostilePage(code), 'hostile');
    const done = await update();
    expect(done.status).toBe('failure');
    expect(done.summary).toMatch(/the build broke the build-service protocol: /);
    expect(done.summary).toMatch(reason);
    await expectCleanUpdate();
  }

  beforeAll(async () => {
    root = await tempDir('update-services');
    remote = bareRepository(root, site);
    const config = join(root, 'docwright.json');
    await writeFile(
      config,
      JSON.stringify({
        DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(root, 'data')),
        DOCWRIGHT_SECRET: 'pepper-0123456789-abcdef',
        projects: [{ id: 'acme', repository: remote.url, ref: 'main', siteDir: 'docs' }],
      }),
    );
    const first = await tempDir('update-services-first');
    await writeFile(
      join(first, 'docs.json'),
      JSON.stringify({ name: 'First', navigation: { pages: ['index'] } }),
    );
    await writeFile(join(first, 'index.mdx'), '---\ntitle: First\ndescription: First.\n---\n\nFirst.\n');
    firstDist = join(first, 'dist');
    expect((await runDocs(['build', first, '--out', firstDist])).code).toBe(0);
    key = await createAdminKey(config);
    server = await startServe(firstDist, {
      DOCWRIGHT_CONFIG: config,
      DOCWRIGHT_DATA_DIR: join(root, 'data'),
      DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
      DOCWRIGHT_BUILD_TIMEOUT: '60',
    });
    const done = await update();
    expect(done.status, done.summary).toBe('success');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a Pagefind logfile and a language with a newline are refused, and Pagefind writes no file', async () => {
    const logfile = join(root, 'pagefind.log');
    const argument = `{ logfile: ${JSON.stringify(logfile)}, forceLanguage: 'en\\nINJECTED', excludeSelectors: [] }`;
    await expectRefused(
      `process.send({ kind: 'call', id: 1e9, method: 'createSearchIndex', argument: ${argument} })`,
      /createSearchIndex's argument: unknown field "logfile"/,
    );
    expect(existsSync(logfile)).toBe(false);
  });

  it('a language that makes Pagefind panic is refused, and later updates still index', async () => {
    await expectRefused(
      `process.send({ kind: 'call', id: 1e9, method: 'createSearchIndex', argument: { forceLanguage: '${'a'.repeat(40)}', excludeSelectors: [] } })`,
      /forceLanguage/,
    );
  });

  it("Node's internal messages, which its own reader asserts on, end the build and not the server", async () => {
    await expectRefused(`process.send({ cmd: 'NODE_HANDLE_ACK' })`, /unknown field "cmd"/);
  });

  it("a huge message is refused from its length: the server's memory stays as it was", async () => {
    const pid = serverPid(firstDist);
    const before = peakMemory(pid);
    await expectRefused(
      `process.send({ kind: 'call', id: 1e9, method: 'addHTMLFile', argument: { url: '/x', content: Buffer.alloc(400e6, 120) } })`,
      /a message of 381 MB is over the 4 MB limit/,
    );
    expect(peakMemory(pid) - before).toBeLessThan(150e6);
  });

  it('a flood of calls is refused', async () => {
    await expectRefused(
      `[...Array(100000).keys()].forEach((i) => process.send({ kind: 'call', id: 1e9 + i, method: 'addHTMLFile', argument: { url: '/flood' + i, content: 'x' } }))`,
      /it had more than 24 calls awaiting an answer/,
    );
  });
});
