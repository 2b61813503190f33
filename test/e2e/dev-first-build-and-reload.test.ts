import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadClient } from '../../packages/cli/src/dev/reload.ts';
import { corpusDir, docsBin, runDocs } from '../helpers/cli.ts';
import { type RunningDocsServer, startLongRunning } from '../helpers/dev-server.ts';
import { listFiles, tempDir, writeSite } from '../helpers/site.ts';

const petstore = join(corpusDir, 'openapi/oai-examples/v3.0/petstore-expanded.json');

describe('docs dev: the first build, and a spec edit against a fresh build', () => {
  let site: string;
  let dev: RunningDocsServer;
  let earlyHome: { status: number; body: string };

  beforeAll(async () => {
    site = await writeSite(
      {
        'docs.json': JSON.stringify({
          name: 'Pets',
          navigation: {
            groups: [
              { group: 'Start', pages: ['index', 'guide'] },
              { group: 'API', openapi: 'api.json' },
            ],
          },
        }),
        'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\nSee the [guide](/guide).\n',
        'guide.mdx': '---\ntitle: Guide\ndescription: A guide.\n---\n\n## Keys\n\nSend your key.\n',
      },
      'dev-first',
    );
    await copyFile(petstore, join(site, 'api.json'));
    // The address is printed as soon as the server listens, before the first build has rendered.
    dev = await startLongRunning(
      process.execPath,
      [docsBin, 'dev', site, '--port', '0'],
      /pages are served at (http:\/\/\S+?)\/? /,
    );
    const response = await fetch(`${dev.url}/`);
    earlyHome = { status: response.status, body: await response.text() };
    const started = Date.now();
    while (!/Docwright dev server: /.test(dev.output())) {
      if (Date.now() - started > 120_000) throw new Error(`no first build:\n${dev.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(() => dev?.stop());

  it('answers a page asked for during the first build with the page the finished build serves', async () => {
    // Asked for right after the server started listening: answered when ready, never with a 404.
    expect(earlyHome.status).toBe(200);
    expect(earlyHome.body).toContain('<h1');
    const finished = await fetch(`${dev.url}/`);
    expect(finished.status).toBe(200);
    expect(await finished.text()).toBe(earlyHome.body);
  });

  it('serves, after a one-operation edit, the same pages and twins as a fresh build of the edited site', async () => {
    const specPath = join(site, 'api.json');
    const spec = await readFile(specPath, 'utf8');
    const edited = spec.replace(
      '"description": "Creates a new pet in the store. Duplicates are allowed"',
      '"description": "Creates a new pet in the store. Duplicates are allowed (edited)"',
    );
    expect(edited).not.toBe(spec);
    await writeFile(specPath, edited);
    await expect
      .poll(() => dev.output(), { timeout: 60_000 })
      .toMatch(/Rebuilt 1 page in \d+ms \(api\.json\)/);

    const out = await tempDir('dev-first-build');
    const build = await runDocs(['build', site, '--out', out, '--base-url', dev.url]);
    expect(build.code, build.stderr).toBe(0);
    const compared = (await listFiles(out)).filter(
      (file) =>
        (file.endsWith('.html') || file.endsWith('.md') || /^(llms(-full)?\.txt|sitemap\.xml)$/.test(file)) &&
        !file.startsWith('_docwright/'),
    );
    let pages = 0;
    for (const file of compared) {
      const response = await fetch(`${dev.url}/${file}`);
      expect(response.status, file).toBe(200);
      const served = (await response.text()).replace(reloadClient, '');
      expect(served, file).toBe(await readFile(join(out, file), 'utf8'));
      if (file.endsWith('index.html')) pages++;
    }
    expect(pages).toBeGreaterThanOrEqual(6);
    const bodies = await Promise.all(
      compared.map(async (file) => (await fetch(`${dev.url}/${file}`)).text()),
    );
    expect(bodies.filter((body) => body.includes('Duplicates are allowed (edited)')).length).toBeGreaterThan(
      0,
    );
  });
});
