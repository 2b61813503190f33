// docs serve rebuilds a repository's site in a sandboxed child process: the repository's MDX runs
// there, not in the server, and sees none of the server's secrets, files or programs; updates of a
// real site (code blocks, endpoint pages) succeed and survive a restart.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareRepository, git } from '../../packages/server/test/helpers/git.ts';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { type RunningDocsServer, startServe } from '../helpers/dev-server.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { tempDir } from '../helpers/site.ts';

const petstore = join(repoRoot, 'examples/petstore');
const secrets = {
  DOCWRIGHT_SECRET: 'pepper-SECRET-0123456789-abcdef',
  DOCWRIGHT_GIT_TOKEN: 'ghp_SECRET_TOKEN_0123456789',
  DOCWRIGHT_READER_SESSION_SECRET: 'session-SECRET-0123456789',
  CANARY_SECRET: 'canary-SECRET-value-42',
};

/** The petstore example's files, under `docs/` in the repository. */
function petstoreFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else files[`docs/${prefix}${entry.name}`] = readFileSync(join(dir, entry.name), 'utf8');
    }
  };
  walk(petstore, '');
  return files;
}

describe('updates of a repository through docs serve', () => {
  let root: string;
  let remote: { path: string; url: string };
  let config: string;
  let dataDir: string;
  let firstDist: string;
  let key: string;
  let server: RunningDocsServer | undefined;

  const serve = () =>
    startServe(firstDist, {
      ...secrets,
      DOCWRIGHT_CONFIG: config,
      DOCWRIGHT_DATA_DIR: dataDir,
      DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
      DOCWRIGHT_BUILD_TIMEOUT: '60',
    });

  async function update(): Promise<{ status: string; summary: string }> {
    const url = server?.url ?? '';
    const headers = { authorization: `Bearer ${key}` };
    const res = await fetch(`${url}/v2/project/acme/update`, { method: 'POST', headers });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    for (let i = 0; i < 1200; i++) {
      const state = await (await fetch(`${url}/v2/project/acme/update/${id}`, { headers })).json();
      if (state.status === 'success' || state.status === 'failure') return state;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the update did not finish');
  }

  function push(files: Record<string, string>, message: string) {
    const clone = join(root, `edit-${Math.random().toString(36).slice(2)}`);
    git(root, 'clone', '--quiet', remote.path, clone);
    for (const [name, text] of Object.entries(files)) writeFileSyncDeep(join(clone, name), text);
    git(clone, 'add', '--all');
    git(clone, 'commit', '--quiet', '-m', message);
    git(clone, 'push', '--quiet', 'origin', 'main');
  }

  beforeAll(async () => {
    root = await tempDir('update-isolation');
    const files = petstoreFiles();
    files['docs/docs.json'] = files['docs/docs.json']?.replace(
      '"pages": ["index", "quickstart", "authentication"]',
      '"pages": ["index", "quickstart", "authentication", "environment"]',
    ) as string;
    files['docs/environment.mdx'] =
      '---\ntitle: Environment\ndescription: What the build saw.\n---\n\n<pre id="env">{JSON.stringify(process.env)}</pre>\n';
    remote = bareRepository(root, files);
    dataDir = seedEmbeddedStore(join(root, 'data'));
    config = join(root, 'docwright.json');
    await writeFile(
      config,
      JSON.stringify({
        DOCWRIGHT_DATA_DIR: dataDir,
        DOCWRIGHT_SECRET: secrets.DOCWRIGHT_SECRET,
        projects: [{ id: 'acme', repository: remote.url, ref: 'main', siteDir: 'docs' }],
      }),
    );
    // What the server starts with: a one-page site that the update replaces.
    const first = await tempDir('update-isolation-first');
    await writeFile(
      join(first, 'docs.json'),
      JSON.stringify({ name: 'First', navigation: { pages: ['index'] } }),
    );
    await writeFile(
      join(first, 'index.mdx'),
      '---\ntitle: First\ndescription: The first site.\n---\n\nThe first site.\n',
    );
    firstDist = join(first, 'dist');
    expect((await runDocs(['build', first, '--out', firstDist])).code).toBe(0);
    const created = await runDocs(
      ['admin', 'keys', 'create', '--project', 'acme', '--config', config, '--json'],
      {},
    );
    expect(created.code, created.stderr).toBe(0);
    key = JSON.parse(created.stdout).key;
    server = await serve();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('builds the example site with code blocks and endpoint pages, and serves it', async () => {
    expect(await (await fetch(`${server?.url}/`)).text()).toContain('The first site.');
    const done = await update();
    expect(done.status, done.summary).toBe('success');
    expect(done.summary).toMatch(/^built \d+ pages \([1-9]\d* endpoints\)/);
    const endpoint = await fetch(`${server?.url}/api-reference/orders/place-an-order`);
    expect(endpoint.status).toBe(200);
    const html = await endpoint.text();
    // Highlighted code: shiki's token classes, as a local build writes them.
    expect(html).toMatch(
      /<pre class="dw-code shiki"[^>]*><code class="language-shellscript"><span class="line"><span class="sk\d+">curl <\/span>/,
    );
    expect(await (await fetch(`${server?.url}/quickstart`)).text()).toMatch(
      /<span class="sk\d+">curl <\/span>/,
    );
  });

  it("the build's MDX sees none of the server's secrets", async () => {
    const page = await (await fetch(`${server?.url}/environment`)).text();
    const env = /<pre id="env">([^<]*)<\/pre>/.exec(page)?.[1] ?? '';
    expect(env).toContain('PATH');
    for (const [name, value] of Object.entries(secrets)) {
      expect(page).not.toContain(value);
      expect(env).not.toContain(name);
    }
    expect(env).not.toContain(dataDir);
    expect(env).not.toContain(config);
  });

  it("a page that runs a program or reads the server's files fails the update, and the site stays", async () => {
    for (const [name, body] of [
      ['exec', `{globalThis.process.getBuiltinModule('child_process').execSync('id').toString()}`],
      [
        'config',
        `{globalThis.process.getBuiltinModule('fs').readFileSync(${JSON.stringify(config)}, 'utf8')}`,
      ],
      [
        'environ',
        `{globalThis.process.getBuiltinModule('fs').readFileSync('/proc/' + process.ppid + '/environ', 'utf8')}`,
      ],
    ] as const) {
      push(
        { [`docs/${name}.mdx`]: `---\ntitle: ${name}\ndescription: A hostile page.\n---\n\n${body}\n` },
        name,
      );
      const done = await update();
      expect(done.status).toBe('failure');
      // The sandbox refused it, and the update says so at the page.
      expect(done.summary).toMatch(new RegExp(`${name}\\.mdx.*(restricted|outside its folder)`));
      expect(done.summary).not.toContain(secrets.DOCWRIGHT_GIT_TOKEN);
      expect(await (await fetch(`${server?.url}/api-reference/orders/place-an-order`)).status).toBe(200);
      expect((await fetch(`${server?.url}/${name}`)).status).toBe(404);
      git(remote.path, 'update-ref', 'refs/heads/main', 'refs/heads/main~1');
    }
  });

  it('an alias bomb ends the update with a located error, and the server answers meanwhile', async () => {
    const names = 'abcdefghij';
    const bomb = [`  a: &a [${Array(10).fill('"lol"').join(',')}]`];
    for (let i = 1; i < names.length; i++)
      bomb.push(
        `  ${names[i]}: &${names[i]} [${Array(10)
          .fill(`*${names[i - 1]}`)
          .join(',')}]`,
      );
    const spec = readFileSync(join(petstore, 'openapi.yaml'), 'utf8');
    push({ 'docs/openapi.yaml': `${spec.trimEnd()}\nx-bomb:\n${bomb.join('\n')}\n` }, 'alias bomb');
    const done = update();
    let settled = false;
    void done.finally(() => {
      settled = true;
    });
    // Answers that arrive while the update still runs: a server busy with the bomb would give none.
    // (An expanded bomb would never end: the test's own timeout stands for "refused quickly".)
    let answersMeanwhile = 0;
    while (!settled) {
      const page = await fetch(`${server?.url}/`, { signal: AbortSignal.timeout(60_000) });
      expect(page.status).toBe(200);
      if (!settled) answersMeanwhile++;
      await new Promise((r) => setTimeout(r, 200));
    }
    const outcome = await done;
    expect(answersMeanwhile).toBeGreaterThan(0);
    expect(outcome.status).toBe('failure');
    expect(outcome.summary).toMatch(/openapi\.yaml:\d+:\d+ /);
    git(remote.path, 'update-ref', 'refs/heads/main', 'refs/heads/main~1');
  });

  it('the published update is still served after a restart', async () => {
    await server?.stop();
    server = await serve();
    expect(server.output()).toContain('the last published update');
    const endpoint = await fetch(`${server.url}/api-reference/orders/place-an-order`);
    expect(endpoint.status).toBe(200);
    expect(await (await fetch(`${server.url}/`)).text()).not.toContain('The first site.');
    // Only the publication being served is kept in the data folder.
    expect(readdirSync(join(dataDir, 'sites', 'acme')).filter((name) => name !== 'current')).toHaveLength(1);
  });
});

function writeFileSyncDeep(path: string, text: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}
