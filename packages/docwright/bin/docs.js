#!/usr/bin/env node
// The published package's `docs` and `docwright` commands: the CLI compiled ahead of time by
// scripts/pack.mjs into dist/ (nothing is compiled at run time).
import module from 'node:module';
import { fileURLToPath } from 'node:url';

// From Node 22.1, V8 keeps the code it compiled from dist/ for the next run, in the project's
// node_modules/.cache beside the build caches (not in the shared temporary folder, where another
// user could plant it). The import comes after, so that it is what gets cached.
const installedIn = /^(.*?[\\/]node_modules)[\\/]/.exec(fileURLToPath(import.meta.url))?.[1];
if (installedIn !== undefined) module.enableCompileCache?.(`${installedIn}/.cache/docwright/compile`);

const { main } = await import('../dist/bin.js');
process.exitCode = await main(process.argv.slice(2));
