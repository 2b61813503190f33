import { describe, expect, it } from 'vitest';
import { createCodeFrame } from '../src/index.ts';

/** The frame as it was made before it cut out only the lines it shows: the whole text split. */
function frameFromAllLines(text: string, line: number, column = 1, context = 2): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    const source = (lines[n - 1] ?? '').replaceAll('\t', '  ');
    out.push(
      `${marker} ${String(n).padStart(width)} | ${source.length > 160 ? `${source.slice(0, 157)}...` : source}`,
    );
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/** A seeded generator, so a failure names a case that can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('createCodeFrame', () => {
  it('shows the lines around the line, numbered, with a caret under the column', () => {
    expect(createCodeFrame('a\nb\nc\nd\ne\nf', 3, 2)).toBe(
      ['  1 | a', '  2 | b', '> 3 | c', '    |  ^', '  4 | d', '  5 | e'].join('\n'),
    );
  });

  it('cuts lines as a split at \\r?\\n does: CRLF ends a line, a lone CR stays in it', () => {
    const text = 'one\r\ntwo\rstill two\r\n\r\nfour\r';
    for (let line = 1; line <= 5; line++)
      expect(createCodeFrame(text, line)).toBe(frameFromAllLines(text, line));
    expect(createCodeFrame(text, 2)).toContain('> 2 | two\rstill two');
    expect(createCodeFrame(text, 4)).toContain('> 4 | four\r');
  });

  it('stops at the end of the text, and shows nothing for a line past it', () => {
    expect(createCodeFrame('a\nb', 2)).toBe(['  1 | a', '> 2 | b', '    | ^'].join('\n'));
    expect(createCodeFrame('a\nb', 9)).toBe('');
    expect(createCodeFrame('', 1)).toBe(frameFromAllLines('', 1));
  });

  it('makes the frame the whole-text split made, for any text, line, column and context', () => {
    const pieces = ['x', 'word', '\t', ' ', '\n', '\r\n', '\r', 'é', '\n\n', 'y'.repeat(200)];
    const next = random(34);
    for (let round = 0; round < 3_000; round++) {
      const length = Math.floor(next() * 30);
      const text = Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      const lineCount = text.split(/\r?\n/).length;
      const line = Math.floor(next() * (lineCount + 6)) - 2;
      const column = Math.floor(next() * 12);
      const context = Math.floor(next() * 4);
      expect(
        createCodeFrame(text, line, column, context),
        JSON.stringify({ text, line, column, context }),
      ).toBe(frameFromAllLines(text, line, column, context));
    }
  });

  it('reads a far line of a long text the same way', () => {
    const text = Array.from({ length: 50_000 }, (_, i) => `line ${i + 1}`).join('\r\n');
    for (const line of [1, 2, 25_000, 49_999, 50_000, 50_001])
      expect(createCodeFrame(text, line, 3)).toBe(frameFromAllLines(text, line, 3));
  });
});
