// Issue 33: `npm create docwright`. Packs create-docwright and docwright, then runs the packed
// create-docwright the way `npm create docwright` does (`npm exec create-docwright`) in an empty
// folder outside the repository: each template with flags, the questions on a terminal (a
// pseudo-terminal from util-linux's `script`), and the refusals that must leave nothing behind.
// One project installs docwright from the registry and the tarball; the others pass --no-install
// (their starter comes from the same tarball through `npm exec`) and borrow its node_modules to build.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir, repoRoot } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';
import { lintTarball, type Packed, packTarball, type Ran, runIn, userEnv } from './packed-cli.ts';

const version = (
  JSON.parse(readFileSync(join(repoRoot, 'packages/cli/package.json'), 'utf8')) as { version: string }
).version;
const petstoreYaml = join(corpusDir, 'openapi/oai-examples/v3.0/petstore-expanded.yaml');
const petstoreJson = join(corpusDir, 'openapi/oai-examples/v3.0/petstore.json');
const legacyMintlify = join(corpusDir, 'docs/turso-legacy-mint-json');

let packed: Packed;
/** The empty folder the projects are created in. */
let work: string;
/** The project made with the docs template and installed: its node_modules serve the others. */
let installed: string;
let server: Server;
let specUrl: string;

/** `npm create docwright <args>` from the packed tarball, with `--docwright` naming the packed docwright. */
function create(args: readonly string[], env: Record<string, string> = {}): Promise<Ran> {
  return runIn(work, 'npm', createArgs(args), env);
}

const createArgs = (args: readonly string[]) => [
  'exec',
  '--yes',
  `--package=${packed.createTarball}`,
  '--',
  'create-docwright',
  ...args,
  '--docwright',
  packed.tarball,
];

/** Builds the project's site with the installed project's docwright; resolves with what it printed. */
async function buildWithSharedInstall(project: string): Promise<Ran> {
  if (!existsSync(join(project, 'node_modules')))
    await symlink(join(installed, 'node_modules'), join(project, 'node_modules'));
  return runIn(project, 'npx', ['docs', 'build', 'docs']);
}

