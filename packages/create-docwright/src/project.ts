import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { OpenApiSource } from './openapi-source.ts';
import type { Template } from './options.ts';
import type { PackageManager } from './package-manager.ts';
import { runStep, StepFailed } from './run-step.ts';

/** Everything asked and checked: making the project needs no more answers. */
export interface Plan {
  /** The project folder, absolute. */
  readonly dir: string;
  readonly template: Template;
  readonly openapi: OpenApiSource | undefined;
  /** The Mintlify site to copy, absolute. */
  readonly from: string | undefined;
  readonly install: boolean;
  readonly manager: PackageManager;
  /** What package.json's devDependencies.docwright says: a range, a tag or `file:<tarball>`. */
  readonly docwright: string;
}

/** The site's folder in the project, as `docs init` picks it in an npm project. */
export const siteFolder = 'docs';

/** The scripts `docs init` adds to an npm project's package.json, for the site in docs/. */
const scripts = Object.fromEntries(
  ['dev', 'build', 'preview'].map((command) => [`docs:${command}`, `docs ${command} ${siteFolder}`]),
);

/** What makeProject did, for the closing message. */
export interface Made {
  readonly notes: readonly string[];
}

/**
 * Writes the project, installs it and puts the site in docs/ with the installed docwright's own
 * `docs init` or `docs migrate`. On failure, or Ctrl-C, it removes what it wrote: the folder
 * if it made it, else the folder's content.
 */
export async function makeProject(plan: Plan): Promise<Made> {
  const madeFolder = !existsSync(plan.dir);
  let interrupted = false;
  // Ctrl-C reaches the running install too, which stops; the cleanup below then runs.
  const onInterrupt = () => {
    interrupted = true;
  };
  process.on('SIGINT', onInterrupt);
  try {
    await mkdir(plan.dir, { recursive: true });
    return await writeProject(plan);
  } catch (error) {
    await (madeFolder ? rm(plan.dir, { recursive: true, force: true }) : emptyFolder(plan.dir));
    if (interrupted) throw new StepFailed('stopped by Ctrl-C; nothing was left behind');
    throw error;
  } finally {
    process.off('SIGINT', onInterrupt);
  }
}

async function writeProject(plan: Plan): Promise<Made> {
  const { dir } = plan;
  const manifest = {
    name: packageName(basename(dir)),
    version: '0.0.0',
    private: true,
    scripts,
    devDependencies: { docwright: plan.docwright },
  };
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(dir, '.gitignore'), 'node_modules/\ndist/\n');
  // Yarn 2 and later default to Plug'n'Play, which has no node_modules: docwright reads its own
  // files (the starter, styles, icons) from its folder. Yarn 1 ignores this file.
  if (plan.manager === 'yarn') await writeFile(join(dir, '.yarnrc.yml'), 'nodeLinker: node-modules\n');
  if (plan.install)
    await runStep(plan.manager, ['install'], dir, { show: true, what: `${plan.manager} install` });
  const docs = docsCommand(plan);
  const notes: string[] = [];
  if (plan.template === 'migrate') notes.push(...(await copyMintlifySite(plan, docs)));
  else {
    await docs(['init', siteFolder], 'docs init');
    if (plan.template === 'openapi' && plan.openapi) notes.push(await placeOpenApi(dir, plan.openapi));
  }
  return { notes };
}

type Docs = (args: readonly string[], what: string) => Promise<string>;

/**
 * Runs docwright's `docs`: the installed one, or without an install the one `npm exec` fetches
 * into npm's cache, so the starter always comes from the docwright package itself.
 */
function docsCommand(plan: Plan): Docs {
  const installed = join(plan.dir, 'node_modules/docwright/bin/docs.js');
  return (args, what) =>
    plan.install
      ? runStep(process.execPath, [installed, ...args], plan.dir, { show: false, what })
      : runStep(
          'npm',
          ['exec', '--yes', `--package=${npmExecSpec(plan.docwright)}`, '--', 'docs', ...args],
          plan.dir,
          {
            show: false,
            what,
          },
        );
}

/** `^0.1.0` -> `docwright@^0.1.0`; a `file:`, URL or git spec names the package by itself. */
const npmExecSpec = (spec: string) => (/^[a-z+]+:/i.test(spec) ? spec : `docwright@${spec}`);

/** The starter's description, which the openapi template replaces. */
const starterSpec = 'api-reference/openapi.yaml';

/** Puts the description in the site in place of the starter's, and points docs.json and the pages at it. */
async function placeOpenApi(dir: string, source: OpenApiSource): Promise<string> {
  const site = join(dir, siteFolder);
  const spec = `api-reference/openapi.${source.format}`;
  const docsJson = join(site, 'docs.json');
  const config = await readFile(docsJson, 'utf8');
  if (!config.includes(`"${starterSpec}"`))
    throw new StepFailed(
      `the starter's docs.json has no "${starterSpec}" to replace with the OpenAPI description; this docwright's starter does not suit create-docwright's openapi template`,
    );
  await rm(join(site, starterSpec));
  await writeFile(join(site, spec), source.text);
  await writeFile(docsJson, config.replaceAll(`"${starterSpec}"`, `"${spec}"`));
  for (const page of await readdir(site, { recursive: true }))
    if (page.endsWith('.mdx')) {
      const file = join(site, page);
      const text = await readFile(file, 'utf8');
      if (text.includes(starterSpec)) await writeFile(file, text.replaceAll(starterSpec, spec));
    }
  const shown = `${siteFolder}/${spec}`;
  return source.downloaded
    ? `Downloaded ${source.origin} to ${shown}: the site builds from that copy; download it again when the API changes.`
    : `Copied ${source.origin} to ${shown}.`;
}

/** Copies the Mintlify site into docs/ and, when it has only a mint.json, runs `docs migrate` on it. */
async function copyMintlifySite(plan: Plan, docs: Docs): Promise<string[]> {
  const from = plan.from as string;
  const site = join(plan.dir, siteFolder);
  await cp(from, site, {
    recursive: true,
    filter: (path) => !/(^|[/\\])(node_modules|\.git)$/.test(path),
  });
  // A read-only checkout copies read-only; migrate writes docs.json, and the user edits the pages.
  await makeWritable(site);
  if (existsSync(join(site, 'docs.json'))) return [`Copied ${from} (it has a docs.json) to ${siteFolder}/.`];
  const printed = await docs(['migrate', siteFolder], 'docs migrate');
  return [`Copied ${from} to ${siteFolder}/ and wrote docs.json from its mint.json:`, printed.trimEnd()];
}

async function makeWritable(dir: string): Promise<void> {
  await chmod(dir, (await stat(dir)).mode | 0o200);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory() || entry.isFile()) await chmod(path, (await stat(path)).mode | 0o200);
  }
}

async function emptyFolder(dir: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => []))
    await rm(join(dir, name), { recursive: true, force: true });
}

/** A folder name as an npm package name: lower case, no spaces or other characters npm refuses. */
export function packageName(folder: string): string {
  const name = folder
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return name === '' ? 'my-docs' : name;
}
