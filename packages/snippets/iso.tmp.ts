import { readFileSync } from 'node:fs';
import { Parser, Language } from 'web-tree-sitter';
import { packageFile } from './test/harness/tree-sitter.ts';
await Parser.init();
const g = packageFile('@repomix/tree-sitter-wasms/out/tree-sitter-swift.wasm');
const mode = process.argv[2];
let lang = await Language.load(new Uint8Array(readFileSync(g)));
for (const f of process.argv.slice(3)) {
  if (mode === 'fresh') lang = await Language.load(new Uint8Array(readFileSync(g)));
  const p = new Parser(); p.setLanguage(lang);
  const t = p.parse(readFileSync(f, 'utf8'))!;
  console.log(f, t.rootNode.hasError);
  t.delete(); p.delete();
}
