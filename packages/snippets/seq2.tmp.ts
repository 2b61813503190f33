import { readFileSync } from 'node:fs';
import { Parser, Language } from 'web-tree-sitter';
import { packageFile } from './test/harness/tree-sitter.ts';
import { fixSwiftScannerState } from './test/harness/runners/swift.ts';
await Parser.init();
let bytes = new Uint8Array(readFileSync(packageFile('@repomix/tree-sitter-wasms/out/tree-sitter-swift.wasm')));
if (process.env.FIX) bytes = fixSwiftScannerState(bytes);
const lang = await Language.load(bytes);
const out: string[] = [];
for (const f of process.argv.slice(2)) {
  const p = new Parser(); p.setLanguage(lang);
  const t = p.parse(readFileSync(f, 'utf8'))!;
  const walk = (n: any): void => { for (const c of n.children) if (c) walk(c); }; walk(t.rootNode);
  out.push(`${f.split('/').pop()}:${t.rootNode.hasError ? 'ERR' : 'ok'}`);
  t.delete(); p.delete();
}
console.log(out.join(' '));
