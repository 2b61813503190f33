#!/usr/bin/env node
// `npm create docwright`: the sources compiled by scripts/pack.mjs into dist/ (nothing is compiled at run time).
import { main } from '../dist/create.js';

process.exitCode = await main(process.argv.slice(2));
