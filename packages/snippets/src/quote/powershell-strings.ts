import { quotePowerShell } from './powershell.ts';

/**
 * PowerShell strings beyond the verbatim `'...'` of `quotePowerShell`: an expandable `"..."` string for texts
 * with control characters, and a verbatim here-string for long texts such as JSON.
 */

/** The characters PowerShell reads as a double quote (it also accepts the typographic ones). */
const doubleQuotes = '"\u201c\u201d\u201e';
/** The characters PowerShell reads as a single quote. */
const singleQuotes = "'\u2018\u2019\u201a\u201b";

const backtickEscapes: Record<string, string> = {
  '\0': '`0',
  '\u0007': '`a',
  '\b': '`b',
  '\t': '`t',
  '\n': '`n',
  '\v': '`v',
  '\f': '`f',
  '\r': '`r',
};

/**
 * A double-quoted PowerShell string written so that nothing expands: `` ` ``, `$` and every double quote are
 * backtick-escaped, common control characters are `` `n ``-style escapes, others are `$([char]0xHH)` (which,
 * unlike `` `u{HH} ``, Windows PowerShell 5.1 reads too).
 */
export function quotePowerShellExpandable(text: string): string {
  let out = '"';
  for (const char of text) {
    const backtick = backtickEscapes[char];
    if (backtick) out += backtick;
    else if (char === '`' || char === '$' || doubleQuotes.includes(char)) out += `\`${char}`;
    else {
      const code = char.codePointAt(0) ?? 0;
      out +=
        code < 0x20 || code === 0x7f || code === 0x85 || code === 0x2028 || code === 0x2029
          ? `$([char]0x${code.toString(16).padStart(2, '0')})`
          : char;
    }
  }
  return `${out}"`;
}

/**
 * The plainest PowerShell string for a text: verbatim `'...'` when it is one line of printable characters
 * (a verbatim string would keep a line break as the script file's own, CRLF or LF), else `"..."` with escapes.
 */
export function quotePowerShellString(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  return /[\u0000-\u001f\u007f\u0085\u2028\u2029]/.test(text)
    ? quotePowerShellExpandable(text)
    : quotePowerShell(text);
}

/**
 * A verbatim here-string (`@'` newline ... newline `'@`) holding `text`: nothing in it expands or needs
 * escaping. Its line breaks are those of the script file, so use it only where they do not matter (JSON).
 * Returns undefined when the text has a carriage return or other control character but tab, or a line that
 * would end the here-string (one that starts, after blanks, with a single quote and `@`).
 */
export function powerShellHereString(text: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  if (/[\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029]/.test(text)) return undefined;
  const closes = new RegExp(`^[ \\t]*[${singleQuotes}]@`);
  if (text.split('\n').some((line) => closes.test(line))) return undefined;
  return `@'\n${text}\n'@`;
}
