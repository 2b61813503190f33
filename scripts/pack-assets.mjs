// The files the published package reads at run time besides its code: the browser modules every
// site gets (compiled now by the build's own client-bundles.ts, so the output is the same byte for
// byte), the icon sets' and Mermaid's files the theme reads, the theme's styles, the starter
// template and docs.json's JSON Schema.

import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, posix, relative, sep } from 'node:path';
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
  const { dashboardScriptSource } = await import('../packages/theme/src/assets.ts');
  const dashboard = dashboardScriptSource();
  await write(override.serverScriptFile(dashboard), await bundles.serverScriptBundle(dashboard));
  const groups = { highlighter: [...highlighter.keys()], scripts: [...scripts.keys()] };
  await write('groups.json', `${JSON.stringify(groups, null, 2)}\n`);
  return await bundles.clientBundleInputs();
}

/**
 * Writes dist/vendor/<name>.txt and <name>.json for each package of the theme's `vendorPackages`:
 * the texts of the files it reads one after another, and path -> [byte offset, byte length], as
 * overrides/vendor-files.js reads them. Resolves to the packages' names (no
 * longer dependencies) and their package.json paths (for the notices).
 */
export async function writeVendorFiles(distDir) {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: join(repo, 'tsconfig.runtime.json') });
  const { vendorPackages } = await import('../packages/theme/src/vendor-files.ts');
  const { vendorContentsName, vendorFileName } = await import(
    '../packages/docwright/overrides/vendor-files.js'
  );
  const resolveFromTheme = createRequire(join(repo, 'packages/theme/package.json')).resolve;
  await mkdir(join(distDir, 'vendor'), { recursive: true });
  const manifests = [];
  for (const [name, wanted] of Object.entries(vendorPackages)) {
    const root = dirname(resolveFromTheme(`${name}/package.json`));
    const index = {};
    const contents = [];
    let offset = 0;
    const paths = (await listFiles(root)).map((file) => file.split(sep).join('/')).sort();
    for (const path of paths.filter(wanted)) {
      // Read as text, as the theme reads the package's own file: the same string comes back.
      const bytes = Buffer.from(await readFile(join(root, path), 'utf8'), 'utf8');
      index[path] = [offset, bytes.length];
      contents.push(bytes);
      offset += bytes.length;
    }
    if (contents.length === 0) throw new Error(`${name}: none of the files the theme reads`);
    await writeFile(join(distDir, 'vendor', vendorContentsName(name)), Buffer.concat(contents));
    await writeFile(join(distDir, 'vendor', vendorFileName(name)), JSON.stringify(index));
    manifests.push(join(root, 'package.json'));
  }
  return { names: Object.keys(vendorPackages), manifests };
}

/**
 * The theme's stylesheets, where packages/theme/src/assets.ts and each component's folder
 * (compiled to dist/theme/) read them: styles/ and components/<name>/<name>.css.
 */
export async function copyThemeStyles(distDir) {
  const theme = join(repo, 'packages/theme/src');
  await cp(join(theme, 'styles'), join(distDir, 'theme/styles'), { recursive: true });
  await cp(join(theme, 'components'), join(distDir, 'theme/components'), {
    recursive: true,
    filter: (file) => !/\.[^/\\]+$/.test(file) || file.endsWith('.css'),
  });
}

/** templates/starter without what building it in place left (node_modules/.cache). */
export async function copyStarter(stageDir) {
  const starter = join(repo, 'templates/starter');
  await cp(starter, join(stageDir, 'templates/starter'), {
    recursive: true,
    filter: (file) => !relative(starter, file).split(sep).includes('node_modules'),
  });
}

/**
 * docs.schema.json, and README.md and CHANGELOG.md with their links made to work on npmjs.com
 * (packagedMarkdown): `manifest` is packages/docwright/package.template.json's content.
 */
export async function copyDocs(stageDir, manifest) {
  await cp(join(repo, 'packages/config/docs.schema.json'), join(stageDir, 'docs.schema.json'));
  for (const name of ['README.md', 'CHANGELOG.md']) {
    const text = await readFile(join(repo, name), 'utf8');
    await writeFile(join(stageDir, name), packagedMarkdown(text, manifest));
  }
}

/**
 * Markdown as the package ships it: a relative link or image to a file the package does not hold
 * (`docs/cli.md`, `examples/…`) would lead nowhere on npmjs.com or in node_modules, so it points
 * into the repository the manifest declares instead (`<repository>/blob/main/<path>`, images
 * `<repository>/raw/main/<path>`); links to files the package holds (its `files`), anchors and
 * absolute URLs stay as written. Links in fenced code are not links, and are left alone.
 */
export function packagedMarkdown(text, manifest) {
  const base = repositoryWebUrl(manifest);
  const shipped = (path) =>
    manifest.files.some((entry) => path === entry || path.startsWith(`${entry.replace(/\/$/, '')}/`));
  const rewrite = (prose) =>
    prose.replace(markdownLink, (whole, bang, label, target, title = '') => {
      if (/^(?:[a-z][a-z0-9+.-]*:|#|\/)/i.test(target)) return whole;
      const [path = '', anchor] = target.split('#');
      const file = posix.normalize(path.replace(/^\.\//, ''));
      if (file.startsWith('..')) throw new Error(`${target}: a link out of the repository`);
      if (shipped(file)) return whole;
      const url = `${base}/${bang ? 'raw' : 'blob'}/main/${file}${anchor === undefined ? '' : `#${anchor}`}`;
      return `${bang}[${label}](${url}${title})`;
    });
  return text
    .split(/(^```[^\n]*\n[\s\S]*?^```[^\n]*$)/m)
    .map((part, index) => (index % 2 === 1 ? part : rewrite(part)))
    .join('');
}

/** `[label](target "title")` and `![alt](target)`; the groups: `!`, label, target, title. */
export const markdownLink = /(!?)\[([^\]]*)\]\(([^)\s]+)(\s+"[^"]*")?\)/g;

/** The repository's web address from the manifest's `repository` (`git+https://….git`). */
export function repositoryWebUrl(manifest) {
  const url = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  if (typeof url !== 'string') throw new Error('package.template.json: `repository.url` is missing');
  return url.replace(/^git\+/, '').replace(/\.git$/, '');
}

/** Every file under `dir`, relative to it. */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}
