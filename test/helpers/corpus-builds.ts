import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { installedOncePerRun, runIn } from '../package/packed-cli.ts';
import { corpusDir, type RunResult } from './cli.ts';

/**
 * The corpus leaves out the `.jsx` components two sites import (it copies no code); MANIFEST lists
 * each path and its exports, and a stand-in that renders its children takes each one's place.
 */
const manifest: unknown = JSON.parse(readFileSync(join(corpusDir, 'manifest.json'), 'utf8'));

function standIns(site: string): { path: string; exports: string[] }[] {
  const found: { path: string; exports: string[] }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'component_files_not_copied' && Array.isArray(value)) found.push(...value);
        else visit(value);
      }
  };
  visit(manifest);
  return found
    .filter((file) => file.path.startsWith(`docs/${site}/`))
    .map((file) => ({ ...file, path: file.path.slice(`docs/${site}/`.length) }));
}

export async function writeStandIns(dir: string, site: string): Promise<number> {
  const files = standIns(site);
  for (const file of files) {
    await mkdir(dirname(join(dir, file.path)), { recursive: true });
    const body = file.exports.map(
      (name) => `export const ${name} = ({ children }) => <div data-stand-in="${name}">{children}</div>;`,
    );
    await writeFile(join(dir, file.path), `${body.join('\n')}\n`);
  }
  return files.length;
}

/**
 * How long a test that reads a corpus build may take: the largest sites take minutes to build on a
 * busy 2-core host, and a test may wait for another file's build of the same site.
 */
export const corpusBuildTimeout = 900_000;

/**
 * One `docs build` of a corpus site as it is published, with the stand-ins for its missing
 * components, by the `docs` of the published package as npm installs it (what users run).
 */
export interface CorpusBuild extends RunResult {
  /** The copy of the site that was built (with its stand-ins); read it, do not edit it. */
  readonly site: string;
  readonly out: string;
}

/**
 * Builds the corpus site `name` once per test run and shares the result between test files (each
 * runs in its own process): the first caller builds, the others wait for its result. Whole corpus
 * sites take minutes to build on a busy 2-core host, and several suites read the same output.
 */
export async function corpusBuild(name: string): Promise<CorpusBuild> {
  const root = join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), 'corpus-builds', name);
  const resultFile = join(root, 'result.json');
  await mkdir(join(root, '..'), { recursive: true });
  try {
    await mkdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    while (!existsSync(resultFile)) await sleep(250);
    return JSON.parse(await readFile(resultFile, 'utf8')) as CorpusBuild;
  }
  const site = join(root, 'site');
  const out = join(root, 'dist');
  let build: CorpusBuild;
  try {
    await cp(join(corpusDir, 'docs', name), site, {
      recursive: true,
      filter: (path) => !path.includes('node_modules') && !/\/dist(\/|$)/.test(path),
    });
    await writeStandIns(site, name);
    const project = await installedOncePerRun();
    const docs = join(project, 'node_modules/.bin/docs');
    build = { site, out, ...(await runIn(project, docs, ['build', site, '--out', out])) };
  } catch (error) {
    // Callers waiting in other processes learn of the failure instead of waiting for ever.
    build = { site, out, code: null, stdout: '', stderr: String((error as Error).stack ?? error) };
  }
  await writeFile(`${resultFile}.partial`, JSON.stringify(build));
  await rename(`${resultFile}.partial`, resultFile);
  return build;
}
