#!/usr/bin/env node
// The published package's `docs` and `docwright` commands: the CLI compiled ahead of time by
// scripts/pack.mjs into dist/ (nothing is compiled at run time).
import { main } from '../dist/bin.js';

process.exitCode = await main(process.argv.slice(2));
