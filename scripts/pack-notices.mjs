// THIRD_PARTY_NOTICES for the published package (see pack.mjs): the npm packages whose code esbuild
// compiled into it (the CLI's chunks and the browser modules), each with its version, licence and
// licence text, read from what esbuild really used (its metafile inputs), not from a list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `…/node_modules/@scope/name/dist/x.js` -> the package's folder and name (the last node_modules wins). */
function packageOfInput(path) {
  const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(path);
  return match ? { root: match[1], name: match[2] } : undefined;
}

const licenceFile = /^(?:licen[cs]e|copying)(?:[-.].*)?$/i;

/** The compiled-in packages, name@version -> { name, version, license, text }, sorted. */
export function bundledPackages(inputs) {
  const packages = new Map();
  for (const input of inputs) {
    const found = packageOfInput(input);
    if (!found) continue;
    const manifest = JSON.parse(readFileSync(join(found.root, 'package.json'), 'utf8'));
    const key = `${manifest.name}@${manifest.version}`;
    if (packages.has(key)) continue;
    const files = readdirSync(found.root)
      .filter((file) => licenceFile.test(file))
      .sort();
    packages.set(key, {
      name: manifest.name,
      version: manifest.version,
      license: licenceOf(manifest),
      text: files.map((file) => readFileSync(join(found.root, file), 'utf8').trim()).join('\n\n'),
    });
  }
  return new Map([...packages].sort(([a], [b]) => a.localeCompare(b)));
}

/** The SPDX expression of a manifest (`license`, or the old `licenses` array), or undefined. */
export function licenceOf(manifest) {
  if (typeof manifest.license === 'string') return manifest.license;
  if (manifest.license && typeof manifest.license.type === 'string') return manifest.license.type;
  if (Array.isArray(manifest.licenses))
    return manifest.licenses.map((entry) => entry.type ?? entry).join(' OR ');
  return undefined;
}

/** The notices file: a header, then one section per package. */
export function noticesText(packages) {
  const sections = [...packages.values()].map((pkg) =>
    [
      `${pkg.name}@${pkg.version}`,
      `License: ${pkg.license ?? 'not declared in its package.json'}`,
      '',
      pkg.text !== ''
        ? pkg.text
        : '(The package ships no licence file; its package.json names the licence above.)',
    ].join('\n'),
  );
  return `THIRD-PARTY NOTICES

The docwright package compiles the code of the following npm packages into its own files
(dist/*.js and the browser modules under dist/client/), or carries some of their files (icon
drawings and Mermaid's browser build, under dist/vendor/). Their licences follow. Packages that
docwright depends on at run time are installed by npm with their own licence files.

${sections.join(`\n\n${'-'.repeat(72)}\n\n`)}
`;
}
