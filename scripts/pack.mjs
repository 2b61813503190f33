// `pnpm run pack`: makes the publishable `docwright` package, packages/docwright/dist/docwright-<version>.tgz,
// and `create-docwright` at the same version (pack-create.mjs), packages/create-docwright/dist/.
// Staged in packages/docwright/dist/package/ (ignored by git): the CLI and its worker threads
// compiled by esbuild (pack-bundle.mjs), the browser modules, styles, starter and JSON Schema
// (pack-assets.mjs), bins `docs` and `docwright`, and a package.json whose dependencies are the
// npm packages the compiled code uses, at the exact versions this repository tests with.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  copyDocs,
  copyStarter,
  copyThemeStyles,
  listFiles,
  writeClientBundles,
  writeVendorFiles,
} from './pack-assets.mjs';
import { bundledPackage, compileNodeCode } from './pack-bundle.mjs';
import { packCreate } from './pack-create.mjs';
import { bundledPackages, noticesText } from './pack-notices.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const home = join(repo, 'packages/docwright');
const outDir = join(home, 'dist');
const stage = join(outDir, 'package');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Dependencies of the workspace packages that the compiled code never imports by name (bundledPackage: compiled in). */
const notAtRunTime = /^(?:@docwright\/.*|@types\/.*|tsx|esbuild)$/;

export async function pack() {
  const { version } = readJson(join(repo, 'packages/cli/package.json'));
  await rm(outDir, { recursive: true, force: true });
  await mkdir(stage, { recursive: true });
  const dist = join(stage, 'dist');
  const define = {
    DOCWRIGHT_PACKAGED_COMPILER: JSON.stringify(`docwright@${version}:${await sourceDigest()}`),
  };
  const node = await compileNodeCode(dist, define, workspaceDependencies());
  const clientInputs = await writeClientBundles(dist);
  const vendored = await writeVendorFiles(dist);
  for (const name of vendored.names) node.dependencies.delete(name);
  await writeFile(
    join(stage, 'THIRD_PARTY_NOTICES'),
    noticesText(bundledPackages([...node.inputs, ...clientInputs, ...vendored.manifests])),
  );
  await cp(join(repo, 'LICENSE'), join(stage, 'LICENSE'));
  await copyThemeStyles(dist);
  await copyStarter(stage);
  const manifest = readJson(join(home, 'package.template.json'));
  await copyDocs(stage, manifest);
  await cp(join(home, 'bin'), join(stage, 'bin'), { recursive: true });
  delete manifest['//'];
  await writeFile(
    join(stage, 'package.json'),
    `${JSON.stringify({ ...manifest, version, dependencies: sorted(node.dependencies) }, null, 2)}\n`,
  );
  const [report] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', outDir], { cwd: stage, encoding: 'utf8' }),
  );
  return {
    tarball: join(outDir, report.filename),
    create: await packCreate(version),
    version,
    size: report.size,
    unpackedSize: report.unpackedSize,
    files: report.files.map((file) => file.path),
  };
}

/**
 * The npm dependencies of the workspace packages but build tools, types and what is compiled in,
 * each at the version installed here: the compiled code imports most of them, and resolves the
 * rest at run time with createRequire (KaTeX's and Mermaid's files, icon sets, shiki's and Ajv's
 * versions).
 */
function workspaceDependencies() {
  const dependencies = new Map();
  for (const name of workspacePackages) {
    const dir = join(repo, 'packages', name);
    for (const dep of Object.keys(readJson(join(dir, 'package.json')).dependencies ?? {})) {
      if (notAtRunTime.test(dep) || bundledPackage.test(dep)) continue;
      const version = readJson(join(dir, 'node_modules', dep, 'package.json')).version;
      const known = dependencies.get(dep);
      if (known !== undefined && known !== version)
        throw new Error(
          `${dep} is installed at both ${known} and ${version}: the package can declare only one`,
        );
      dependencies.set(dep, version);
    }
  }
  return dependencies;
}

const sorted = (map) => Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)));

const workspacePackages = (await readdir(join(repo, 'packages'))).filter((name) => name !== 'docwright');

/** A digest of every workspace source the package compiles, for the MDX compile cache's keys. */
async function sourceDigest() {
  const hash = createHash('sha256');
  const packages = join(repo, 'packages');
  for (const name of (await readdir(packages)).sort()) {
    const src = join(packages, name, 'src');
    const files = await listFiles(src).catch(() => []);
    for (const file of files.sort()) hash.update(`${name}/${file}\0`).update(readFileSync(join(src, file)));
  }
  return hash.digest('hex').slice(0, 20);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const result = await pack();
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `${result.tarball}\n${result.files.length} files, ${kb(result.size)} packed, ${kb(result.unpackedSize)} unpacked, in ${((performance.now() - started) / 1000).toFixed(1)} s\n${result.create.tarball}`,
  );
}
