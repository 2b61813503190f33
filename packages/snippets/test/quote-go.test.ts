import { describe, expect, test } from 'vitest';
import { goRawString, quoteGo } from '../src/quote/go.ts';

describe('quoteGo', () => {
  test('quotes, backslashes, newlines and control characters are escaped', () => {
    expect(quoteGo(`"q" 'a' \\ \n\r\t\u0007\u007f`)).toBe(`"\\"q\\" 'a' \\\\ \\n\\r\\t\\x07\\x7f"`);
  });

  test('non-ASCII stays raw, a byte order mark is escaped (Go rejects it in source)', () => {
    expect(quoteGo('é ✓ 😀 \ufeff')).toBe('"é ✓ 😀 \\ufeff"');
  });

  test('$ and backticks need nothing', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: `${...}` is the trap being tested
    expect(quoteGo('$x ${x} `id`')).toBe('"$x ${x} `id`"');
  });
});

describe('goRawString', () => {
  test('raw text over several lines, backslashes and quotes included', () => {
    expect(goRawString('{\n  "a": "\\\\n"\n}')).toBe('`{\n  "a": "\\\\n"\n}`');
  });

  test('backticks are spliced in from an interpreted string', () => {
    expect(goRawString('a `id` b')).toBe('`a ` + "`" + `id` + "`" + ` b`');
  });

  test('text a raw string would change falls back to quoteGo', () => {
    expect(goRawString('a\r\nb')).toBe('"a\\r\\nb"');
    expect(goRawString('nul\u0000')).toBe('"nul\\x00"');
    expect(goRawString('\ufeff')).toBe('"\\ufeff"');
  });
});
