// Issue 25: Docwright installed like any docs tool. Packs the `docwright` tarball, installs it with
// npm into a project outside the repository, and runs its `docs` there: init, build, dev, serve
// (its health check), check and migrate; then builds every corpus site with it and with the
// workspace CLI (the build the corpus suites share) and compares the two outputs file for file.
import { existsSync, readFileSync } from 'node:fs';
import { cp, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusDir, repoRoot } from '../helpers/cli.ts';
import { corpusBuild } from '../helpers/corpus-builds.ts';
import { copySite, hashTree, listFiles, tempDir } from '../helpers/site.ts';
import { installInto, type Packed, packTarball, type Ran, runIn, startServer } from './packed-cli.ts';

const version = (
  JSON.parse(readFileSync(join(repoRoot, 'packages/cli/package.json'), 'utf8')) as { version: string }
).version;

let packed: Packed;
let project: string;
/** The installed package's bin, as npm links it. */
let packageBin: string;

beforeAll(async () => {
  packed = await packTarball();
  project = await tempDir('docwright-project');
  await installInto(project, packed.tarball);
  packageBin = join(project, 'node_modules/.bin/docs');
}, 600_000);

describe('the docwright package', () => {
  it('is named docwright-<version>.tgz and holds compiled code, assets and docs but no sources or tests', async () => {
    expect(packed.tarball).toMatch(new RegExp(`docwright-${version.replaceAll('.', '\\.')}\\.tgz$`));
    const installed = join(project, 'node_modules/docwright');
    const files = await listFiles(installed);
    expect(files).toEqual(
      expect.arrayContaining([
        'bin/docs.js',
        'dist/bin.js',
        'dist/worker-render-pool.js',
        'dist/worker-render-ahead.js',
        'dist/client/_docwright/chrome.js',
        'dist/client/_docwright/highlight/index.js',
        'dist/theme/styles/site.css',
        'templates/starter/docs.json',
        'docs.schema.json',
        'README.md',
        'CHANGELOG.md',
        'package.json',
      ]),
    );
    const unwanted = files.filter((file) =>
      /\.tsx?$|(^|\/)(test|tests|fixtures|node_modules|packages|src)\//.test(file),
    );
    expect(unwanted).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.bin).toEqual({ docs: 'bin/docs.js', docwright: 'bin/docs.js' });
    // Exact versions only, and nothing that compiles at run time.
    for (const [name, range] of Object.entries(manifest.dependencies as Record<string, string>))
      expect(`${name}@${range}`).toMatch(/@\d+\.\d+\.\d+$/);
    expect(Object.keys(manifest.dependencies)).not.toContain('tsx');
    expect(Object.keys(manifest.dependencies)).not.toContain('esbuild');
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining(['pagefind', 'shiki', '@electric-sql/pglite']),
    );
  });

  it('prints its version from both bins', async () => {
    expect((await runIn(project, 'npx', ['docs', '--version'])).stdout.trim()).toBe(version);
    expect((await runIn(project, 'npx', ['docwright', '--version'])).stdout.trim()).toBe(version);
  });

  it('runs docs init then docs build in the project, with caches in the project and none in the package', async () => {
    const init = await runIn(project, 'npx', ['docs', 'init', 'site']);
    expect(init.code, init.stderr).toBe(0);
    expect(existsSync(join(project, 'site/docs.json'))).toBe(true);
    expect(existsSync(join(project, 'site/docs.schema.json'))).toBe(true);
    expect(existsSync(join(project, 'site/node_modules'))).toBe(false);

    const build = await runIn(project, 'npx', [
      'docs',
      'build',
      'site',
      '--out',
      'out',
      '--base-url',
      'https://docs.example.com',
    ]);
    expect(build.code, build.stderr).toBe(0);
    const home = readFileSync(join(project, 'out/index.html'), 'utf8');
    expect(home).toContain('<title>Welcome - My API</title>');
    expect(home).toContain('href="https://docs.example.com/"');
    // The pages name the package that built them: the tarball's version, as its `docs --version` says.
    const installed = JSON.parse(readFileSync(join(project, 'node_modules/docwright/package.json'), 'utf8'));
    expect(installed.version).toBe(version);
    const printed = (await runIn(project, packageBin, ['--version'])).stdout.trim();
    expect(printed).toBe(installed.version);
    for (const page of ['out/index.html', 'out/quickstart/index.html', 'out/404.html'])
      expect(readFileSync(join(project, page), 'utf8'), page).toContain(
        `<meta name="generator" content="Docwright ${installed.version}">`,
      );
    for (const file of [
      'quickstart/index.html',
      'quickstart.md',
      '_docwright/chrome.js',
      '_docwright/snippets.js',
      'sitemap.xml',
      'llms.txt',
      '_headers',
    ])
      expect(existsSync(join(project, 'out', file)), file).toBe(true);
    expect((await readdir(join(project, 'out/_docwright/search'))).length).toBeGreaterThan(0);

    expect(existsSync(join(project, 'site/node_modules/.cache/docwright/highlight'))).toBe(true);
    const packageFiles = await listFiles(join(project, 'node_modules/docwright'));
    expect(packageFiles.filter((file) => file.includes('.cache'))).toEqual([]);
  });

  it('serves the starter home page with docs dev', async () => {
    const site = join(project, 'dev-site');
    expect((await runIn(project, packageBin, ['init', 'dev-site'])).code).toBe(0);
    const server = await startServer(
      project,
      packageBin,
      ['dev', site, '--port', '0'],
      /Docwright dev server: (http:\/\/\S+?)\/? /,
    );
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Welcome - My API</title>');
      expect(html).toContain('/_docwright/chrome.js');
      expect(html).toContain(`<meta name="generator" content="Docwright ${version}">`);
      const script = await fetch(new URL('/_docwright/chrome.js', server.url));
      expect(script.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('answers the health check of docs serve, with its embedded database', async () => {
    const site = join(project, 'serve-site');
    expect((await runIn(project, packageBin, ['init', 'serve-site'])).code).toBe(0);
    expect((await runIn(project, packageBin, ['build', site, '--out', 'serve-out'])).code).toBe(0);
    const server = await startServer(
      project,
      packageBin,
      ['serve', 'serve-out', '--port', '0'],
      /Docwright server: (http:\/\/\S+?)\/? /,
    );
    try {
      const health = await fetch(new URL('/_docwright/health', server.url));
      expect(health.status).toBe(200);
      expect(health.headers.get('cache-control')).toBe('no-store');
      expect(await health.text()).toBe('{"status":"ok"}');
    } finally {
      await server.stop();
    }
    expect(existsSync(join(project, '.docwright/data'))).toBe(true);
  });

  it('migrates a legacy Mintlify site copied into the project, then checks it', async () => {
    const site = join(project, 'legacy');
    await cp(join(corpusDir, 'docs/turso-legacy-mint-json'), site, { recursive: true });
    // The corpus is read-only, and cp keeps the modes.
    expect((await runIn(project, 'chmod', ['-R', 'u+w', site])).code).toBe(0);
    const migrate = await runIn(project, 'npx', ['docs', 'migrate', 'legacy']);
    expect(migrate.code, migrate.stderr).toBe(0);
    expect(existsSync(join(site, 'docs.json'))).toBe(true);
    const check = await runIn(project, 'npx', ['docs', 'check', 'legacy', '--json']);
    expect(JSON.parse(check.stdout)).toHaveProperty('score');
  });
});

describe('the docwright package on the corpus', async () => {
  const sites = (await readdir(join(corpusDir, 'docs'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it.each(sites)(
    'builds %s to the same files as the workspace CLI',
    async (name) => {
      // The workspace CLI's build of the site is the one every corpus suite shares; the package
      // builds its own copy of the same folder, so neither reads the other's caches.
      const workspace = await corpusBuild(name);
      const site = await copySite(workspace.site, `pack-${name}`);
      const out = join(await tempDir(`pack-${name}`), 'package');
      const fromPackage = await runIn(project, packageBin, ['build', site, '--out', out]);
      expect(fromPackage.code, fromPackage.stderr).toBe(workspace.code);
      // What they print differs only in the site's and the output's folders and the time taken.
      const printed = (ran: Pick<Ran, 'stdout' | 'stderr'>, from: string, to: string) =>
        `${ran.stdout}${ran.stderr}`
          .replaceAll(to, '<out>')
          .replaceAll(from, '<site>')
          .replace(/ in [\d.]+m?s\b/g, '');
      expect(printed(fromPackage, site, out)).toBe(printed(workspace, workspace.site, workspace.out));
      if (workspace.code !== 0) return;
      expect(await listFiles(out)).toEqual(await listFiles(workspace.out));
      expect(await hashTree(out)).toBe(await hashTree(workspace.out));
    },
    900_000,
  );
});
