#!/usr/bin/env node
// Builds every docs site of ../shared/corpus (with the stand-ins the corpus test writes for the
// .jsx files the corpus leaves out) and prints docs/compatibility.md's per-site table: the exit
// code, errors, and the unknown-component and unknown-icon warnings with the names they give.
//   node scripts/compatibility-table.mjs [site ...]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const corpus = join(root, '../shared/corpus');
const manifest = JSON.parse(readFileSync(join(corpus, 'manifest.json'), 'utf8'));
const sites =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : readdirSync(join(corpus, 'docs')).sort();

const rows = [];
for (const site of sites) {
  const dir = mkdtempSync(join(tmpdir(), `compat-${site}-`));
  cpSync(join(corpus, 'docs', site), dir, {
    recursive: true,
    filter: (path) => !path.includes('node_modules'),
  });
  for (const file of manifest.component_files_not_copied ?? []) {
    if (!file.path.startsWith(`docs/${site}/`)) continue;
    const path = join(dir, file.path.slice(`docs/${site}/`.length));
    mkdirSync(dirname(path), { recursive: true });
    const body = file.exports.map(
      (name) => `export const ${name} = ({ children }) => <div data-stand-in="${name}">{children}</div>;`,
    );
    writeFileSync(path, `${body.join('\n')}\n`);
  }
  const result = spawnSync(
    process.execPath,
    [join(root, 'packages/cli/bin/docs.js'), 'build', dir, '--out', join(dir, 'dist')],
    {
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const names = (code) =>
    [...result.stderr.matchAll(new RegExp(`^warning ${code} .*\\n {2}(.*)$`, 'gm'))].map((m) => m[1]);
  const components = names('page/unknown-component').map((m) =>
    /<([\w.]+)>|component (\w+)/.exec(m)?.slice(1).find(Boolean),
  );
  const icons = names('page/unknown-icon').map((m) => /"([^"]+)"/.exec(m)?.[1]);
  const errors = /^(\d+) errors?,/m.exec(result.stderr)?.[1] ?? '?';
  const distinct = (list) => [...new Set(list)].sort().join(', ') || '–';
  rows.push(
    `| ${site} | ${result.status} | ${errors} | ${components.length} | ${distinct(components)} | ${icons.length} | ${distinct(icons)} |`,
  );
  rmSync(dir, { recursive: true, force: true });
  process.stderr.write(`${site}: exit ${result.status}\n`);
}
console.log('| site | exit | errors | unknown-component warnings | names | unknown-icon warnings | names |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
