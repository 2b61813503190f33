import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Highlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PairedHighlighter, readyHighlighter } from '../src/highlight/highlighter.ts';
import { LineTokenizer } from '../src/highlight/line-tokenizer.ts';
import { plainStringsOf, shapeOf } from '../src/highlight/quoted-runs.ts';
import { loadLanguages } from '../src/index.ts';

// A line long enough that tokenizing it takes well over a millisecond.
const longLine = Array.from({ length: 200 }, (_, i) => `const a${i} = f("s${i}", ${i});`).join(' ');

/**
 * The real highlighter, whose grammar gets `limits` (in turn, the last one repeating) instead of
 * the time limits the tokenizer asks for: a machine too loaded to tokenize a line in time.
 */
function withTimeLimits(real: PairedHighlighter, limits: number[], calls: number[]): PairedHighlighter {
  const highlighter = Object.create(real.highlighter) as Highlighter;
  highlighter.getLanguage = (language) => {
    const grammar = real.highlighter.getLanguage(language);
    return Object.assign(Object.create(grammar), {
      tokenizeLine2: (text: string, state: Parameters<typeof grammar.tokenizeLine2>[1], asked: number) => {
        calls.push(asked);
        return grammar.tokenizeLine2(text, state, limits[calls.length - 1] ?? limits.at(-1) ?? asked);
      },
    });
  };
  return { highlighter, paired: real.paired };
}

describe('a line that runs out of time', () => {
  let real: PairedHighlighter;
  beforeAll(async () => {
    await loadLanguages(['javascript']);
    real = readyHighlighter() as PairedHighlighter;
  });

  it('is tokenized again with a longer limit, and comes out as on an idle machine', () => {
    const expected = new LineTokenizer(real, 'javascript').tokenize(longLine);
    const calls: number[] = [];
    const loaded = new LineTokenizer(withTimeLimits(real, [1, 0], calls), 'javascript');
    expect(loaded.tokenize(longLine)).toEqual(expected);
    expect(calls).toEqual([500, 5000]);
  });

  it('is not remembered when it runs out again, so the next block tries it afresh', () => {
    const calls: number[] = [];
    const loaded = new LineTokenizer(withTimeLimits(real, [1], calls), 'javascript');
    const [cut] = loaded.tokenize(longLine);
    const whole = cut?.segments.map((segment) => segment.text).join('');
    expect(whole).toBe(longLine);
    expect(cut?.segments.length).toBeLessThan(
      new LineTokenizer(real, 'javascript').tokenize(longLine)[0]?.segments.length ?? 0,
    );
    loaded.tokenize(longLine);
    expect(calls).toHaveLength(4);
  });
});

describe('generated code tokenized by the shape of its lines', () => {
  it("gives JSON the same tokens as tokenizing each line's own text (Stripe's schemas as JSON)", async () => {
    await loadLanguages(['json']);
    const real = readyHighlighter() as PairedHighlighter;
    const spec = JSON.parse(
      readFileSync(
        fileURLToPath(new URL('../../../../shared/corpus/openapi/stripe/spec3.json', import.meta.url)),
        'utf8',
      ),
    ) as { components: { schemas: Record<string, unknown> } };
    const code = JSON.stringify(Object.values(spec.components.schemas).slice(0, 150), null, 2);
    const strings = plainStringsOf('json');
    expect(strings).toBeDefined();
    const byShape = new LineTokenizer(real, 'json').tokenize(code, strings);
    const byText = new LineTokenizer(real, 'json').tokenize(code);
    expect(byShape.map((line) => line.segments)).toEqual(byText.map((line) => line.segments));
    // The shapes are what makes it cheaper: far fewer distinct lines to tokenize.
    const lines = code.split('\n');
    const shapes = new Set(lines.map((line) => (strings && shapeOf(line, strings)?.text) ?? line));
    expect(shapes.size).toBeLessThan(new Set(lines).size / 4);
  });
});
