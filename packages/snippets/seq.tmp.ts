import { readFileSync } from 'node:fs';
import { parseWithTreeSitter, packageFile } from './test/harness/tree-sitter.ts';
const g = packageFile('@repomix/tree-sitter-wasms/out/tree-sitter-swift.wasm');
for (const f of process.argv.slice(2)) console.log(f, (await parseWithTreeSitter(g, readFileSync(f, 'utf8'))).length);
