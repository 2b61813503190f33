import { readFileSync } from 'node:fs';
import { Parser, Language } from 'web-tree-sitter';
await Parser.init();
const g = process.argv[2]!;
const lang = await Language.load(new Uint8Array(readFileSync(g)));
for (const f of process.argv.slice(3)) {
  const p = new Parser(); p.setLanguage(lang);
  const t = p.parse(readFileSync(f, 'utf8'))!;
  const errs: string[] = [];
  const walk = (n: any): void => { if (n.isError || n.isMissing) { errs.push(`${n.startPosition.row + 1}:${n.startPosition.column + 1} ${n.isMissing ? 'missing' : 'error'}`); return; } for (const c of n.children) if (c) walk(c); };
  walk(t.rootNode);
  console.log(f.split('/').pop(), errs.slice(0, 3).join(', '));
  t.delete(); p.delete();
}
