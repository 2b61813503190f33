#!/usr/bin/env node
// Runs the TypeScript sources directly (no build step), with the workspace's compiler settings.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.runtime.json', import.meta.url)) });
const { main } = await import('../src/bin.ts');
process.exitCode = await main(process.argv.slice(2));
