// The files the published package reads at run time besides its code: the browser modules every
// site gets (compiled now by the build's own client-bundles.ts, so the output is the same byte for
// byte), the theme's styles, the starter template and docs.json's JSON Schema.
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * Writes dist/client/<site path> and dist/client/groups.json (read by overrides/client-bundles.js);
 * resolves to the files the modules compiled in.
 */
export async function writeClientBundles(distDir) {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: join(repo, 'tsconfig.runtime.json') });
  const bundles = await import('../packages/site-builder/src/outputs/client-bundles.ts');
  const override = await import('../packages/docwright/overrides/client-bundles.js');
  for (const name of ['snippetGeneratorsPath', 'highlighterFolder'])
    if (bundles[name] !== override[name])
      throw new Error(`overrides/client-bundles.js: ${name} differs from the build's`);
  const folder = join(distDir, 'client');
  const write = async (path, text) => {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), text);
  };
  await write(bundles.snippetGeneratorsPath, await bundles.snippetGeneratorsBundle());
  const highlighter = await bundles.highlighterBundle();
  const scripts = await bundles.clientScriptsBundle();
  for (const [path, text] of [...highlighter, ...scripts]) await write(path, text);
  const groups = { highlighter: [...highlighter.keys()], scripts: [...scripts.keys()] };
  await write('groups.json', `${JSON.stringify(groups, null, 2)}\n`);
  return await bundles.clientBundleInputs();
}

/** The theme's stylesheets, where packages/theme/src/assets.ts (compiled to dist/theme/) reads them. */
export async function copyThemeStyles(distDir) {
  await cp(join(repo, 'packages/theme/src/styles'), join(distDir, 'theme/styles'), { recursive: true });
}

/** templates/starter without what building it in place left (node_modules/.cache). */
export async function copyStarter(stageDir) {
  const starter = join(repo, 'templates/starter');
  await cp(starter, join(stageDir, 'templates/starter'), {
    recursive: true,
    filter: (file) => !relative(starter, file).split(sep).includes('node_modules'),
  });
}

export async function copyDocs(stageDir) {
  await cp(join(repo, 'packages/config/docs.schema.json'), join(stageDir, 'docs.schema.json'));
  await cp(join(repo, 'README.md'), join(stageDir, 'README.md'));
  await cp(join(repo, 'CHANGELOG.md'), join(stageDir, 'CHANGELOG.md'));
}

/** Every file under `dir`, relative to it. */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}
