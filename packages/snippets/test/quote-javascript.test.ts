import { describe, expect, test } from 'vitest';
import { jsKey, jsLiteral, quoteJs } from '../src/quote/javascript.ts';

/** Evaluates JavaScript source as strict-mode code (module code is strict) and returns its value. */
function evaluate(source: string): unknown {
  return new Function(`"use strict"; return (${source});`)();
}

const traps = [
  'double "quotes" and single \'quotes\'',
  'back\\slash \\n \\u0041 \\',
  'line one\nline two\r\n\ttabbed',
  'bell\u0007 nul\u0000 escape\u001b del\u007f',
  `template \`backtick\` \${interpolation} $HOME #{ruby} {$php}`,
  'separators \u2028 and \u2029',
  'unicode é ✓ 日本語 😀',
  '</script><!-- -->',
  '',
];

describe('quoteJs', () => {
  test.each(traps)('%j reads back as the same string', (text) => {
    const literal = quoteJs(text);
    expect(evaluate(literal)).toBe(text);
    expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true);
  });

  test('writes line breaks and control characters as escapes, on one line', () => {
    const literal = quoteJs('a\nb\rc\u0007d\u2028e');
    expect(literal).toBe('"a\\nb\\rc\\u0007d\\u2028e"');
    expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
  });

  test('writes `</` as `<\\/`, so a `</script>` in a string cannot end an inline script', () => {
    expect(quoteJs('a</script>b')).toBe('"a<\\/script>b"');
  });

  test('leaves `${`, backticks and non-ASCII as they are (a double-quoted string interpolates nothing)', () => {
    expect(quoteJs(`\${x} \`y\` é`)).toBe(`"\${x} \`y\` é"`);
  });
});

describe('jsKey', () => {
  test('identifiers stay bare, other names are quoted', () => {
    expect(jsKey('name')).toBe('name');
    expect(jsKey('$ref')).toBe('$ref');
    expect(jsKey('a-b')).toBe('"a-b"');
    expect(jsKey('0')).toBe('"0"');
    expect(jsKey('Accept', false)).toBe('"Accept"');
  });

  test('__proto__ is a computed key, so it makes a property and not a prototype', () => {
    expect(jsKey('__proto__')).toBe('["__proto__"]');
    const value = evaluate(`{ ${jsKey('__proto__')}: 1 }`) as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
});

describe('jsLiteral', () => {
  test('a JSON value reads back equal, __proto__ and tricky strings included', () => {
    const value = JSON.parse(
      JSON.stringify({
        text: traps.join(' | '),
        'key with "quotes"': [1, -2.5, 9007199254740991, 0, true, false, null],
        nested: { list: [{ id: 1 }], empty: {}, none: [] },
        0: 'numeric key',
      }).replace('"nested"', '"__proto__":{"own":true},"nested"'),
    ) as unknown;
    const literal = jsLiteral(value);
    expect(JSON.stringify(evaluate(literal))).toBe(JSON.stringify(value));
  });

  test('short lists of plain values stay on one line, objects take one line per property', () => {
    expect(jsLiteral({ ids: [7], name: 'x' })).toBe('{\n  ids: [7],\n  name: "x",\n}');
  });
});
