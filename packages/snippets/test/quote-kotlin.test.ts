import { describe, expect, test } from 'vitest';
import { dialects, quoteCString } from '../src/quote/c-like.ts';
import { quoteKotlinRaw } from '../src/quote/kotlin.ts';

describe('quoteKotlinRaw', () => {
  test('keeps quotes, backslashes, newlines and non-ASCII as they are', () => {
    expect(quoteKotlinRaw('{\n  "a": "C:\\\\n \\"q\\" é 😀"\n}')).toBe(
      '"""{\n  "a": "C:\\\\n \\"q\\" é 😀"\n}"""',
    );
  });

  test('writes every $ as a template that yields $', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: `${...}` is the trap being tested
    expect(quoteKotlinRaw('$HOME ${PATH} $(id) $')).toBe(
      `"""\${'$'}HOME \${'$'}{PATH} \${'$'}(id) \${'$'}"""`,
    );
  });

  test('leaves other interpolation syntaxes alone', () => {
    expect(quoteKotlinRaw('#{1 + 1} {$x} `id`')).toBe(`"""#{1 + 1} {\${'$'}x} \`id\`"""`);
  });

  test('refuses what a raw string cannot hold', () => {
    expect(quoteKotlinRaw('a """ b')).toBeUndefined();
    expect(quoteKotlinRaw('ends with "')).toBeUndefined();
    expect(quoteKotlinRaw('cr\r\nlf')).toBeUndefined();
    expect(quoteKotlinRaw('bell\u0007')).toBeUndefined();
    expect(quoteKotlinRaw('line\u2028separator')).toBeUndefined();
  });

  test('allows tabs and a "" inside', () => {
    expect(quoteKotlinRaw('a\t"" b')).toBe('"""a\t"" b"""');
  });
});

describe('quoteCString with the Kotlin dialect', () => {
  const quote = (text: string) => quoteCString(text, dialects.kotlin);

  test('escapes quotes, backslashes and newlines', () => {
    expect(quote('say "hi"\\n\n\r\t')).toBe('"say \\"hi\\"\\\\n\\n\\r\\t"');
  });

  test('escapes $ so that no template is read', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: `${...}` is the trap being tested
    expect(quote('$HOME ${PATH}')).toBe('"\\$HOME \\${PATH}"');
  });

  test('writes control characters as \\u escapes and keeps non-ASCII', () => {
    expect(quote('bell\u0007 \u001f é ✓ 😀')).toBe('"bell\\u0007 \\u001f é ✓ 😀"');
  });

  test('leaves other languages’ interpolation alone', () => {
    expect(quote('#{x} `id` {$x}')).toBe('"#{x} `id` {\\$x}"');
  });
});
