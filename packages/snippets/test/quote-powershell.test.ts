import { describe, expect, it } from 'vitest';
import { quotePowerShell } from '../src/quote/powershell.ts';
import {
  powerShellHereString,
  quotePowerShellExpandable,
  quotePowerShellString,
} from '../src/quote/powershell-strings.ts';
import { powershellGrammar } from './harness/runners/powershell.ts';
import { inspectWithTreeSitter, packageFile } from './harness/tree-sitter.ts';

/** Texts that break naive quoting, PowerShell's own traps (backtick, `$(...)`, typographic quotes, `'@`) among them. */
const traps = [
  '',
  'plain',
  `it's "quoted"`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the language's own interpolation, on purpose
  '$(Remove-Item x) $env:HOME ${var} $HOME @(1) @{a=1}',
  'back`tick `n `$ ``',
  'typographic ‘single’ ‚low‛ “double” „low',
  'back\\slash \\n',
  'line\nbreak\r\ttab',
  'bell\u0007 esc\u001b nul\u0000 del\u007f',
  'héllo — 日本語 ✓ 😀',
  "here-string\n'@\n  '@ @'",
];

const singleQuotes = "'\u2018\u2019\u201a\u201b";
const doubleQuotes = '"\u201c\u201d\u201e';

/** Reads a PowerShell string literal back as PowerShell would; throws on anything that would expand. */
function readPowerShellString(literal: string): string {
  const here = /^@'\n([\s\S]*)\n'@$/.exec(literal);
  if (here) return here[1] as string;
  const open = literal[0] as string;
  const body = literal.slice(1, -1);
  if (singleQuotes.includes(open)) {
    let out = '';
    for (let i = 0; i < body.length; i++) {
      const char = body[i] as string;
      if (singleQuotes.includes(char)) {
        if (!singleQuotes.includes(body[i + 1] ?? '')) throw new Error('unpaired single quote');
        i++;
      }
      out += char;
    }
    return out;
  }
  expect(doubleQuotes).toContain(open);
  const escapes: Record<string, string> = {
    '0': '\0',
    a: '\u0007',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
  };
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char === '`') {
      const next = body[++i] as string;
      out += escapes[next] ?? next;
    } else if (char === '$') {
      const match = /^\$\(\[char\]0x([0-9a-f]+)\)/.exec(body.slice(i));
      if (!match) throw new Error(`unescaped $ at ${i}`);
      out += String.fromCodePoint(Number.parseInt(match[1] as string, 16));
      i += match[0].length - 1;
    } else if (doubleQuotes.includes(char)) throw new Error('unescaped double quote');
    else out += char;
  }
  return out;
}

/** The string literal assigned in `$s = <literal>`: its text, the node types under it, and whether it parsed. */
async function literalNodes(
  literal: string,
): Promise<{ text: string; types: string[]; subExpressions: string[]; error: boolean }> {
  return inspectWithTreeSitter(
    packageFile(powershellGrammar),
    `$s = ${literal}\nWrite-Output $s\n`,
    (root) => {
      const found = { text: '', types: [] as string[], subExpressions: [] as string[] };
      const walk = (node: typeof root, inside: boolean) => {
        const isLiteral = !inside && node.type === 'string_literal';
        if (isLiteral) found.text = node.text;
        if (inside && node.type === 'sub_expression') found.subExpressions.push(node.text);
        else if (inside || isLiteral) found.types.push(node.type);
        for (const child of node.children) if (child) walk(child, inside || isLiteral);
      };
      walk(root, false);
      return { ...found, error: root.hasError };
    },
  );
}

const expanding = ['variable', 'sub_expression', 'array_expression', 'hash_literal_expression'];

describe('PowerShell strings', () => {
  for (const text of traps) {
    for (const [name, quote] of [
      ['quotePowerShell', quotePowerShell],
      ['quotePowerShellExpandable', quotePowerShellExpandable],
      ['quotePowerShellString', quotePowerShellString],
      ['powerShellHereString', powerShellHereString],
    ] as const) {
      const literal = quote(text);
      // A verbatim string keeps control characters raw: quotePowerShellString sends those texts to "...".
      if (
        literal === undefined ||
        (name === 'quotePowerShell' && [...text].some((char) => char < ' ' || char === '\u007f'))
      )
        continue;
      it(`${name} ${JSON.stringify(text)}`, async () => {
        expect(readPowerShellString(literal)).toBe(text);
        const nodes = await literalNodes(literal);
        expect(nodes.error).toBe(false);
        expect(nodes.text).toBe(literal);
        for (const type of expanding) expect(nodes.types).not.toContain(type);
        // The only subexpressions are the `$([char]0xHH)` written for control characters.
        for (const sub of nodes.subExpressions) expect(sub).toMatch(/^\$\(\[char\]0x[0-9a-f]+\)$/);
      });
    }
  }

  it('uses a verbatim string unless the text has control characters', () => {
    expect(quotePowerShellString(`it's $HOME`)).toBe(`'it''s $HOME'`);
    expect(quotePowerShellString('a\nb $x')).toBe('"a`nb `$x"');
    expect(quotePowerShellExpandable('\u0001')).toBe('"$([char]0x01)"');
  });

  it('refuses here-strings a line of the text would end, or whose line breaks matter', () => {
    expect(powerShellHereString("a\n'@b")).toBeUndefined();
    expect(powerShellHereString('a\n  \u2019@')).toBeUndefined();
    expect(powerShellHereString('a\r\nb')).toBeUndefined();
    expect(powerShellHereString('{"a": "\'@"}')).toBe(`@'\n{"a": "'@"}\n'@`);
  });
});
