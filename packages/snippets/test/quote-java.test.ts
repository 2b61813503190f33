import { describe, expect, test } from 'vitest';
import { javaTextBlock, quoteJava } from '../src/quote/java.ts';

describe('quoteJava', () => {
  test('quotes, backslashes, newlines and control characters are escaped', () => {
    expect(quoteJava(`"q" \\ \n\t\u0007`)).toBe('"\\"q\\" \\\\ \\n\\t\\007"');
  });

  test('non-ASCII is written \\uXXXX, surrogate pairs included', () => {
    expect(quoteJava('é 😀')).toBe('"\\u00e9 \\ud83d\\ude00"');
  });

  test('a backslash before u is doubled, so it never starts a unicode escape', () => {
    expect(quoteJava('\\u0041')).toBe('"\\\\u0041"');
  });
});

describe('javaTextBlock', () => {
  test('lines indented under the closing delimiter; backslashes doubled', () => {
    expect(javaTextBlock('{\n  "a": "\\\\n"\n}\n', '    ')).toBe(
      '"""\n    {\n      "a": "\\\\\\\\n"\n    }\n    """',
    );
  });

  test('a third quote in a row is escaped', () => {
    expect(javaTextBlock('"""x""""\n', '')).toBe('"""\n""\\"x""\\""\n"""');
  });

  test('trailing spaces survive as \\s; control characters and non-ASCII are escapes', () => {
    expect(javaTextBlock('a  \n\r\t\u0007é\n', '  ')).toBe('"""\n  a \\s\n  \\r\\t\\007\\u00e9\n  """');
  });

  test('text without a final newline ends with a line continuation; no text, no lines', () => {
    expect(javaTextBlock('a\nb', '  ')).toBe('"""\n  a\n  b\\\n  """');
    expect(javaTextBlock('', '  ')).toBe('"""\n  """');
  });

  test('empty lines stay empty; non-ASCII white space at a line end falls back to a string', () => {
    expect(javaTextBlock('a\n\nb\n', '  ')).toBe('"""\n  a\n\n  b\n  """');
    expect(javaTextBlock('a\u3000\n', '  ')).toBe('"a\\u3000\\n"');
    expect(javaTextBlock('\ufeff\n', '  ')).toBe('"\\ufeff\\n"');
  });
});
