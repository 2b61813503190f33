import { describe, expect, test } from 'vitest';
import { phpNowdoc, quotePhp } from '../src/quote/php.ts';

describe('quotePhp', () => {
  test('single quotes: only the quote and the backslash are escaped', () => {
    expect(quotePhp(`it's "q" \\ \\n`)).toBe(`'it\\'s "q" \\\\ \\\\n'`);
  });

  test('interpolation stays literal in single quotes', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: `${...}` is the trap being tested
    expect(quotePhp('$var {$var} ${var} #{x}')).toBe(`'$var {$var} \${var} #{x}'`);
  });

  test('newlines and non-ASCII stay raw', () => {
    expect(quotePhp('a\nb é ✓ 😀')).toBe(`'a\nb é ✓ 😀'`);
  });

  test('control characters switch to double quotes, with $ escaped', () => {
    expect(quotePhp('a\tb\u0007 $x {$x}\r\n"')).toBe('"a\\tb\\u{7} \\$x {\\$x}\\r\\n\\""');
    expect(quotePhp('\u2028')).toBe('"\\u{2028}"');
  });
});

describe('phpNowdoc', () => {
  test('raw text under a quoted marker, closed in column 0', () => {
    expect(phpNowdoc('{\n  "a": "\\\\ $x \'"\n}')).toBe(`<<<'JSON'\n{\n  "a": "\\\\ $x '"\n}\nJSON`);
  });

  test('the marker grows past lines that start with it', () => {
    expect(phpNowdoc('JSON\n  JSON_x')).toBe(`<<<'JSON__'\nJSON\n  JSON_x\nJSON__`);
  });

  test('control characters fall back to a quoted string', () => {
    expect(phpNowdoc('a\r\nb')).toBe('"a\\r\\nb"');
  });
});
