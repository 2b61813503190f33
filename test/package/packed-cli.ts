// The published package as a user gets it: packed by `pnpm run pack`, installed with npm into a
// project folder outside the repository, run through the bins npm links.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { repoRoot } from '../helpers/cli.ts';
import { startLongRunning } from '../helpers/dev-server.ts';
import { tempDir } from '../helpers/site.ts';

const run = promisify(execFile);

export interface Packed {
  /** docwright-<version>.tgz. */
  readonly tarball: string;
  readonly summary: string;
  /** create-docwright-<version>.tgz. */
  readonly createTarball: string;
}

let packing: Promise<Packed> | undefined;

/**
 * The tarballs `scripts/pack.mjs` (what `pnpm run pack` runs) makes, packed once per test run
 * and copied out of the repository: the script empties its output folders first, so two test
 * files that each packed would delete the tarball the other one is installing. The first caller
 * takes the run's `packed/` folder (mkdir fails for the others) and packs; the others wait for
 * its packed.json.
 */
export function packTarball(): Promise<Packed> {
  // Outside test/global-setup.ts's run folder, a folder of its own.
  packing ??= (async () =>
    packOncePerRun(
      join(process.env.DOCWRIGHT_TEST_TMP ?? (await mkdtemp(join(tmpdir(), 'docwright-'))), 'packed'),
    ))();
  return packing;
}

async function packOncePerRun(dir: string): Promise<Packed> {
  const done = join(dir, 'packed.json');
  const failed = join(dir, 'failed.txt');
  try {
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return waitForPack(done, failed);
  }
  try {
    const stdout = await packedOutput();
    // It prints docwright's tarball, a summary line, then create-docwright's tarball.
    const [tarball = '', summary = '', createTarball = ''] = stdout.trim().split('\n');
    const packed = {
      tarball: await copyInto(dir, tarball),
      summary,
      createTarball: await copyInto(dir, createTarball),
    };
    await writeFile(`${done}.tmp`, JSON.stringify(packed));
    await rename(`${done}.tmp`, done);
    return packed;
  } catch (error) {
    await writeFile(failed, String(error));
    throw error;
  }
}

/**
 * What `scripts/pack.mjs` printed. `.ci/run` packs just before the tests and names the file it
 * wrote that output to in DOCWRIGHT_TEST_PACKED, so a CI run packs once; otherwise the tests pack.
 */
async function packedOutput(): Promise<string> {
  const packedBefore = process.env.DOCWRIGHT_TEST_PACKED;
  if (packedBefore) return readFile(packedBefore, 'utf8');
  const { stdout } = await run(process.execPath, [join(repoRoot, 'scripts/pack.mjs')], { cwd: repoRoot });
  return stdout;
}

async function copyInto(dir: string, file: string): Promise<string> {
  const copy = join(dir, basename(file));
  await copyFile(file, copy);
  return copy;
}

async function waitForPack(done: string, failed: string): Promise<Packed> {
  for (;;) {
    const packed = await readFile(done, 'utf8').catch(() => undefined);
    if (packed !== undefined) return JSON.parse(packed) as Packed;
    const failure = await readFile(failed, 'utf8').catch(() => undefined);
    if (failure !== undefined) throw new Error(`packing failed in another test file: ${failure}`);
    await sleep(500);
  }
}

let sharedInstall: Promise<string> | undefined;

/**
 * One project per test run with the run's tarball installed (see `installInto`), shared by the
 * test files that only run its `docs` on folders of their own (the corpus builds): the first
 * caller takes the run's `installed/` folder and installs, the others wait for its installed.json.
 * Returns the project folder; do not change what is in it.
 */
export function installedOncePerRun(): Promise<string> {
  sharedInstall ??= (async () => {
    const { tarball } = await packTarball();
    const dir = join(
      process.env.DOCWRIGHT_TEST_TMP ?? (await mkdtemp(join(tmpdir(), 'docwright-'))),
      'installed',
    );
    const done = join(dir, 'installed.json');
    const failed = join(dir, 'failed.txt');
    try {
      await mkdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      for (;;) {
        if ((await readFile(done, 'utf8').catch(() => undefined)) !== undefined) return dir;
        const failure = await readFile(failed, 'utf8').catch(() => undefined);
        if (failure !== undefined) throw new Error(`installing failed in another test file: ${failure}`);
        await sleep(500);
      }
    }
    try {
      await installInto(dir, tarball);
    } catch (error) {
      await writeFile(failed, String(error));
      throw error;
    }
    await writeFile(`${done}.tmp`, JSON.stringify({ tarball }));
    await rename(`${done}.tmp`, done);
    return dir;
  })();
  return sharedInstall;
}

/**
 * A folder of its own for a test file, with the package.json of the run's shared install
 * (installedOncePerRun) and a `node_modules` link to that install's: `npx docs` and the bins run the
 * installed package, while what the tests write (sites, builds, databases) stays in this folder.
 * Node resolves the link, so modules load from the shared install's real path.
 */
