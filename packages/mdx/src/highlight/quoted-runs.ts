import type { Segment } from './line-tokenizer.ts';

/**
 * How plain string literals read in a language of generated request examples: the quotes that
 * open one (where `'x'` is a character or a rune, only `"`), and the contents that make the grammar
 * read the string as another language (PHP takes `'DELETE ...'` for SQL). Inside such a literal,
 * any other run of the plain characters below reads as one piece of string: no escape,
 * interpolation (`$`, `#{`, `{}`) or format placeholder (`%`) can start in it.
 */
export interface PlainStrings {
  readonly quotes: string;
  readonly embedded?: RegExp;
}

const both = { quotes: `'"` };
const double = { quotes: '"' };
const plainStrings: Readonly<Record<string, PlainStrings>> = {
  shellscript: both,
  python: both,
  javascript: both,
  typescript: both,
  php: { quotes: `'"`, embedded: /^\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|REPLACE|ALTER|AND|WITH)\b/ },
  ruby: both,
  dart: both,
  powershell: both,
  go: double,
  java: double,
  csharp: double,
  kotlin: double,
  swift: double,
  rust: double,
  c: double,
  cpp: double,
  // Response examples generated from a schema.
  json: double,
};

const plainRun = /^[\w .,:/<>=[\]()+*;!?~|-]{2,}$/;
const quoteCharacters = `'"\``;
// Before an opening quote, these make a prefixed or escaped literal (`r''`, `f""`, `@""`, `$""`,
// `\'`) or a heredoc's delimiter (`<<'EOF'`, `<<~'JSON'`, `<<<'JSON'`), whose text matters.
const prefix = /(?:[\w$@\\]|<<[~-]?|<<< ?)$/;

/**
 * A line with the inside of each plain quoted run replaced by one placeholder character, and the
 * runs it replaced (each with its place in `text`).
 */
export interface LineShape {
  readonly text: string;
  readonly runs: readonly { readonly at: number; readonly text: string }[];
}

const placeholder = 'x';

/** How this language's plain strings read, for `shapeOf`; undefined for a language not listed. */
export function plainStringsOf(language: string): PlainStrings | undefined {
  return plainStrings[language];
}

/**
 * The line's shape. Generated examples differ line to line mostly in the text of their strings
 * (URLs, field names, sample values): Stripe's 1,567 distinct lines of curl have 210 shapes.
 * `strings`: the language's (see `plainStringsOf`). Every quoted literal is stepped over whole,
 * whatever its quote, so a quote inside another literal (`"it's"`, `'"'`) never opens one; from a
 * prefixed literal on, the line is left as it is. Only a run in one of the plain quotes, of plain
 * characters only and not read as another language, is replaced. Undefined when nothing is.
 */
export function shapeOf(line: string, strings: PlainStrings): LineShape | undefined {
  const runs: { at: number; text: string }[] = [];
  let text = '';
  let copied = 0;
  for (let open = 0; open < line.length; open++) {
    const quote = line[open] as string;
    if (!quoteCharacters.includes(quote)) continue;
    // Where a prefixed literal ends (`R"x(...)x"`, a heredoc) is not where the next quote is.
    if (prefix.test(line.slice(Math.max(0, open - 4), open))) break;
    const close = closingQuote(line, quote, open + 1);
    if (close < 0) break;
    const inside = line.slice(open + 1, close);
    if (strings.quotes.includes(quote) && plainRun.test(inside) && !strings.embedded?.test(inside)) {
      text += line.slice(copied, open + 1);
      runs.push({ at: text.length, text: inside });
      text += placeholder;
      copied = close;
    }
    open = close;
  }
  return runs.length > 0 ? { text: text + line.slice(copied), runs } : undefined;
}

/** Where the literal opened before `from` by `quote` ends on this line (-1 if it does not). */
function closingQuote(line: string, quote: string, from: number): number {
  for (let at = from; at < line.length; at++) {
    if (line[at] === '\\') at++;
    else if (line[at] === quote) return at;
  }
  return -1;
}

/** The segments of a shape's line with the runs put back, each in the segment of its placeholder. */
export function fillShape(segments: readonly Segment[], shape: LineShape): Segment[] {
  const filled: Segment[] = [];
  let start = 0;
  let run = 0;
  for (const segment of segments) {
    const end = start + segment.text.length;
    let text = '';
    let from = start;
    for (let next = shape.runs[run]; next && next.at < end; next = shape.runs[++run]) {
      text += segment.text.slice(from - start, next.at - start) + next.text;
      from = next.at + placeholder.length;
    }
    filled.push({ text: text + segment.text.slice(from - start), className: segment.className });
    start = end;
  }
  return filled;
}
