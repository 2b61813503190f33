// Makes the publishable `create-docwright` package (`npm create docwright`), for pack.mjs:
// packages/create-docwright/dist/create-docwright-<version>.tgz, staged in dist/package/ (ignored
// by git). Its TypeScript sources compile into one module, dist/create.js; it has no
// dependencies, and installs docwright into the project it creates.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const home = join(repo, 'packages/create-docwright');
const esbuildEntry = createRequire(join(repo, 'packages/site-builder/package.json')).resolve('esbuild');
const { build } = await import(pathToFileURL(esbuildEntry).href);

/** Packs create-docwright at `version` (docwright's, so that each installs its own twin). */
export async function packCreate(version) {
  const outDir = join(home, 'dist');
  const stage = join(outDir, 'package');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(stage, { recursive: true });
  await build({
    entryPoints: [join(home, 'src/create.ts')],
    outfile: join(stage, 'dist/create.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'error',
  });
  await cp(join(home, 'bin'), join(stage, 'bin'), { recursive: true });
  await cp(join(home, 'README.md'), join(stage, 'README.md'));
  await cp(join(repo, 'LICENSE'), join(stage, 'LICENSE'));
  const manifest = JSON.parse(readFileSync(join(home, 'package.json'), 'utf8'));
  await writeFile(join(stage, 'package.json'), `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
  const [report] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', outDir], { cwd: stage, encoding: 'utf8' }),
  );
  return { tarball: join(outDir, report.filename), files: report.files.map((file) => file.path) };
}
