import { parse } from 'acorn';
import type { Program } from 'estree';
import { describe, expect, it } from 'vitest';
import { freeReferences } from '../src/page-scope/free-names.ts';

const freeNames = (code: string) =>
  freeReferences(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program).map(
    (reference) => reference.node.name,
  );

describe('the names a page reads from its shared scope', () => {
  it('are the names nothing declares, built-in components and hooks among them', () => {
    expect(
      freeNames('export const A = () => { const [n] = useState(0); return h(Info, null, n); };'),
    ).toEqual(['useState', 'h', 'Info']);
  });

  it('leave out what a scope declares: hoisted var and function, parameters, destructuring, imports, a class expression’s own name', () => {
    const code = [
      "import { Known } from './known.js';",
      'function f(x, { y = x }) { return x + y + later + g(); }',
      'function g() { return Known; }',
      'var later = 1;',
      'const { a, b: [c] } = { a: 1, b: [2] };',
      'const Q = class Q2 { static make() { return new Q2(); } };',
      'label: for (;;) break label;',
      'export const out = a + c + Q.make();',
    ].join('\n');
    expect(freeNames(code)).toEqual([]);
  });

  it('leave `typeof x` a question and JavaScript’s globals alone', () => {
    expect(
      freeNames('export const A = () => (typeof gtag === "undefined" ? JSON.stringify(Math.PI) : window.x);'),
    ).toEqual([]);
  });

  it('count a shorthand property and a computed member, not a property name', () => {
    expect(freeNames('const o = { Tip, key: 1 }; o[Index]; o.Note;')).toEqual(['Tip', 'Index']);
  });
});
