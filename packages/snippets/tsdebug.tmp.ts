import { readFileSync } from 'node:fs';
import { parseWithTreeSitter, packageFile } from './test/harness/tree-sitter.ts';
const [, , spec, file] = process.argv;
console.log(await parseWithTreeSitter(packageFile(spec as string), readFileSync(file as string, 'utf8')));
