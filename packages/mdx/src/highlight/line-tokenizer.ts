import { EncodedTokenMetadata, INITIAL, type StateStack } from 'shiki/textmate';
import { type ThemedHighlighters, themes } from './highlighter.ts';

/** A run of a line's text with its light and dark style (CSS declarations; '' for the default colours). */
export interface Segment {
  readonly text: string;
  readonly style: string;
}

/** One line of code, tokenized in both themes. */
export interface TokenizedLine {
  readonly segments: readonly Segment[];
  /** The grammar states (per theme, interned ids) the next line starts in. */
  readonly next: StatePair;
}

type StatePair = readonly [light: number, dark: number];

/** The themes' text colours: tokens in them need no style of their own, they inherit the block's. */
interface DefaultColors {
  readonly light: string;
  readonly dark: string;
}

interface Token {
  readonly start: number;
  readonly color: string;
  readonly fontStyle: number;
}

// Per line, a grammar gives up after this long and leaves the rest of the line uncoloured.
const lineTimeLimitMs = 500;
// A long-running `docs dev` forgets a language's lines when it holds more than this.
const maxLinesPerLanguage = 200_000;

/**
 * Tokenizes code line by line, remembering each line's result by (grammar states it starts in,
 * text). A textmate grammar's output for a line depends on nothing else, and generated request
 * examples repeat most lines (imports, headers, body fields) across operations: the Stripe spec's
 * 82,000 example lines have 11,000 distinct texts. States are interned with the grammar's own
 * `equals`, so equal states share an id and lines after them hit the memo too.
 */
export class LineTokenizer {
  readonly #highlighters: ThemedHighlighters;
  readonly #language: string;
  readonly #states = [new StateTable(), new StateTable()] as const;
  readonly #defaultColors: DefaultColors;
  #lines = new Map<string, TokenizedLine>();

