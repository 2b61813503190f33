import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { quoteCLines, quoteCppRaw, rawUnsafe } from '../src/quote/c.ts';
import { dialects } from '../src/quote/c-like.ts';

const run = promisify(execFile);

/** Every trap at once: quotes, backslashes, line breaks, control characters, `??` trigraphs, `%`, interpolation syntax, non-ASCII. */
const traps = `say "hi" \\ C:\\new \\u0041 ??! ??= ?? ? %s %d {x} {{y}} $HOME \${x} #{x} \`id\` é ✓ 😀\n\ttab\rcr\r\nline\u0007bell\u0000nul7\u001f\u007fdel\u2028ls\n`;

describe('quoteCLines', () => {
  test('one literal per line, each keeping its newline', () => {
    expect(quoteCLines('a\nb\n', dialects.c)).toEqual(['"a\\n"', '"b\\n"']);
    expect(quoteCLines('a\nb', dialects.c)).toEqual(['"a\\n"', '"b"']);
    expect(quoteCLines('', dialects.c)).toEqual(['""']);
  });

  test('C: quotes, backslashes, octal controls that a digit cannot extend, trigraphs broken', () => {
    expect(quoteCLines('"x" \\ \u0007 \u00007 ??! é', dialects.c)).toEqual([
      '"\\"x\\" \\\\ \\007 \\0007 ?\\?! é"',
    ]);
  });

  test('C#: \\u escapes, and `{`, `$` left alone in a regular string', () => {
    expect(quoteCLines('{x} $y \u0007\n"z"', dialects.csharp)).toEqual(['"{x} $y \\u0007\\n"', '"\\"z\\""']);
  });
});

describe('quoteCppRaw', () => {
  test('raw literal, with a delimiter only when the text holds `)"`', () => {
    expect(quoteCppRaw('a "b" \\n\nc')).toBe('R"(a "b" \\n\nc)"');
    expect(quoteCppRaw('x)"y', 'json')).toBe('R"json(x)"y)json"');
    expect(quoteCppRaw('x)"y)json"', 'json')).toBe('R"json1(x)"y)json")json1"');
    expect(quoteCppRaw('x)"y')).toBe('R"raw1(x)"y)raw1"');
  });

  test('undefined for control characters a raw literal cannot carry', () => {
    expect(quoteCppRaw('a\rb')).toBeUndefined();
    expect(quoteCppRaw('a\u0007b')).toBeUndefined();
    expect(quoteCppRaw('a\tb\nc')).toBe('R"(a\tb\nc)"');
  });
});

/** Compiles a program that writes the literal's bytes to a file, and returns those bytes. */
async function roundTrip(compiler: 'gcc' | 'g++', literal: string): Promise<Buffer> {
  const dir = await mkdtemp(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), 'quote-c-'));
  const source = join(dir, compiler === 'gcc' ? 'main.c' : 'main.cpp');
  await writeFile(
    source,
    `#include <stdio.h>\nstatic const char text[] =\n${literal};\nint main(void)\n{\n  FILE *out = fopen("out.bin", "wb");\n  fwrite(text, 1, sizeof(text) - 1, out);\n  fclose(out);\n  return 0;\n}\n`,
  );
  // ISO modes turn trigraphs on (C11; C++11 still has them, C++17 dropped them).
  const std = compiler === 'gcc' ? '-std=c11' : '-std=c++11';
  await run(compiler, [std, '-Wall', '-Wextra', '-Werror', '-o', join(dir, 'main'), source]);
  await run(join(dir, 'main'), [], { cwd: dir });
  return readFile(join(dir, 'out.bin'));
}

describe('the compilers read the literals back byte for byte', () => {
  test('gcc, adjacent literals', async () => {
    const bytes = await roundTrip('gcc', quoteCLines(traps, dialects.c).join('\n'));
    expect(bytes.equals(Buffer.from(traps, 'utf8'))).toBe(true);
  });

  test('g++, a raw literal', async () => {
    const text = [...traps].filter((char) => !rawUnsafe(char)).join('');
    const raw = quoteCppRaw(`${text})"`, 'text');
    expect(raw).toBeDefined();
    const bytes = await roundTrip('g++', raw ?? '');
    expect(bytes.toString('utf8')).toBe(`${text})"`);
  });
});
