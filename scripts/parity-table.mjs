#!/usr/bin/env node
// Writes docs/compatibility.md's parity section (between <!-- parity:start --> and
// <!-- parity:end -->) from test/oracle/parity/: the capability table with its counts and what
// remains. test/oracle/no-silent-drop.test.ts fails when the section is stale.
//   node scripts/parity-table.mjs           prints the section
//   node scripts/parity-table.mjs --write   rewrites it in docs/compatibility.md
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = fileURLToPath(new URL('..', import.meta.url));
const load = (path) => import(pathToFileURL(join(root, path)).href);
const { configKeyWarnings } = await load('test/oracle/parity/config-key-warnings.ts');
const { paritySection, withParitySection } = await load('test/oracle/parity/parity-section.ts');

const section = paritySection(root, configKeyWarnings().warned);
if (process.argv.includes('--write')) {
  const file = join(root, 'docs/compatibility.md');
  writeFileSync(file, withParitySection(readFileSync(file, 'utf8'), section));
  // As `biome check` wants it: the formatter aligns the narrower tables' columns.
  execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', file], { stdio: 'ignore' });
  console.log(`docs/compatibility.md: parity section written (${section.split('\n').length} lines)`);
} else {
  console.log(section);
}
