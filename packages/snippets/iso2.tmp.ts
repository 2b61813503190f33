import { readFileSync } from 'node:fs';
import { Parser, Language } from 'web-tree-sitter';
import { packageFile } from './test/harness/tree-sitter.ts';
await Parser.init();
const g = packageFile('@repomix/tree-sitter-wasms/out/tree-sitter-swift.wasm');
const bytes = () => new Uint8Array(readFileSync(g));
const Q = readFileSync('/tmp/gen/swift/query.main.swift', 'utf8');
const J = readFileSync('/tmp/gen/swift/json-traps.main.swift', 'utf8');
function parse(lang: Language, code: string) { const p = new Parser(); p.setLanguage(lang); const t = p.parse(code)!; const e = t.rootNode.hasError; if (process.env.WALK) { const walk = (n: any): void => { for (const c of n.children) if (c) walk(c); }; walk(t.rootNode); } t.delete(); p.delete(); return e; }
const plan = process.argv[2]!;
let lang = await Language.load(bytes());
const out: string[] = [];
for (const step of plan) {
  if (step === 'L') lang = await Language.load(bytes());
  else out.push(`${step}:${parse(lang, step === 'Q' ? Q : J)}`);
}
console.log(plan, out.join(' '));
