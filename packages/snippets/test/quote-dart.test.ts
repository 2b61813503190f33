import { describe, expect, it } from 'vitest';
import { dialects, quoteCString } from '../src/quote/c-like.ts';
import { dartLiteral } from '../src/targets/dart.ts';
import { dartGrammar } from './harness/runners/dart.ts';
import { inspectWithTreeSitter, packageFile } from './harness/tree-sitter.ts';

const quote = (text: string) => quoteCString(text, dialects.dart);

/** Texts that break naive quoting, Dart's own traps (`$name`, `${...}`, `\$`) among them. */
const traps = [
  '',
  'plain',
  `it's "quoted"`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the language's own interpolation, on purpose
  '$name ${1 + 1} $ \\$ $$',
  '$(touch /tmp/pwned) `id` #{x}',
  'back\\slash \\n \\u0041 \\',
  'line\nbreak\r\ttab',
  'bell\u0007 esc\u001b del\u007f',
  'héllo — 日本語 ✓ 😀 \u2028',
];

/** Reads a double-quoted Dart string literal back as the compiler would; throws on interpolation. */
function readDartString(literal: string): string {
  expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true);
  const body = literal.slice(1, -1);
  const simple: Record<string, string> = { n: '\n', r: '\r', f: '\f', b: '\b', t: '\t', v: '\v' };
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char === '$') throw new Error(`interpolation at ${i}`);
    if (char === '"' || char === '\n' || char === '\r') throw new Error(`unescaped ${JSON.stringify(char)}`);
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = body[++i] as string;
    const unicode = /^u(?:\{([0-9a-fA-F]{1,6})\}|([0-9a-fA-F]{4}))/.exec(body.slice(i));
    if (unicode) {
      out += String.fromCodePoint(Number.parseInt((unicode[1] ?? unicode[2]) as string, 16));
      i += unicode[0].length - 1;
    } else if (next === 'x') {
      out += String.fromCharCode(Number.parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else out += simple[next] ?? next;
  }
  return out;
}

async function literalNodes(literal: string): Promise<{ text: string; types: string[]; error: boolean }> {
  return inspectWithTreeSitter(
    packageFile(dartGrammar),
    `void main() {\n  final s = ${literal};\n}\n`,
    (root) => {
      const found = { text: '', types: [] as string[] };
      const walk = (node: typeof root, inside: boolean) => {
        const isLiteral = !inside && node.type === 'string_literal';
        if (isLiteral) found.text = node.text;
        if (inside || isLiteral) found.types.push(node.type);
        for (const child of node.children) if (child) walk(child, inside || isLiteral);
      };
      walk(root, false);
      return { ...found, error: root.hasError };
    },
  );
}

describe('Dart string literals', () => {
  for (const text of traps) {
    it(JSON.stringify(text), async () => {
      const literal = quote(text);
      expect(readDartString(literal)).toBe(text);
      const nodes = await literalNodes(literal);
      expect(nodes.error).toBe(false);
      expect(nodes.text).toBe(literal);
      expect(nodes.types).not.toContain('template_substitution');
    });
  }

  it('writes JSON as Dart literals that keep one-element lists and big integers', () => {
    expect(dartLiteral(['solo'])).toBe('[\n  "solo",\n]');
    expect(dartLiteral({ a: [7], b: null, c: {}, d: 1e300, e: 12345678901234567000 })).toBe(
      '{\n  "a": [\n    7,\n  ],\n  "b": null,\n  "c": {},\n  "d": 1e+300,\n  "e": 12345678901234567000.0,\n}',
    );
  });
});
