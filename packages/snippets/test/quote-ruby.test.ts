import { describe, expect, test } from 'vitest';
import { quoteRuby, rubyHeredoc } from '../src/quote/ruby.ts';

describe('quoteRuby', () => {
  test('single quotes: only the quote and the backslash are escaped', () => {
    expect(quoteRuby(`it's "q" \\ \\n`)).toBe(`'it\\'s "q" \\\\ \\\\n'`);
  });

  test('#{...}, #@ivar and #$global stay literal', () => {
    expect(quoteRuby('#{raise "x"} #@ivar #$global')).toBe(`'#{raise "x"} #@ivar #$global'`);
  });

  test('newlines and non-ASCII stay raw', () => {
    expect(quoteRuby('a\nb é ✓ 😀')).toBe(`'a\nb é ✓ 😀'`);
  });

  test('control characters switch to double quotes, with # escaped', () => {
    expect(quoteRuby('a\tb\u0007 #{x}\r\n"')).toBe('"a\\tb\\u0007 \\#{x}\\r\\n\\""');
  });
});

describe('rubyHeredoc', () => {
  test('a squiggly heredoc with a quoted marker: nothing interpolated nor escaped', () => {
    expect(rubyHeredoc('{\n  "a": "#{x} \\\\ \'"\n}\n')).toBe(
      `<<~'JSON'\n  {\n    "a": "#{x} \\\\ '"\n  }\nJSON`,
    );
  });

  test('empty lines stay empty; the marker grows past a line that is the marker', () => {
    expect(rubyHeredoc('a\n\n JSON \n')).toBe(`<<~'JSON_'\n  a\n\n   JSON \nJSON_`);
  });

  test('text a heredoc cannot hold exactly falls back to a quoted string', () => {
    expect(rubyHeredoc('no final newline')).toBe(`'no final newline'`);
    expect(rubyHeredoc('  all indented\n')).toBe(`'  all indented\n'`);
    expect(rubyHeredoc('a\n   \n')).toBe(`'a\n   \n'`);
    expect(rubyHeredoc('tab\there\n')).toBe('"tab\\there\\n"');
  });
});
