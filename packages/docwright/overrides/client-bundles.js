// Stands in for packages/site-builder/src/outputs/client-bundles.ts in the published package: the
// browser modules were compiled by that very module when the package was made (scripts/pack.mjs)
// and are read from dist/client/, so a build needs no esbuild.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export const snippetGeneratorsPath = '_docwright/snippets.js';
export const highlighterFolder = '_docwright/highlight/';

// Compiled in place of client-bundles.ts, this code names itself dist/site-builder/outputs/client-bundles.ts.
const folder = new URL('../../client/', import.meta.url);

let groups;
/** @returns {{ highlighter: string[], scripts: string[] }} the site paths of each bundle's files */
function bundleGroups() {
  groups ??= JSON.parse(readFileSync(new URL('groups.json', folder), 'utf8'));
  return groups;
}

/** @param {readonly string[]} paths */
function readFiles(paths) {
  return new Map(paths.map((path) => [path, readFileSync(new URL(path, folder), 'utf8')]));
}

export async function snippetGeneratorsBundle() {
  return readFileSync(new URL(snippetGeneratorsPath, folder), 'utf8');
}

export async function highlighterBundle() {
  return readFiles(bundleGroups().highlighter);
}

export async function clientScriptsBundle() {
  return readFiles(bundleGroups().scripts);
}

/**
 * Where scripts/pack-assets.mjs writes a script `docs serve` hands out, under dist/client/.
 * @param {string} entry its TypeScript entry (`.../dashboard.ts`)
 */
export function serverScriptFile(entry) {
  return `server/${basename(entry).replace(/\.ts$/, '.js')}`;
}

/** @param {string} entry */
export async function serverScriptBundle(entry) {
  return readFileSync(new URL(serverScriptFile(entry), folder), 'utf8');
}

export async function clientBundleFiles() {
  const [generators, highlight, theme] = await Promise.all([
    snippetGeneratorsBundle(),
    highlighterBundle(),
    clientScriptsBundle(),
  ]);
  return new Map([[snippetGeneratorsPath, generators], ...highlight, ...theme]);
}
