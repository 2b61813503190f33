import { readFileSync } from 'node:fs';
import { Parser, Language } from 'web-tree-sitter';
import { packageFile } from './test/harness/tree-sitter.ts';
await Parser.init();
for (const spec of ['@repomix/tree-sitter-wasms/out/tree-sitter-swift.wasm','@repomix/tree-sitter-wasms/out/tree-sitter-dart.wasm','tree-sitter-powershell/tree-sitter-powershell.wasm']) {
  const b = readFileSync(packageFile(spec));
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) await Language.load(new Uint8Array(b));
  console.log(spec, ((performance.now() - t0) / 5).toFixed(0), 'ms/load');
}
const code = { dart: readFileSync('/tmp/gen/dart/query.main.dart','utf8'), ps: readFileSync('/tmp/gen/powershell/query.request.ps1','utf8') };
for (const [k, spec] of [['dart','@repomix/tree-sitter-wasms/out/tree-sitter-dart.wasm'],['ps','tree-sitter-powershell/tree-sitter-powershell.wasm']] as const) {
  const lang = await Language.load(new Uint8Array(readFileSync(packageFile(spec))));
  const r = [];
  for (let i = 0; i < 3; i++) { const p = new Parser(); p.setLanguage(lang); const t = p.parse(code[k])!; r.push(t.rootNode.hasError); t.delete(); p.delete(); }
  console.log(k, r);
}