beforeAll(async () => {
  packed = await packTarball();
  work = await tempDir('create-docwright');
  server = createServer((request, response) => {
    if (request.url === '/specs/petstore.json') response.end(readFileSync(petstoreJson));
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  specUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/specs/petstore.json`;
}, 600_000);

afterAll(() => new Promise((resolve) => server?.close(resolve)));

describe('the create-docwright package', () => {
  it('holds its compiled code, LICENSE and README, at docwright’s version, and passes publint and attw', async () => {
    expect(packed.createTarball).toMatch(
      new RegExp(`create-docwright-${version.replaceAll('.', '\\.')}\\.tgz$`),
    );
    const listing = await runIn(work, 'tar', ['tzf', packed.createTarball]);
    expect(listing.stdout.trim().split('\n').sort()).toEqual([
      'package/LICENSE',
      'package/README.md',
      'package/bin/create-docwright.js',
      'package/dist/create.js',
      'package/package.json',
    ]);
    const manifest = JSON.parse(
      (await runIn(work, 'tar', ['xzOf', packed.createTarball, 'package/package.json'])).stdout,
    );
    expect(manifest).toMatchObject({
      name: 'create-docwright',
      version,
      license: 'MIT',
      bin: { 'create-docwright': 'bin/create-docwright.js' },
      engines: { node: '^20.19.0 || ^22.0.0 || ^24.0.0' },
    });
    expect(manifest.dependencies).toBeUndefined();

    const lint = await lintTarball(packed.createTarball);
    expect(lint.publint).toEqual([]);
    expect(lint.attw.code, lint.attw.stdout + lint.attw.stderr).toBe(0);
    expect(lint.attw.analysis).toMatchObject({ packageName: 'create-docwright', types: false });
  });

  it('prints its options with --help', async () => {
    const help = await create(['--help']);
    expect(help.code, help.stderr).toBe(0);
    for (const flag of [
      '--template docs|openapi|migrate',
      '--openapi',
      '--from',
      '--yes',
      '--no-install',
      '--package-manager',
    ])
      expect(help.stdout).toContain(flag);
  });
});

describe('npm create docwright with flags', () => {
  it('creates and installs the docs template, whose site builds with no errors', async () => {
    const made = await create(['docs-site', '--template', 'docs']);
    expect(made.code, made.stderr).toBe(0);
    installed = join(work, 'docs-site');
    expect(made.stdout).toContain('Next: cd docs-site && npm run docs:dev');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    // The scripts `docs init` adds in an npm project, and the tarball as the dependency.
    expect(manifest.scripts).toEqual({
      'docs:dev': 'docs dev docs',
      'docs:build': 'docs build docs',
      'docs:preview': 'docs preview docs',
    });
    expect(manifest.devDependencies).toEqual({ docwright: `file:${packed.tarball}` });
    expect(readFileSync(join(installed, '.gitignore'), 'utf8')).toContain('node_modules/');
    // The starter is docwright's own, as `docs init` writes it.
    const starter = join(repoRoot, 'templates/starter');
    for (const file of ['docs.json', 'index.mdx', 'api-reference/openapi.yaml'])
      expect(readFileSync(join(installed, 'docs', file), 'utf8'), file).toBe(
        readFileSync(join(starter, file), 'utf8'),
      );
    expect(existsSync(join(installed, 'docs/docs.schema.json'))).toBe(true);
    expect(
      JSON.parse(readFileSync(join(installed, 'node_modules/docwright/package.json'), 'utf8')).version,
    ).toBe(version);

    const build = await runIn(installed, 'npx', ['docs', 'build', 'docs']);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/Built \d+ pages \(\d+ endpoints\)/);
    expect(existsSync(join(installed, 'docs/dist/quickstart/index.html'))).toBe(true);
  });

  it('starts the openapi template from a corpus file: the site reads its copy and builds its endpoints', async () => {
    const made = await create([
      'file-api',
      '--template',
      'openapi',
      '--openapi',
      petstoreYaml,
      '--no-install',
    ]);
    expect(made.code, made.stderr).toBe(0);
    const site = join(work, 'file-api/docs');
    expect(made.stdout).toContain('Next: cd file-api && npm install && npm run docs:dev');
    expect(readFileSync(join(site, 'api-reference/openapi.yaml'), 'utf8')).toBe(
      readFileSync(petstoreYaml, 'utf8'),
    );
    expect(JSON.parse(readFileSync(join(site, 'docs.json'), 'utf8')).navigation.tabs[1].openapi).toBe(
      'api-reference/openapi.yaml',
    );
    expect(existsSync(join(work, 'file-api/node_modules'))).toBe(false);

    const build = await buildWithSharedInstall(join(work, 'file-api'));
    expect(build.code, build.stderr).toBe(0);
    // petstore-expanded has four operations.
    expect(build.stdout).toMatch(/Built \d+ pages \(4 endpoints\)/);
  });

  it('downloads the openapi template’s description from a URL into the site, and builds it', async () => {
    const made = await create(['url-api', '--openapi', specUrl, '--no-install']);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`Downloaded ${specUrl} to docs/api-reference/openapi.json`);
    const site = join(work, 'url-api/docs');
    expect(readFileSync(join(site, 'api-reference/openapi.json'), 'utf8')).toBe(
      readFileSync(petstoreJson, 'utf8'),
    );
    expect(existsSync(join(site, 'api-reference/openapi.yaml'))).toBe(false);
    const docsJson = readFileSync(join(site, 'docs.json'), 'utf8');
    expect(docsJson).toContain('"openapi": "api-reference/openapi.json"');
    // The starter's pages link to the description it replaced.
    expect(readFileSync(join(site, 'api-reference/introduction.mdx'), 'utf8')).toContain(
      '/api-reference/openapi.json',
    );

    const build = await buildWithSharedInstall(join(work, 'url-api'));
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/Built \d+ pages \(3 endpoints\)/);
  });

  it('migrates a Mintlify site with a mint.json: a copy in docs/ with the docs.json docs migrate wrote', async () => {
    const made = await create([
      'migrated',
      '--template',
      'migrate',
      '--from',
      legacyMintlify,
      '--no-install',
    ]);
    expect(made.code, made.stderr).toBe(0);
    const site = join(work, 'migrated/docs');
    expect(made.stdout).toContain('wrote docs.json from its mint.json');
    expect(existsSync(join(site, 'mint.json'))).toBe(true);
    const docsJson = JSON.parse(readFileSync(join(site, 'docs.json'), 'utf8'));
    expect(docsJson.navigation).toBeDefined();
    expect(docsJson.name).toBe(JSON.parse(readFileSync(join(legacyMintlify, 'mint.json'), 'utf8')).name);
    // The copy is the user's to edit, though the corpus is read-only.
    await writeFile(join(site, 'introduction-note.mdx'), 'edited\n');
    expect(JSON.parse(readFileSync(join(work, 'migrated/package.json'), 'utf8')).scripts['docs:build']).toBe(
      'docs build docs',
    );
  });
});

describe('pnpm create docwright', () => {
  it('installs with pnpm, the package manager that ran it, and names pnpm in its next steps', async () => {
    // What `pnpm create docwright` runs, with the packed tarball in place of the registry's.
    const made = await runIn(work, 'npx', [
      '-y',
      'pnpm@10.34.9',
      `--package=${packed.createTarball}`,
      'dlx',
      ...createArgs(['pnpm-site', '--template', 'docs']).slice(4),
    ]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('Next: cd pnpm-site && pnpm run docs:dev');
    const project = join(work, 'pnpm-site');
    expect(existsSync(join(project, 'pnpm-lock.yaml'))).toBe(true);
    expect(existsSync(join(project, 'package-lock.json'))).toBe(false);
    // On the user's machine (outside CI), where the starter builds without a warning.
    const built = await runIn(project, 'npx', ['-y', 'pnpm@10.34.9', 'run', 'docs:build'], { CI: '' });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/Built 6 pages \(2 endpoints\) into .* with 0 warnings/);
    expect(existsSync(join(project, 'docs/dist/quickstart/index.html'))).toBe(true);
  });
});

describe('npm create docwright on a terminal', () => {
  it('asks for the folder, the starter and the description, asking again after a wrong answer', async () => {
    const answers: [prompt: string, answer: string][] = [
      ['Where should the site go? (my-docs)', 'asked-site'],
      ['Starter (1, 2 or 3): (1)', '2'],
      ['OpenAPI description (a URL or a file):', 'no-such-spec.yaml'],
      ['cannot read the OpenAPI file', petstoreYaml],
    ];
    const quoted = createArgs(['--no-install']).map((arg) => `'${arg}'`);
    const result = await runOnTerminal(`npm ${quoted.join(' ')}`, answers);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('no-such-spec.yaml: cannot read the OpenAPI file (no such file');
    expect(result.output).toContain('Next: cd asked-site && npm install && npm run docs:dev');
    expect(readFileSync(join(work, 'asked-site/docs/api-reference/openapi.yaml'), 'utf8')).toBe(
      readFileSync(petstoreYaml, 'utf8'),
    );
  });
});

describe('refusals that leave nothing behind', () => {
  it('names the flag to pass when there is no terminal to ask', async () => {
    const cases: [args: string[], flag: string][] = [
      [[], 'pass --yes for my-docs'],
      [['x'], 'pass --template docs|openapi|migrate'],
      [['x', '--template', 'openapi'], 'pass --openapi <url|file>'],
      [['x', '--template', 'migrate'], 'pass --from <folder>'],
    ];
    for (const [args, flag] of cases) {
      const ran = await create([...args, '--no-install']);
      expect(ran.code, args.join(' ')).toBe(1);
      const lines = ran.stderr
        .trim()
        .split('\n')
        .filter((line) => line.startsWith('create-docwright:'));
      expect(lines, args.join(' ')).toHaveLength(1);
      expect(lines[0]).toContain('no terminal to ask');
      expect(lines[0]).toContain(flag);
    }
    expect(existsSync(join(work, 'x'))).toBe(false);
    expect(existsSync(join(work, 'my-docs'))).toBe(false);
  });

  it('refuses a folder that is not empty, suggesting one that is free', async () => {
    await mkdir(join(work, 'taken'));
    await writeFile(join(work, 'taken/notes.txt'), 'mine\n');
    await mkdir(join(work, 'taken-2'));
    await writeFile(join(work, 'taken-2/notes.txt'), 'mine too\n');
    const ran = await create(['taken', '--yes', '--no-install']);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain(
      'create-docwright: taken is not empty; nothing was written. Pick a new folder, e.g. npm create docwright@latest taken-3',
    );
    expect(await readdir(join(work, 'taken'))).toEqual(['notes.txt']);
  });

  it('stops at an OpenAPI file that is not JSON, or a URL that fails, naming the line or the status', async () => {
    const broken = join(work, 'broken.json');
    await writeFile(broken, '{\n  "openapi": "3.1.0",\n  "paths": { "/a": , }\n}\n');
    const badFile = await create(['bad-file', '--openapi', broken, '--no-install']);
    expect(badFile.code).toBe(1);
    expect(badFile.stderr).toContain(`create-docwright: ${broken}:3:20: not valid JSON`);
    const notOpenApi = join(work, 'not-openapi.yaml');
    await writeFile(notOpenApi, 'name: a list\nitems: [1, 2]\n');
    const wrongShape = await create(['bad-shape', '--openapi', notOpenApi, '--no-install']);
    expect(wrongShape.stderr).toContain(`${notOpenApi}:1:1: expected an OpenAPI document`);
    const missingUrl = specUrl.replace('petstore.json', 'gone.json');
    const badUrl = await create(['bad-url', '--openapi', missingUrl, '--no-install']);
    expect(badUrl.code).toBe(1);
    expect(badUrl.stderr).toContain(`create-docwright: ${missingUrl}: the server answered 404 Not Found`);
    for (const folder of ['bad-file', 'bad-shape', 'bad-url'])
      expect(existsSync(join(work, folder))).toBe(false);
  });

  it('removes the folder it made when the install fails', async () => {
    const ran = await runIn(work, 'npm', [
      ...createArgs(['failed-install', '--yes']).slice(0, -2),
      '--docwright',
      `file:${join(work, 'no-such-docwright.tgz')}`,
    ]);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain('create-docwright: npm install failed');
    expect(existsSync(join(work, 'failed-install'))).toBe(false);
  });
});

/**
 * Runs `command` under a pseudo-terminal (`script`), typing each answer once its prompt (or
 * text) has appeared since the previous answer; resolves with the exit code and all output.
 */
function runOnTerminal(
  command: string,
  answers: [string, string][],
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qefc', command, '/dev/null'], {
      cwd: work,
      env: { ...userEnv(), CI: '1', TERM: 'dumb' },
    });
    let output = '';
    let seenUpTo = 0;
    const pending = [...answers];
    const onOutput = (chunk: Buffer) => {
      output += chunk;
      const next = pending[0];
      if (next === undefined) return;
      const at = output.indexOf(next[0], seenUpTo);
      if (at === -1) return;
      seenUpTo = at + next[0].length;
      pending.shift();
      child.stdin.write(`${next[1]}\n`);
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
