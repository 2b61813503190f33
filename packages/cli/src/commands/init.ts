import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { createDocsJsonSchema } from '@docwright/config';
import { starterTemplate } from '../package-root.ts';
import { parseCommandArgs, UsageError } from '../usage.ts';

/**
 * `docs init [dir]`: writes the starter site and docs.json's JSON Schema; refuses a non-empty
 * folder. In an npm project without a folder given, the site goes to `docs/`.
 */
export async function runInit(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { help: { type: 'boolean', short: 'h' } });
  if (values.help) {
    console.log(
      'Usage: docs init [dir]   create a new documentation site in dir (default: the current folder, or docs/ in an npm project)',
    );
    return 0;
  }
  if (positionals.length > 1) throw new UsageError(`expected at most one folder, got ${positionals.length}`);
  const project = process.cwd();
  // In an npm project (`npm init -y`, an app's repository) the site gets a folder of its own, as
  // VitePress's docs do.
  const inProject = positionals[0] === undefined && isNpmProject(project) && !(await isEmpty(project));
  const dir = resolve(positionals[0] ?? (inProject ? 'docs' : '.'));
  if (!(await isEmpty(dir))) {
    const shown = relative(project, dir) || '.';
    console.error(
      `docs init: ${shown === '.' ? 'this folder' : shown} is not empty; nothing was written. Give a new folder, e.g. npx docs init ${freeName(project)}`,
    );
    return 1;
  }
  await mkdir(dir, { recursive: true });
  const starter = starterTemplate();
  // A starter built in place has a node_modules/.cache: the new site starts without one.
  const ownFile = (file: string) => !relative(starter, file).split(sep).includes('node_modules');
  await cp(starter, dir, { recursive: true, filter: ownFile });
  await writeFile(join(dir, 'docs.schema.json'), `${JSON.stringify(createDocsJsonSchema(), null, 2)}\n`);
  const shown = relative(project, dir) || '.';
  const scripts =
    isNpmProject(project) && dependsOnDocwright(project) && isPlainArgument(shown)
      ? await addScripts(project, shown)
      : [];
  const site = isPlainArgument(shown) ? shown : JSON.stringify(shown);
  const next =
    scripts.length > 0
      ? `  npm run docs:dev       preview it with live reload\n  npm run docs:build     build it for any static host\n  npm run docs:preview   look at the build before you deploy it`
      : `  npx docs dev ${site}       preview it with live reload\n  npx docs build ${site}     build it for any static host\n  npx docs preview ${site}   look at the build before you deploy it`;
  const added = scripts.length > 0 ? `\nAdded ${scripts.join(', ')} to package.json.` : '';
  console.log(`Created a documentation site in ${shown}.${added}\n\nNext:\n${next}`);
  return 0;
}

/**
 * A folder name that means the same to every shell npm may run a script with (sh, cmd.exe): no
 * spaces, quotes, `$`, `;` or `&`. Other names get no scripts, since quoting differs per shell.
 */
function isPlainArgument(path: string): boolean {
  return /^[\w./@+-]+$/.test(path) && !path.startsWith('-');
}

async function isEmpty(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

function isNpmProject(dir: string): boolean {
  return existsSync(join(dir, 'package.json'));
}

/** A folder name for the site that is free in `project`: docs, else docs-site, docs-2... */
function freeName(project: string): string {
  for (const name of ['docs', 'docs-site', ...Array.from({ length: 8 }, (_, i) => `docs-${i + 2}`)])
    if (!existsSync(join(project, name))) return name;
  return 'new-docs';
}

function dependsOnDocwright(project: string): boolean {
  const manifest = readPackageJson(project);
  return (
    manifest !== undefined &&
    ['dependencies', 'devDependencies'].some((field) => {
      const deps = manifest[field];
      return typeof deps === 'object' && deps !== null && 'docwright' in deps;
    })
  );
}

function readPackageJson(project: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds `docs:dev`, `docs:build` and `docs:preview` for the site to the project's scripts, keeping
 * any of those names the project already has and the file's indentation; returns the names added.
 */
async function addScripts(project: string, site: string): Promise<string[]> {
  const file = join(project, 'package.json');
  // A linked package.json may be another project's file: it is read, never written through.
  if (!lstatSync(file).isFile()) return [];
  const text = readFileSync(file, 'utf8');
  const manifest = readPackageJson(project);
  if (!manifest) return [];
  if (manifest.scripts !== undefined && !isPlainObject(manifest.scripts)) return [];
  const scripts = { ...(manifest.scripts as Record<string, unknown> | undefined) };
  const added: string[] = [];
  for (const command of ['dev', 'build', 'preview']) {
    const name = `docs:${command}`;
    if (name in scripts) continue;
    scripts[name] = `docs ${command} ${site}`;
    added.push(name);
  }
  if (added.length === 0) return [];
  // `scripts` replaces the field in place; a new field goes last, as npm writes it.
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
  await writeFile(file, `${JSON.stringify({ ...manifest, scripts }, null, indent)}\n`);
  return added;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