export async function projectOnSharedInstall(name: string): Promise<string> {
  const installed = await installedOncePerRun();
  const project = await tempDir(name);
  await writeFile(join(project, 'package.json'), await readFile(join(installed, 'package.json')));
  await symlink(join(installed, 'node_modules'), join(project, 'node_modules'));
  return project;
}

/**
 * npm (and pnpm, which reads the same variable) takes what its cache holds without asking the
 * registry whether it changed (`--prefer-offline`), and downloads only what the cache lacks. Without
 * it every install revalidates each of the package's ~200 dependencies' metadata: on this machine
 * 45 s of an install's wall time against 18 s, for the same packages (see
 * bench/results/2026-11-30-ci-time.md). What is installed, and how, is the same.
 */
export const cacheFirstNpm = { npm_config_prefer_offline: 'true' } as const;

/** A project with only a package.json, then `npm install -D <tarball>` in it. */
export async function installInto(project: string, tarball: string): Promise<void> {
  await npmInstallTarball(project, tarball, []);
}

/**
 * The package.json and package-lock.json `installInto` writes, without the node_modules: npm
 * resolves the tree and writes the lockfile only (`--package-lock-only`), for a project whose
 * installing is `npm ci`'s job (the Docker recipe's image).
 */
export async function lockInto(project: string, tarball: string): Promise<void> {
  await npmInstallTarball(project, tarball, ['--package-lock-only']);
}

async function npmInstallTarball(project: string, tarball: string, flags: string[]): Promise<void> {
  await writeFile(join(project, 'package.json'), `${JSON.stringify({ name: 'my-docs', private: true })}\n`);
  await run('npm', ['install', ...flags, '--save-dev', '--no-audit', '--no-fund', tarball], {
    cwd: project,
    env: { ...process.env, ...cacheFirstNpm },
    maxBuffer: 16 * 1024 * 1024,
  });
}

export interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The environment of a user's shell: this process's, without what the package manager that runs
 * the tests (`pnpm test`) adds for its scripts (`npm_config_user_agent` would make create-docwright
 * take pnpm for the package manager that ran it; npm warns about pnpm's `npm_config_*` keys), and
 * with npm reading its cache first (cacheFirstNpm), as a user whose cache holds the packages.
 */
export function userEnv(): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(?:npm|pnpm)_(?:config|package|lifecycle)_/i.test(name),
      ),
    ),
    ...cacheFirstNpm,
  };
}

/** Runs a command in `cwd`, resolving with its exit code and output whatever the code. */
export async function runIn(
  cwd: string,
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<Ran> {
  try {
    const { stdout, stderr } = await run(command, [...args], {
      cwd,
      env: { ...userEnv(), CI: '1', ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Starts a long-lived command (`docs dev`) and resolves with the address `banner` captures. */
export const startServer = (
  cwd: string,
  command: string,
  args: readonly string[],
  banner: RegExp,
  env: Record<string, string> = {},
) => startLongRunning(command, args, banner, { cwd, env });

/**
 * Another Node release, from npm's `node-<platform>-<arch>` package, installed in its own folder:
 * the binary and an environment whose PATH finds it first, so `npx` and child processes use it.
 */
export async function installNode(
  folder: string,
  version: string,
): Promise<{ node: string; env: Record<string, string> }> {
  await writeFile(join(folder, 'package.json'), `${JSON.stringify({ private: true })}\n`);
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', `node-${process.platform}-${process.arch}@${version}`],
    { cwd: folder, env: { ...process.env, ...cacheFirstNpm }, maxBuffer: 16 * 1024 * 1024 },
  );
  const bin = join(folder, `node_modules/node-${process.platform}-${process.arch}/bin`);
  return { node: join(bin, 'node'), env: { PATH: `${bin}:${process.env.PATH ?? ''}` } };
}

export interface TarballLint {
  /** publint's findings at its strictest (suggestions included). */
  readonly publint: readonly unknown[];
  /** `attw --format json`: its exit code, output, and the analysis it printed. */
  readonly attw: Ran & { readonly analysis?: { readonly packageName?: string; readonly types?: unknown } };
}

/** What publint and Are the Types Wrong say about a packed tarball, as a registry reader would see it. */
export async function lintTarball(tarball: string): Promise<TarballLint> {
  const { publint } = await import('publint');
  const bytes = await readFile(tarball);
  const linted = await publint({
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
    level: 'suggestion',
    strict: true,
  });
  const attw = await runIn(repoRoot, join(repoRoot, 'test/node_modules/.bin/attw'), [
    tarball,
    '--format',
    'json',
  ]);
  const analysis =
    attw.code === 0
      ? (JSON.parse(attw.stdout) as { analysis: TarballLint['attw']['analysis'] }).analysis
      : undefined;
  return { publint: linted.messages, attw: { ...attw, ...(analysis && { analysis }) } };
}
