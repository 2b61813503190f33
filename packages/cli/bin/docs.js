#!/usr/bin/env node
// Runs the CLI from a bundle of the workspace's TypeScript sources (see cli-bundle.js), which
// starts a second sooner than tsx's loader hooks; from the sources through tsx when
// DOCWRIGHT_FROM_SOURCE=1 is set or the bundle cannot be made.
import { cliBundle, compiledWorkersFolder } from './cli-bundle.js';

const entry = process.env.DOCWRIGHT_FROM_SOURCE === '1' ? undefined : await cliBundle();
// The build's worker threads, compiled with the bundle (read by site-builder's node-bundle.ts).
if (entry) globalThis[Symbol.for('docwright.compiledWorkers')] = compiledWorkersFolder(entry);
const { main } = entry ? await import(entry.href) : await importFromSource();
process.exitCode = await main(process.argv.slice(2));

async function importFromSource() {
  const { register } = await import('tsx/esm/api');
  const { fileURLToPath } = await import('node:url');
  register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.runtime.json', import.meta.url)) });
  return import('../src/bin.ts');
}