  constructor(highlighters: ThemedHighlighters, language: string) {
    this.#highlighters = highlighters;
    this.#language = language;
    this.#defaultColors = {
      light: highlighters.light.getTheme(themes.light).fg.toLowerCase(),
      dark: highlighters.dark.getTheme(themes.dark).fg.toLowerCase(),
    };
  }

  tokenize(code: string): TokenizedLine[] {
    const texts = code.split(/\r?\n/);
    const light = this.#themePass(0, texts);
    const dark = this.#themePass(1, texts);
    return texts.map((text, i) => {
      const l = light[i] as ThemedLine;
      const d = dark[i] as ThemedLine;
      const key = `${l.start}:${d.start}:${text}`;
      let line = this.#lines.get(key);
      if (!line) {
        line = {
          segments: mergeThemes(text, l.tokens, d.tokens, this.#defaultColors),
          next: [l.next, d.next],
        };
        if (this.#lines.size >= maxLinesPerLanguage) this.#lines = new Map();
        this.#lines.set(key, line);
      }
      return line;
    });
  }

  #themePass(index: 0 | 1, texts: readonly string[]): ThemedLine[] {
    const theme = index === 0 ? 'light' : 'dark';
    const table = this.#states[index];
    const out: ThemedLine[] = [];
    let state = 0;
    for (const text of texts) {
      // An empty line changes no state (as in shiki), whatever the grammar.
      const line = text === '' ? { start: state, tokens: [], next: state } : table.line(state, text);
      out.push(line ?? this.#tokenizeIn(theme, table, state, text));
      state = (out.at(-1) as ThemedLine).next;
    }
    return out;
  }

  #tokenizeIn(theme: 'light' | 'dark', states: StateTable, stateId: number, text: string): ThemedLine {
    const highlighter = this.#highlighters[theme];
    const { colorMap } = highlighter.setTheme(themes[theme]);
    const grammar = highlighter.getLanguage(this.#language);
    const result = grammar.tokenizeLine2(text, states.get(stateId), lineTimeLimitMs);
    const tokens: Token[] = [];
    for (let i = 0; i < result.tokens.length; i += 2) {
      const metadata = result.tokens[i + 1] ?? 0;
      tokens.push({
        start: result.tokens[i] ?? 0,
        color: colorMap[EncodedTokenMetadata.getForeground(metadata)] ?? '',
        fontStyle: EncodedTokenMetadata.getFontStyle(metadata),
      });
    }
    const line = { start: stateId, tokens, next: states.intern(result.ruleStack) };
    states.remember(stateId, text, line);
    return line;
  }
}

/** A line tokenized in one theme: the state it starts in, its tokens, the state after it. */
interface ThemedLine {
  readonly start: number;
  readonly tokens: readonly Token[];
  readonly next: number;
}

/** Grammar states with small ids: equal states (by the grammar's `equals`) get the same id. */
class StateTable {
  readonly #states: StateStack[] = [INITIAL];
  #lines = new Map<string, ThemedLine>();

  line(state: number, text: string): ThemedLine | undefined {
    return this.#lines.get(`${state}:${text}`);
  }

  remember(state: number, text: string, line: ThemedLine): void {
    if (this.#lines.size >= maxLinesPerLanguage) this.#lines = new Map();
    this.#lines.set(`${state}:${text}`, line);
  }

  readonly #byDepth = new Map<number, number[]>();

  get(id: number): StateStack {
    return this.#states[id] ?? INITIAL;
  }

  intern(state: StateStack): number {
    const candidates = this.#byDepth.get(state.depth) ?? [];
    for (const id of candidates) {
      const known = this.#states[id];
      if (known && sameState(known, state)) return id;
    }
    this.#states.push(state);
    this.#byDepth.set(state.depth, [...candidates, this.#states.length - 1]);
    return this.#states.length - 1;
  }
}

interface StateFrame {
  readonly parent?: StateFrame | null;
  readonly beginRuleCapturedEOL?: boolean;
}

/** `equals` leaves out whether a begin rule matched the line end, which decides `\G` on the next line. */
function sameState(a: StateStack, b: StateStack): boolean {
  if (!a.equals(b)) return false;
  let x = a as unknown as StateFrame | null | undefined;
  let y = b as unknown as StateFrame | null | undefined;
  while (x && y) {
    if (x.beginRuleCapturedEOL !== y.beginRuleCapturedEOL) return false;
    x = x.parent;
    y = y.parent;
  }
  return true;
}

const fontStyles: ReadonlyArray<readonly [bit: number, property: string, value: string]> = [
  [1, 'font-style', 'italic'],
  [2, 'font-weight', 'bold'],
  [4, 'text-decoration', 'underline'],
  [8, 'text-decoration', 'line-through'],
];

/** A token's CSS declarations for one theme (`--shiki-light:#d73a49;--shiki-light-font-style:italic`). */
function declarations(variable: string, color: string, defaultColor: string, fontStyle: number): string[] {
  const out = color.toLowerCase() === defaultColor ? [] : [`${variable}:${color}`];
  for (const [bit, property, value] of fontStyles) {
    if (fontStyle & bit) out.push(`${variable}-${property}:${value}`);
  }
  return out;
}

/**
 * The line cut at every token boundary of either theme, each piece styled for both; whitespace
 * takes its neighbour's style and equal neighbours join, so the markup stays small.
 */
function mergeThemes(
  text: string,
  light: readonly Token[],
  dark: readonly Token[],
  defaults: DefaultColors,
): Segment[] {
  const cuts = [...new Set([0, ...light.map((t) => t.start), ...dark.map((t) => t.start), text.length])]
    .filter((cut) => cut <= text.length)
    .sort((a, b) => a - b);
  const pieces: { text: string; style: string }[] = [];
  let li = 0;
  let di = 0;
  for (let i = 0; i + 1 < cuts.length; i++) {
    const start = cuts[i] ?? 0;
    const end = cuts[i + 1] ?? text.length;
    if (start === end) continue;
    while (li + 1 < light.length && (light[li + 1]?.start ?? Infinity) <= start) li++;
    while (di + 1 < dark.length && (dark[di + 1]?.start ?? Infinity) <= start) di++;
    const l = light[li];
    const d = dark[di];
    const style = [
      ...declarations('--shiki-light', l?.color ?? '', defaults.light, l?.fontStyle ?? 0),
      ...declarations('--shiki-dark', d?.color ?? '', defaults.dark, d?.fontStyle ?? 0),
    ].join(';');
    pieces.push({ text: text.slice(start, end), style });
  }
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    if (piece && /^\s+$/.test(piece.text)) piece.style = (pieces[i - 1] ?? pieces[i + 1] ?? piece).style;
  }
  const segments: { text: string; style: string }[] = [];
  for (const piece of pieces) {
    const last = segments.at(-1);
    if (last && last.style === piece.style) last.text += piece.text;
    else segments.push({ ...piece });
  }
  return segments;
}
