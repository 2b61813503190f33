import { dialects, quoteCString } from './c-like.ts';

/** A Java string literal; non-ASCII as `\uXXXX`, so the source reads the same in any platform charset. */
export function quoteJava(text: string): string {
  return quoteCString(text, dialects.java);
}

/**
 * A Java text block (Java 15+) holding `text` exactly, its lines indented by `indent` (the closing
 * delimiter's indentation, which Java strips). Inside a text block `\` still starts an escape and
 * `"""` ends it, line ends are normalised to `\n` and trailing spaces are stripped: so backslashes are
 * doubled, every third quote in a row is escaped, a trailing space is written `\s`, control characters
 * as escapes, non-ASCII as `\uXXXX`, and text that does not end with a newline ends with a `\`
 * line continuation. A line ending with non-ASCII white space (which `\uXXXX` cannot save from the
 * stripping) or a U+FEFF makes it a plain string literal instead.
 */
export function javaTextBlock(text: string, indent: string): string {
  const lines = text.split('\n');
  // javac also warns of trailing white space on a line holding U+FEFF (the string is right, the lint is not).
  if (text.includes('\ufeff') || lines.some((line) => /[\u0080-\uffff]$/.test(line) && /\s$/.test(line)))
    return quoteJava(text);
  const endsWithNewline = lines[lines.length - 1] === '';
  if (endsWithNewline) lines.pop();
  const escaped = lines.map((line, index) => {
    let out = '';
    for (const char of line) {
      const code = char.codePointAt(0) ?? 0;
      if (char === '\\') out += '\\\\';
      else if (char === '\r') out += '\\r';
      else if (char === '\t') out += '\\t';
      else if (code < 0x20 || code === 0x7f) out += `\\${code.toString(8).padStart(3, '0')}`;
      else if (code > 0x7e) out += quoteJava(char).slice(1, -1);
      else out += char;
    }
    out = out.replaceAll('"""', '""\\"');
    if (out.endsWith(' ')) out = `${out.slice(0, -1)}\\s`;
    if (!endsWithNewline && index === lines.length - 1) out += '\\';
    return out === '' ? '' : `${indent}${out}`;
  });
  return `"""\n${[...escaped, `${indent}"""`].join('\n')}`;
}
