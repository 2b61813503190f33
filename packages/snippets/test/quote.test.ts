import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { dialects, quoteCString, quoteShell, quoteSingle, singleQuoteShell } from '../src/index.ts';

/** Texts that break naive quoting in one language or another. */
const traps = [
  '',
  'plain',
  `it's "quoted"`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: interpolation syntax is the trap under test
  '$(touch /tmp/pwned) `id` $HOME ${PATH} !!',
  '#{raise "x"} #@ivar {$php} \\(swift)',
  'back\\slash \\n \\u0041 \\x41 \\',
  'line\nbreak\r\ttab',
  'bell\u0007 esc\u001b del\u007f nul-free',
  'héllo — 日本語 ✓ 😀 \u2028',
  'what??! ??/ trigraphs',
  '%s %d %n',
];

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

describe('shell quoting, read back by bash', () => {
  for (const text of traps) {
    it(JSON.stringify(text), () => {
      expect(run('bash', ['-c', `printf '%s' ${singleQuoteShell(text)}`])).toBe(text);
      expect(run('bash', ['-c', `printf '%s' ${quoteShell(text)}`])).toBe(text);
    });
  }
  it('leaves plain words bare', () => {
    expect(quoteShell('https://a.test/x')).toBe('https://a.test/x');
    expect(quoteShell('a b')).toBe(`'a b'`);
  });
});

describe('single-quoted strings, read back by PHP and Ruby', () => {
  for (const text of traps) {
    it(JSON.stringify(text), () => {
      expect(run('php', ['-r', `echo ${quoteSingle(text)};`])).toBe(text);
      expect(run('ruby', ['-e', `print ${quoteSingle(text)}`])).toBe(text);
    });
  }
});

describe('C-family strings, read back by their compilers and interpreters', () => {
  for (const text of traps) {
    it(JSON.stringify(text), () => {
      expect(
        run('/usr/bin/python3', [
          '-c',
          `import sys; sys.stdout.write(${quoteCString(text, dialects.python)})`,
        ]),
      ).toBe(text);
      expect(run('ruby', ['-e', `print ${quoteCString(text, dialects.ruby)}`])).toBe(text);
      expect(run('node', ['-e', `process.stdout.write(${quoteCString(text, dialects.javascript)})`])).toBe(
        text,
      );
    });
  }

  it('writes C control characters as three-digit octal and breaks trigraphs', () => {
    expect(quoteCString('\u00071', dialects.c)).toBe('"\\0071"');
    expect(quoteCString('??!', dialects.c)).toBe('"?\\?!"');
    expect(quoteCString('a???)b', dialects.c)).toBe('"a?\\?\\?)b"');
  });

  it('writes Java non-ASCII as \\u escapes and control characters as octal (never \\u000a)', () => {
    expect(quoteCString('é\n\u0007', dialects.java)).toBe('"\\u00e9\\n\\007"');
    expect(quoteCString('😀', dialects.java)).toBe('"\\ud83d\\ude00"');
  });

  it('escapes interpolation: $ in Kotlin and Dart, # in Ruby', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: interpolation syntax is the trap under test
    expect(quoteCString('$x ${y}', dialects.kotlin)).toBe('"\\$x \\${y}"');
    expect(quoteCString('$x', dialects.dart)).toBe('"\\$x"');
    expect(quoteCString('#{x}', dialects.ruby)).toBe('"\\#{x}"');
  });
});
