import type { HighlighterCore } from 'shiki/core';
import { EncodedTokenMetadata, INITIAL, type StateStack } from 'shiki/textmate';
import type { ThemePair } from './code-themes.ts';
import type { PairedTheme } from './paired-theme.ts';
import { fillShape, type PlainStrings, shapeOf } from './quoted-runs.ts';

/** A highlighter (Node's, or the browser's core one) whose theme is the paired theme. */
export interface TokenizerHighlighter {
  readonly highlighter: HighlighterCore;
  readonly paired: PairedTheme;
}

/** A run of a line's text with its token classes ('' for the default colours; see `tokenClassRules`). */
export interface Segment {
  readonly text: string;
  readonly className: string;
}

/** One line of code, tokenized once for both themes. */
export interface TokenizedLine {
  readonly start: number;
  readonly segments: readonly Segment[];
  /** The (interned) grammar state the next line starts in. */
  readonly next: number;
}

interface Token {
  readonly start: number;
  readonly className: string;
}

// Per line, a grammar gives up after this long and leaves the rest of the line uncoloured. A line
// that runs out of time is tried once more with far longer: the first line a grammar meets also
// compiles its rules, which on a loaded machine can outlast the short limit, and a build's output
// must not depend on the machine's load. Only a line that runs out again stays cut (and is not
// remembered, so later blocks try it afresh).
const lineTimeLimitMs = 500;
const retryTimeLimitMs = 5_000;
// A long-running `docs dev` forgets a language's lines when it holds more than this.
const maxLinesPerLanguage = 200_000;

/**
 * Tokenizes code line by line, remembering each line's result by (grammar state it starts in,
 * text). A textmate grammar's output for a line depends on nothing else, and generated request
 * examples repeat most lines (imports, headers, body fields) across operations: the Stripe spec's
 * 82,000 example lines have 11,000 distinct texts. States are interned with the grammar's own
 * `equals`, so equal states share an id and lines after them hit the memo too.
 */
export class LineTokenizer {
  readonly #highlighter: TokenizerHighlighter;
  readonly #language: string;
  readonly #states = new StateTable();
  /** Token classes by colour-map index and font style, computed once each. */
  readonly #classes = new Map<number, string>();

  /** Other themes than GitHub's pair (`styling.codeblocks`): tokens are classed by their scopes. */
  readonly #themes: ThemePair | undefined;

  constructor(highlighter: TokenizerHighlighter, language: string, themes?: ThemePair) {
    this.#highlighter = highlighter;
    this.#language = language;
    this.#themes = themes;
  }

  /**
   * `code`'s lines. With `plainStrings` (see `plainStringsOf`: for code the build generated, whose
   * strings are plain), each line is tokenized by its shape and its strings put back.
   */
  tokenize(code: string, plainStrings?: PlainStrings): TokenizedLine[] {
    const out: TokenizedLine[] = [];
    let state = 0;
    for (const text of code.split(/\r?\n/)) {
      // An empty line changes no state (as in shiki), whatever the grammar.
      const shape = plainStrings && text !== '' ? shapeOf(text, plainStrings) : undefined;
      const line =
        text === '' ? { start: state, segments: [], next: state } : this.#line(state, shape?.text ?? text);
      out.push(shape ? { ...line, segments: fillShape(line.segments, shape) } : line);
      state = line.next;
    }
    return out;
  }

