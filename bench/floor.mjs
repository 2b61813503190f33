// The floor of a build: load every spec of a site with the build's own loader (`loadSpec` from
// @docwright/api-model: parse, bundle, schema check, endpoint model) and write N empty pages
// (`<i>/index.html`, N = the site's page count). Nothing a build does can take less than this.
// Usage (run by bench.mjs under GNU time): node bench/floor.mjs <site dir> <pages> <out dir> [spec...]
// Prints one JSON line: milliseconds spent loading specs and writing files, and the operations found.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Started the way packages/cli/bin/docs.js starts, so startup costs match: from a bundle
// (DOCWRIGHT_SPEC_BUNDLE, made by bench.mjs with lib/spec-bundle.mjs), else from the sources.
const { loadSpec } = process.env.DOCWRIGHT_SPEC_BUNDLE
  ? await import(process.env.DOCWRIGHT_SPEC_BUNDLE)
  : await importFromSource();

async function importFromSource() {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.runtime.json', import.meta.url)) });
  return import('../packages/api-model/src/index.ts');
}

const [siteDir, pageArg, outDir, ...specs] = process.argv.slice(2);
const pages = Number(pageArg);
const started = performance.now();
let operations = 0;
for (const spec of specs) {
  const loaded = await loadSpec(siteDir, spec);
  if (loaded.spec) operations += loaded.spec.operations.length + loaded.spec.channels.length;
}
const parsed = performance.now();
await rm(outDir, { recursive: true, force: true });
for (let i = 0; i < pages; i++) {
  await mkdir(join(outDir, String(i)), { recursive: true });
  await writeFile(join(outDir, String(i), 'index.html'), '');
}
const written = performance.now();
console.log(
  JSON.stringify({
    parseMs: parsed - started,
    writeMs: written - parsed,
    operations,
    pages,
    specs: specs.length,
  }),
);
