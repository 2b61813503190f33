/**
 * Double-quoted string literals for the C family (C, C++, C#, Java, Go, JavaScript, TypeScript,
 * Python, Kotlin, Swift, Rust, Dart, Ruby). One escaper, with the differences each language needs.
 */
export interface CStringDialect {
  /** Characters that start interpolation and must be escaped: `$` in Kotlin and Dart, `#` in Ruby. */
  readonly escapeChars?: string;
  /** How to write a control character other than \n \r \t: `\xHH`, `\u00HH`, `\u{HH}` or octal. */
  readonly control: 'hex' | 'unicode4' | 'unicode-braced' | 'octal';
  /** Write non-ASCII characters as `\uXXXX` (Java: javac reads sources in the platform charset before Java 18). */
  readonly asciiOnly?: boolean;
  /** Break `??` so that a compiler with trigraphs enabled (C before C23 in strict modes) reads two `?`. */
  readonly trigraphs?: boolean;
}

const simpleEscapes: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '"': '\\"',
  '\\': '\\\\',
};

export function quoteCString(text: string, dialect: CStringDialect): string {
  let out = '"';
  let previous = '';
  for (const char of text) {
    if (dialect.trigraphs && char === '?' && previous === '?') {
      // Every `?` after a `?` is escaped: `???)` must not leave a `??)` behind.
      out += '\\?';
      continue;
    }
    previous = char;
    const simple = simpleEscapes[char];
    if (simple) {
      out += simple;
      continue;
    }
    if (dialect.escapeChars?.includes(char)) {
      out += `\\${char}`;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) {
      out += escapeCodePoint(code, dialect.control);
      continue;
    }
    if (dialect.asciiOnly && code > 0x7f) {
      out += escapeCodePoint(code, 'unicode4');
      continue;
    }
    // U+2028/2029 end lines in some parsers and Go rejects a byte-order mark inside a file:
    // escaping them costs nothing.
    if (code === 0x2028 || code === 0x2029 || code === 0xfeff) {
      out += escapeCodePoint(
        code,
        dialect.control === 'octal' || dialect.control === 'hex' ? 'unicode4' : dialect.control,
      );
      continue;
    }
    out += char;
  }
  return `${out}"`;
}

function escapeCodePoint(code: number, style: CStringDialect['control']): string {
  switch (style) {
    case 'octal':
      // Always three digits, so a following digit is never taken into the escape.
      return `\\${code.toString(8).padStart(3, '0')}`;
    case 'hex':
      return `\\x${code.toString(16).padStart(2, '0')}`;
    case 'unicode4':
      return code > 0xffff
        ? String.fromCodePoint(code)
            .split('')
            .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
            .join('')
        : `\\u${code.toString(16).padStart(4, '0')}`;
    case 'unicode-braced':
      return `\\u{${code.toString(16)}}`;
  }
}

/** The dialects, named by language. */
export const dialects = {
  c: { control: 'octal', trigraphs: true },
  go: { control: 'hex' },
  // Java turns \uXXXX into characters before it reads string literals, so \u000a would end the
  // literal: control characters are octal, and only printable characters use \u.
  java: { control: 'octal', asciiOnly: true },
  csharp: { control: 'unicode4' },
  javascript: { control: 'unicode4' },
  python: { control: 'hex' },
  kotlin: { control: 'unicode4', escapeChars: '$' },
  dart: { control: 'unicode4', escapeChars: '$' },
  swift: { control: 'unicode-braced' },
  rust: { control: 'unicode-braced' },
  ruby: { control: 'unicode4', escapeChars: '#' },
} as const satisfies Record<string, CStringDialect>;
