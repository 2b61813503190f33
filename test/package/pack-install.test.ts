// Issue 25: Docwright installed like any docs tool. Packs the `docwright` tarball, installs it with
// npm into a project outside the repository, and runs its `docs` there: init, build, dev, serve
// (its health check), check and migrate. The corpus suites read its builds of every corpus site (corpusBuild).
import { existsSync, readFileSync } from 'node:fs';
import { cp, lstat, mkdir, readdir, readFile, realpath, symlink, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusDir, repoRoot } from '../helpers/cli.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { buildModule, sourcesLoadedBy } from '../helpers/loaded-sources.ts';
import { hashTree, listFiles, tempDir } from '../helpers/site.ts';
import {
  installNode,
  lintTarball,
  type Packed,
  packTarball,
  projectOnSharedInstall,
  runIn,
  startServer,
} from './packed-cli.ts';

const version = (
  JSON.parse(readFileSync(join(repoRoot, 'packages/cli/package.json'), 'utf8')) as { version: string }
).version;

let packed: Packed;
let project: string;
/** The installed package's bin, as npm links it. */
let packageBin: string;

// The run's tarball as npm installs it into a new project: the install the corpus suites share
// (installedOncePerRun runs the same `npm install` once per run), in a folder of this file's own.
beforeAll(async () => {
  packed = await packTarball();
  project = await projectOnSharedInstall('docwright-project');
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
        'dist/client/server/dashboard.js',
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

  it('installs in under 150 MB: the icon sets and Mermaid come as the files the theme reads, not as packages', async () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/docwright/package.json'), 'utf8'));
    for (const name of [
      'mermaid',
      '@mermaid-js/layout-elk',
      'lucide-static',
      '@tabler/icons',
      '@fortawesome/fontawesome-free',
    ])
      expect(Object.keys(manifest.dependencies)).not.toContain(name);
    const vendored = await readdir(join(project, 'node_modules/docwright/dist/vendor'));
    // Each package: an index (.json) and the files' texts (.txt).
    expect(vendored.sort()).toEqual([
      'fortawesome-fontawesome-free.json',
      'fortawesome-fontawesome-free.txt',
      'lucide-static.json',
      'lucide-static.txt',
      'mermaid-js-layout-elk.json',
      'mermaid-js-layout-elk.txt',
      'mermaid.json',
      'mermaid.txt',
      'tabler-icons.json',
      'tabler-icons.txt',
    ]);
    // What npm installed: not node_modules/.cache, where the package keeps what its builds compile
    // (the OpenAPI validators of the specs the run's corpus builds read).
    const modules = join(project, 'node_modules');
    let bytes = 0;
    for (const entry of await readdir(modules, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && !relative(modules, entry.parentPath).startsWith('.cache'))
        bytes += (await lstat(join(entry.parentPath, entry.name))).size;
    expect(bytes / 1e6).toBeLessThan(150);
  });

  it.each(['fontawesome', 'lucide', 'tabler'])(
    'draws %s icons and Mermaid diagrams from its own files, as the workspace CLI does',
    async (library) => {
      const site = await tempDir(`pack-icons-${library}`);
      await writeFile(
        join(site, 'docs.json'),
        JSON.stringify({
          name: 'Icons',
          icons: { library },
          navigation: { groups: [{ group: 'Docs', icon: 'rocket', pages: ['index'] }] },
        }),
      );
      await writeFile(
        join(site, 'index.mdx'),
        [
          '---\ntitle: Icons\ndescription: Icons and a diagram\n---',
          '<Card title="Bolt" icon="bolt">A drawn icon.</Card>',
          '<Card title="Filled" icon="heart" iconType="solid">A filled one.</Card>',
          '<Card title="Brand" icon="github">A brand logo.</Card>',
          '<Card title="Renamed" icon="times">An old name.</Card>',
          '<Card title="Unknown" icon="not-an-icon-anywhere">No such icon.</Card>',
          '```mermaid\ngraph TD\n  A --> B\n```',
          '```mermaid\n---\nconfig:\n  layout: elk\n---\ngraph TD\n  C --> D\n```',
        ].join('\n\n'),
      );
      const packaged = join(await tempDir(`pack-icons-${library}`), 'out');
      const workspace = join(await tempDir(`pack-icons-${library}`), 'out');
      const fromPackage = await runIn(project, packageBin, ['build', site, '--out', packaged]);
      const fromWorkspace = await runIn(repoRoot, process.execPath, [
        join(repoRoot, 'packages/cli/bin/docs.js'),
        'build',
        site,
        '--out',
        workspace,
      ]);
      expect(fromPackage.code, fromPackage.stderr).toBe(0);
      expect(fromWorkspace.code, fromWorkspace.stderr).toBe(0);
      const page = await readFile(join(packaged, 'index.html'), 'utf8');
      expect(page.match(/<svg\b/g)?.length ?? 0).toBeGreaterThan(4);
      expect(await listFiles(packaged)).toEqual(
        expect.arrayContaining([
          '_docwright/mermaid/mermaid.esm.min.js',
          '_docwright/mermaid/layout-elk/mermaid-layout-elk.esm.min.js',
        ]),
      );
      expect(await listFiles(packaged)).toEqual(await listFiles(workspace));
      expect(await hashTree(packaged)).toBe(await hashTree(workspace));
    },
    300_000,
  );

  it('shows twoslash type hovers with the TypeScript npm installs beside it, and nothing else needs it', async () => {
    const site = await tempDir('pack-twoslash');
    await writeFile(
      join(site, 'docs.json'),
      JSON.stringify({ name: 'Types', navigation: { groups: [{ group: 'Docs', pages: ['index'] }] } }),
    );
    await writeFile(
      join(site, 'index.mdx'),
      '---\ntitle: Types\ndescription: Type hovers\n---\n\n```ts twoslash\nconst answer = 42;\n```\n',
    );
    const out = join(await tempDir('pack-twoslash'), 'out');
    const result = await runIn(project, packageBin, ['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr + result.stdout).not.toContain('not-supported');
    const page = await readFile(join(out, 'index.html'), 'utf8');
    const tooltip =
      /<span class="twoslash-popup-container" id="[^"]+" role="tooltip">(.*?)<\/code><\/span>/.exec(page);
    expect(tooltip?.[1]?.replace(/<[^>]+>/g, '')).toBe('const answer: 42');
  }, 120_000);

  it('passes publint and attw on the tarball', async () => {
    const lint = await lintTarball(packed.tarball);
    expect(lint.publint).toEqual([]);
    // A command-line package: it exports no JavaScript, so there are no types to get wrong.
    expect(lint.attw.code, lint.attw.stdout + lint.attw.stderr).toBe(0);
    expect(lint.attw.analysis).toMatchObject({ packageName: 'docwright', types: false });
  });

  it('prints its version from both bins', async () => {
    expect((await runIn(project, 'npx', ['docs', '--version'])).stdout.trim()).toBe(version);
    expect((await runIn(project, 'npx', ['docwright', '--version'])).stdout.trim()).toBe(version);
  });

  it('loads only its entry module and the package.json reader for docs --version (issue 33)', async () => {
    const installed = join(project, 'node_modules/docwright/');
    const loaded = await sourcesLoadedBy(join(installed, 'bin/docs.js'), ['--version']);
    // Node loads modules by their real path, through the project's link to the shared install.
    const real = join(await realpath(installed), '/');
    expect(loaded.sources).toEqual(['packages/cli/src/bin.ts', 'packages/cli/src/package-root.ts']);
    expect(loaded.files.filter((file) => !file.startsWith(real))).toEqual([]);
  });

  it('starts docs serve without the build: no theme, MDX, Shiki or esbuild (issue 34)', async () => {
    const installed = join(project, 'node_modules/docwright/');
    // A folder no build wrote: the server loads, finds no site and exits, as a start would stop.
    const notBuilt = await tempDir('pack-serve-unbuilt');
    const loaded = await sourcesLoadedBy(
      join(installed, 'bin/docs.js'),
      ['serve', notBuilt, '--quiet', '--port', '0'],
      { exitCode: 1 },
    );
    expect(loaded.stderr).toContain('server.json is missing or unreadable');
    expect(loaded.sources).toContain('packages/server/src/node.ts');
    expect([...loaded.sources, ...loaded.files].filter((path) => buildModule.test(path))).toEqual([]);
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
      ['serve', 'serve-out', '--port', '0', '--dashboard-port', '0'],
      // Printed after the site's address.
      /Docwright dashboard: (http:\/\/\S+?)\/_docwright\/dashboard/,
    );
    try {
      const site = /Docwright server: (http:\/\/\S+?)\/? /.exec(server.output())?.[1] ?? '';
      const health = await fetch(new URL('/_docwright/health', site));
      expect(health.status).toBe(200);
      expect(health.headers.get('cache-control')).toBe('no-store');
      expect(await health.text()).toBe('{"status":"ok"}');
      // The dashboard's script, compiled when the package was made.
      const script = await fetch(new URL('/_docwright/dashboard/assets/dashboard.js', server.url));
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await script.text()).toContain('data-live');
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

describe('the first hour with the package', () => {
  /** A new npm project (as `npm init -y` writes it) that has docwright installed. */
  async function npmProject(name: string): Promise<string> {
    const folder = await tempDir(name);
    await writeFile(
      join(folder, 'package.json'),
      `${JSON.stringify({ name, version: '1.0.0', scripts: { test: 'echo "Error: no test specified" && exit 1' }, devDependencies: { docwright: version } }, null, 2)}\n`,
    );
    await symlink(join(project, 'node_modules'), join(folder, 'node_modules'));
    return folder;
  }

  /** Serves `args` from `folder` and returns the server with the port it printed. */
  const start = (folder: string, args: string[], banner: RegExp) =>
    startServer(folder, packageBin, args, banner);
  const previewBanner = /Docwright preview: (http:\/\/\S+?)\/? /;

  let folder: string;
  beforeAll(async () => {
    folder = await npmProject('first-hour');
    // Creating the embedded database (initdb) with this package on this Node is the health check's
    // test above; docs serve here opens a copy of the run's empty cluster instead of creating another.
    seedEmbeddedStore(join(folder, '.docwright/data'));
  });

  it('docs init in an npm project writes the site to docs/ and adds its scripts', async () => {
    const init = await runIn(folder, 'npx', ['docs', 'init']);
    expect(init.code, init.stderr).toBe(0);
    expect(existsSync(join(folder, 'docs/docs.json'))).toBe(true);
    expect(init.stdout).toContain('npm run docs:dev');
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    expect(manifest.scripts).toEqual({
      test: 'echo "Error: no test specified" && exit 1',
      'docs:dev': 'docs dev docs',
      'docs:build': 'docs build docs',
      'docs:preview': 'docs preview docs',
    });
    const build = await runIn(folder, 'npm', ['run', 'docs:build']);
    expect(build.code, build.stderr).toBe(0);
    expect(existsSync(join(folder, 'docs/dist/index.html'))).toBe(true);
    expect(build.stdout).toContain('npx docs preview docs');
  });

  it('docs preview and docs serve find the build that docs build wrote, given the site folder', async () => {
    const preview = await start(folder, ['preview', 'docs', '--port', '0'], previewBanner);
    try {
      expect((await fetch(new URL('/quickstart', preview.url))).status).toBe(200);
      const twin = await fetch(new URL('/quickstart', preview.url), { headers: { accept: 'text/markdown' } });
      expect(twin.headers.get('content-type')).toContain('text/markdown');
    } finally {
      await preview.stop();
    }
    const serve = await start(
      folder,
      ['serve', 'docs', '--port', '0'],
      /Docwright server: (http:\/\/\S+?)\/? /,
    );
    try {
      expect((await fetch(new URL('/quickstart', serve.url))).status).toBe(200);
    } finally {
      await serve.stop();
    }
  });

  it('takes the next free port when the default one is busy, and says so in one line', async () => {
    const blocker = createServer();
    // Port 4173, docs preview's default: held here, or already held by something else.
    const held = await new Promise<boolean>((resolve) => {
      blocker.once('error', () => resolve(false));
      blocker.listen(4173, '127.0.0.1', () => resolve(true));
    });
    try {
      const preview = await start(folder, ['preview', 'docs'], previewBanner);
      try {
        expect(new URL(preview.url).port).not.toBe('4173');
        expect(preview.output()).toMatch(/docs preview: port 4173 is in use; using \d+\./);
        expect((await fetch(new URL('/quickstart', preview.url))).status).toBe(200);
      } finally {
        await preview.stop();
      }
    } finally {
      if (held) await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('refuses a busy port that was asked for, in one line without a stack trace', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      for (const command of ['preview', 'dev', 'serve']) {
        const ran = await runIn(folder, packageBin, [command, 'docs', '--port', String(port)]);
        expect(ran.code, `${command}: ${ran.stdout}${ran.stderr}`).toBe(1);
        expect(ran.stderr).toContain(
          `docs ${command}: port ${port} on 127.0.0.1 is in use; pass --port to pick another`,
        );
        expect(ran.stderr, command).not.toMatch(/^\s+at /m);
      }
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('docs dev in a folder without docs.json says how to start, and claims no earlier build', async () => {
    const empty = await tempDir('no-site');
    const dev = await start(empty, ['dev', '.', '--port', '0'], /Docwright dev server: (http:\/\/\S+?)\/? /);
    try {
      // Written to stderr before the address reaches stdout, but two pipes keep no order between them.
      await expect.poll(() => dev.output()).toContain('the pages show the error until it is fixed');
      expect(dev.output()).toContain('No docs.json in');
      expect(dev.output()).not.toContain('last good build');
      expect(await (await fetch(dev.url)).text()).toContain('docs.json');
    } finally {
      await dev.stop();
    }
  });

  it('counts warnings by code, prints only errors with --quiet, and fails past --max-warnings', async () => {
    const site = join(folder, 'warned');
    await mkdir(site);
    await writeFile(
      join(site, 'docs.json'),
      JSON.stringify({ name: 'Warned', navigation: { pages: ['a', 'b'] } }),
    );
    for (const page of ['a', 'b'])
      await writeFile(join(site, `${page}.mdx`), `---\ntitle: Page ${page}\n---\nText.\n`);
    const loud = await runIn(folder, packageBin, ['build', 'warned']);
    expect(loud.code, loud.stderr).toBe(0);
    expect(loud.stderr).toContain('warning page/missing-description');
    expect(loud.stderr).toMatch(
      /Warnings by code:\n {2}page\/missing-description +2\n {2}build\/base-url-missing +1\n/,
    );
    const quiet = await runIn(folder, packageBin, ['build', 'warned', '--quiet', '--max-warnings', '2']);
    expect(quiet.code).toBe(1);
    expect(quiet.stderr).not.toContain('warning page/missing-description');
    expect(quiet.stderr).toContain('0 errors, 3 warnings');
    expect(quiet.stderr).toContain('page/missing-description  2');
    expect(quiet.stderr).toContain('docs build: 3 warnings, more than --max-warnings 2 allows.');
    expect(
      (await runIn(folder, packageBin, ['build', 'warned', '--quiet', '--max-warnings', '3'])).code,
    ).toBe(0);
  });

  it('docs init in a folder that is not empty suggests a folder for the site', async () => {
    const other = await tempDir('not-empty');
    await writeFile(join(other, 'README.md'), '# Notes\n');
    const init = await runIn(other, packageBin, ['init']);
    expect(init.code).toBe(1);
    expect(init.stderr).toContain('npx docs init docs');
    expect(await readdir(other)).toEqual(['README.md']);
  });
});

/**
 * The Node releases users run besides the one running the tests (20, this repository's own): the
 * newest 22 and 24 LTS at the time of writing. The package declares the versions it is tested on.
 */
const otherNodeVersions = ['22.23.3', '24.21.0'];

describe.each(otherNodeVersions)('the docwright package on Node %s', (nodeVersion) => {
  let node: string;
  let env: Record<string, string>;
  let folder: string;
  const docs = (args: string[]) =>
    runIn(folder, node, [join(project, 'node_modules/docwright/bin/docs.js'), ...args], env);

  beforeAll(async () => {
    ({ node, env } = await installNode(await tempDir(`node-${nodeVersion}`), nodeVersion));
    folder = await tempDir(`on-node-${nodeVersion}`);
  }, 600_000);

  it('runs on that Node, and the engines field admits it', async () => {
    expect((await runIn(folder, node, ['--version'])).stdout.trim()).toBe(`v${nodeVersion}`);
    expect((await docs(['--version'])).stdout.trim()).toBe(version);
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/docwright/package.json'), 'utf8'));
    expect(satisfiesEngines(nodeVersion, manifest.engines.node)).toBe(true);
  });

  it('builds and checks the starter', async () => {
    expect((await docs(['init', 'site'])).code).toBe(0);
    const build = await docs(['build', 'site', '--out', 'out', '--base-url', 'https://docs.example.com']);
    expect(build.code, build.stderr).toBe(0);
    expect(readFileSync(join(folder, 'out/quickstart/index.html'), 'utf8')).toContain(
      `<meta name="generator" content="Docwright ${version}">`,
    );
    expect((await readdir(join(folder, 'out/_docwright/search'))).length).toBeGreaterThan(0);
    // Node 22.1 and later keep the CLI's compiled code for the next run, in the project's cache.
    const compiled = await readdir(join(project, 'node_modules/.cache/docwright/compile'));
    expect(
      compiled.some((entry) => entry.startsWith(`v${nodeVersion}-`)),
      compiled.join(),
    ).toBe(true);
    const check = await docs(['check', 'site', '--json']);
    expect(JSON.parse(check.stdout)).toHaveProperty('score');
  });

  it('serves the build, with its embedded database', async () => {
    const server = await startServer(
      folder,
      node,
      [join(project, 'node_modules/docwright/bin/docs.js'), 'serve', 'out', '--port', '0'],
      /Docwright server: (http:\/\/\S+?)\/? /,
      env,
    );
    try {
      const health = await fetch(new URL('/_docwright/health', server.url));
      expect(await health.text()).toBe('{"status":"ok"}');
      const page = await fetch(new URL('/quickstart', server.url));
      expect(page.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

/** `>=a.b` ranges joined by `||`, as the package's engines field writes them. */
function satisfiesEngines(nodeVersion: string, range: string): boolean {
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number);
  return range.split('||').some((part) => {
    const match = /^\s*(>=|\^)?(\d+)(?:\.(\d+))?(?:\.\d+)?\s*$/.exec(part);
    if (!match) throw new Error(`cannot read the engines range part "${part}"`);
    const [wantMajor, wantMinor] = [Number(match[2]), Number(match[3] ?? 0)];
    if (match[1] === '>=') return major > wantMajor || (major === wantMajor && minor >= wantMinor);
    return major === wantMajor && minor >= wantMinor;
  });
}

/** Licences that let anyone use, change and redistribute the code with its notice (SPDX ids). */
const permissiveLicences = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  // Font Awesome's icons: attribution, which its files carry.
  'CC-BY-4.0',
  'ISC',
  'MIT',
  // Fonts (Font Awesome's).
  'OFL-1.1',
  'Python-2.0',
  'Unlicense',
]);

/** Packages whose package.json names no licence, each reviewed by reading its licence file. */
const reviewedLicences: Record<string, string> = { khroma: 'MIT' };

/** An SPDX expression is permissive when one of its alternatives has only permissive licences. */
function permissive(expression: string | undefined): boolean {
  if (expression === undefined) return false;
  const ids = expression
    .replace(/[()]/g, ' ')
    .split(/\s+(?:AND|OR)\s+|\s+/)
    .filter(Boolean);
  // Mixed AND and OR: every licence must be permissive, rather than parse the grouping.
  if (/\bAND\b/.test(expression) && /\bOR\b/.test(expression))
    return ids.every((id) => permissiveLicences.has(id));
  return expression
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/)
    .some((alternative) => alternative.split(/\s+AND\s+/).every((id) => permissiveLicences.has(id.trim())));
}

interface InstalledPackage {
  readonly name: string;
  readonly version: string;
  readonly license: string | undefined;
}

/** The packages npm installed for `root` and, transitively, for what it depends on (Node's resolution). */
function dependencyClosure(projectDir: string, root: string): InstalledPackage[] {
  const found = new Map<string, InstalledPackage>();
  const visit = (dir: string) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const key = `${manifest.name}@${manifest.version}`;
    if (found.has(key)) return;
    found.set(key, { name: manifest.name, version: manifest.version, license: manifest.license });
    const names = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
    ];
    for (const name of names) {
      let at = dir;
      let resolved: string | undefined;
      while (resolved === undefined && at.startsWith(projectDir)) {
        const candidate = join(at, 'node_modules', name);
        if (existsSync(join(candidate, 'package.json'))) resolved = candidate;
        at = dirname(at);
      }
      if (resolved !== undefined) visit(resolved);
      else if (!(manifest.optionalDependencies && name in manifest.optionalDependencies))
        throw new Error(`${manifest.name} depends on ${name}, which npm did not install`);
    }
  };
  visit(root);
  return [...found.values()];
}

describe("the docwright package's licences", () => {
  it('is MIT, with its licence and the third-party notices in the tarball', async () => {
    const installed = join(project, 'node_modules/docwright');
    expect(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).license).toBe('MIT');
    const licence = readFileSync(join(installed, 'LICENSE'), 'utf8');
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} Docwright contributors\n/);
    expect(existsSync(join(installed, 'THIRD_PARTY_NOTICES'))).toBe(true);
  });

  it('names every package compiled into its code in the notices, each under a permissive licence', async () => {
    const installed = join(project, 'node_modules/docwright');
    const notices = readFileSync(join(installed, 'THIRD_PARTY_NOTICES'), 'utf8');
    const sections = new Map(
      [...notices.matchAll(/^((?:@[^/\s]+\/)?[^@\s]+)@(\S+)\nLicense: (.*)$/gm)].map((m) => [m[1], m[3]]),
    );
    // esbuild heads each compiled module of the (unminified) CLI chunks with its path.
    const compiledIn = new Set<string>();
    for (const file of (await readdir(join(installed, 'dist'))).filter((f) => f.endsWith('.js')))
      for (const [, name] of readFileSync(join(installed, 'dist', file), 'utf8').matchAll(
        /^\/\/ \S*node_modules\/((?:@[^/]+\/)?[^/.][^/]*)\/\S+$/gm,
      ))
        if (name !== undefined && !name.startsWith('.pnpm')) compiledIn.add(name);
    expect(compiledIn.size).toBeGreaterThan(50);
    expect([...compiledIn].filter((name) => !sections.has(name))).toEqual([]);
    // The browser modules compile in Preact and Shiki, named too.
    expect(sections.has('preact')).toBe(true);
    expect(sections.has('@shikijs/core')).toBe(true);
    const notPermissive = [...sections].filter(([, licence]) => !permissive(licence));
    expect(notPermissive).toEqual([]);
  });

  it('installs only dependencies under permissive licences', () => {
    const closure = dependencyClosure(project, join(project, 'node_modules/docwright'));
    expect(closure.length).toBeGreaterThan(100);
    const refused = closure
      .filter((pkg) => !permissive(pkg.license ?? reviewedLicences[pkg.name]))
      .map((pkg) => `${pkg.name}@${pkg.version}: ${pkg.license ?? 'no licence declared'}`);
    expect(refused).toEqual([]);
  });
});