  #line(state: number, text: string): TokenizedLine {
    return this.#states.line(state, text) ?? this.#tokenizeLine(state, text);
  }

  #tokenizeLine(stateId: number, text: string): TokenizedLine {
    const { highlighter } = this.#highlighter;
    const grammar = highlighter.getLanguage(this.#language);
    const state = this.#states.get(stateId);
    const themes = this.#themes;
    if (themes) return this.#scopedLine(stateId, text, themes);
    let result = grammar.tokenizeLine2(text, state, lineTimeLimitMs);
    if (result.stoppedEarly) result = grammar.tokenizeLine2(text, state, retryTimeLimitMs);
    const tokens: Token[] = [];
    for (let i = 0; i < result.tokens.length; i += 2) {
      tokens.push({ start: result.tokens[i] ?? 0, className: this.#classOf(result.tokens[i + 1] ?? 0) });
    }
    return this.#finishLine(stateId, text, tokens, result);
  }

  #scopedLine(stateId: number, text: string, themes: ThemePair): TokenizedLine {
    const grammar = this.#highlighter.highlighter.getLanguage(this.#language);
    const state = this.#states.get(stateId);
    let result = grammar.tokenizeLine(text, state, lineTimeLimitMs);
    if (result.stoppedEarly) result = grammar.tokenizeLine(text, state, retryTimeLimitMs);
    const tokens = result.tokens.map((token) => ({
      start: token.startIndex,
      className: themes.classOf(token.scopes),
    }));
    return this.#finishLine(stateId, text, tokens, result);
  }

  /** The line's segments and next state; remembered unless the grammar stopped early (incomplete). */
  #finishLine(
    stateId: number,
    text: string,
    tokens: Token[],
    result: { ruleStack: StateStack; stoppedEarly: boolean },
  ): TokenizedLine {
    const line = {
      start: stateId,
      segments: segmentsOf(text, tokens),
      next: this.#states.intern(result.ruleStack),
    };
    if (!result.stoppedEarly) this.#states.remember(stateId, text, line);
    return line;
  }

  #classOf(metadata: number): string {
    const colorIndex = EncodedTokenMetadata.getForeground(metadata);
    const fontStyle = EncodedTokenMetadata.getFontStyle(metadata);
    const key = colorIndex * 16 + fontStyle;
    let className = this.#classes.get(key);
    if (className === undefined) {
      const { highlighter, paired } = this.#highlighter;
      const placeholder = highlighter.setTheme(paired.theme.name as string).colorMap[colorIndex] ?? '';
      const color = paired.pairs.get(placeholder.toLowerCase());
      const isDefault = color?.light === paired.defaults.light && color?.dark === paired.defaults.dark;
      className = tokenClasses(isDefault ? undefined : color?.className, fontStyle);
      this.#classes.set(key, className);
    }
    return className;
  }
}

/** Grammar states with small ids: equal states (by the grammar's `equals`) get the same id. */
class StateTable {
  readonly #states: StateStack[] = [INITIAL];
  #lines = new Map<string, TokenizedLine>();

  line(state: number, text: string): TokenizedLine | undefined {
    return this.#lines.get(`${state}:${text}`);
  }

  remember(state: number, text: string, line: TokenizedLine): void {
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

const fontStyleClasses: ReadonlyArray<readonly [bit: number, className: string]> = [
  [1, 'sk-i'],
  [2, 'sk-b'],
  [4, 'sk-u'],
  [8, 'sk-s'],
];

/** A token's classes: its colour pair's (none for the default colours) and its font style's. */
function tokenClasses(colorClass: string | undefined, fontStyle: number): string {
  const classes = colorClass ? [colorClass] : [];
  for (const [bit, className] of fontStyleClasses) if (fontStyle & bit) classes.push(className);
  return classes.join(' ');
}

/** The line cut at its tokens; whitespace takes its neighbour's style and equal neighbours join, so the markup stays small. */
function segmentsOf(text: string, tokens: readonly Token[]): Segment[] {
  const pieces = tokens.map((token, i) => ({
    text: text.slice(token.start, tokens[i + 1]?.start ?? text.length),
    className: token.className,
  }));
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    if (piece && /^\s+$/.test(piece.text))
      piece.className = (pieces[i - 1] ?? pieces[i + 1] ?? piece).className;
  }
  const segments: { text: string; className: string }[] = [];
  for (const piece of pieces) {
    if (piece.text === '') continue;
    const last = segments.at(-1);
    if (last && last.className === piece.className) last.text += piece.text;
    else segments.push({ ...piece });
  }
  return segments;
}
