import { describe, expect, it } from 'vitest';
import { quoteSwift, swiftRawMultilineString } from '../src/quote/swift.ts';
import { fixSwiftScannerState, swiftGrammar } from './harness/runners/swift.ts';
import { inspectWithTreeSitter, packageFile } from './harness/tree-sitter.ts';

/** Texts that break naive quoting, Swift's own traps (`\(`, `\#(`, `"""#`, `"#`) among them. */
const traps = [
  '',
  'plain',
  `it's "quoted"`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the language's own interpolation, on purpose
  '$(touch /tmp/pwned) `id` $HOME ${PATH} #{x}',
  'interpolation \\(name) \\#(name) \\##(name)',
  'back\\slash \\n \\u{41} \\',
  'line\nbreak\ttab',
  'bell\u0007 esc\u001b del\u007f',
  'héllo — 日本語 ✓ 😀',
  'ends a raw string: "# "## """# """##',
];

/** Reads a one-line Swift string literal back as the compiler would (throws on interpolation or a bad escape). */
function readSwiftString(literal: string): string {
  expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true);
  const body = literal.slice(1, -1);
  const simple: Record<string, string> = {
    '0': '\0',
    '\\': '\\',
    t: '\t',
    n: '\n',
    r: '\r',
    '"': '"',
    "'": "'",
  };
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char === '"' || char === '\n' || char === '\r') throw new Error(`unescaped ${JSON.stringify(char)}`);
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = body[++i] as string;
    if (next in simple) out += simple[next];
    else if (next === 'u') {
      const match = /^\{([0-9a-fA-F]{1,8})\}/.exec(body.slice(i + 1));
      if (!match) throw new Error('bad \\u escape');
      out += String.fromCodePoint(Number.parseInt(match[1] as string, 16));
      i += match[0].length;
    } else throw new Error(`escape \\${next} (interpolation or unknown)`);
  }
  return out;
}

/** Whether the text has a control character other than line feed and tab. */
const hasControl = (text: string) =>
  [...text].some((char) => (char < ' ' && char !== '\n' && char !== '\t') || char === '\u007f');

const grammar = () => packageFile(swiftGrammar);

/** The node types under the literal assigned in `let s = <literal>`, or the syntax errors. */
async function literalNodes(literal: string): Promise<{ text: string; types: string[]; error: boolean }> {
  return inspectWithTreeSitter(
    grammar(),
    `let s = ${literal}\nprint(s)\n`,
    (root) => {
      const value = root.firstChild?.childForFieldName('value');
      const types: string[] = [];
      const walk = (node: NonNullable<typeof value>) => {
        types.push(node.type);
        for (const child of node.children) if (child) walk(child);
      };
      if (value) walk(value);
      return { text: value?.text ?? '', types, error: root.hasError };
    },
    fixSwiftScannerState,
  );
}

describe('Swift string literals', () => {
  for (const text of traps) {
    it(`quoteSwift ${JSON.stringify(text)}`, async () => {
      const literal = quoteSwift(text);
      expect(readSwiftString(literal)).toBe(text);
      const nodes = await literalNodes(literal);
      expect(nodes.error).toBe(false);
      expect(nodes.text).toBe(literal);
      expect(nodes.types).not.toContain('interpolated_expression');
    });
  }

  it('writes control characters as \\u{HH} and leaves \\( inert', () => {
    expect(quoteSwift('\u0007\\(x)')).toBe('"\\u{7}\\\\(x)"');
  });

  for (const text of traps.filter((trap) => !hasControl(trap))) {
    it(`swiftRawMultilineString ${JSON.stringify(text)}`, async () => {
      const literal = swiftRawMultilineString(text) as string;
      const match = /^(#+)"""\n([\s\S]*)\n"""(#+)$/.exec(literal);
      expect(match?.[2]).toBe(text);
      const hashes = match?.[1] ?? '';
      // Nothing in the text can escape, interpolate or close: no `\` nor `"` followed by that many `#`.
      expect(text.includes(`\\${hashes}`) || text.includes(`"${hashes}`)).toBe(false);
      const nodes = await literalNodes(literal);
      expect(nodes.error).toBe(false);
      expect(nodes.text).toBe(literal);
      expect(nodes.types).not.toContain('interpolated_expression');
    });
  }

  it('uses more # than any run in the text', () => {
    expect(swiftRawMultilineString('{"a": 1}')).toBe('#"""\n{"a": 1}\n"""#');
    expect(swiftRawMultilineString('"## \\#')?.startsWith('###"""')).toBe(true);
  });

  it('gives up on texts a multi-line literal cannot hold byte for byte', () => {
    expect(swiftRawMultilineString('a\r\nb')).toBeUndefined();
    expect(swiftRawMultilineString('bell\u0007')).toBeUndefined();
    expect(swiftRawMultilineString('a\u2028b')).toBeUndefined();
  });
});
