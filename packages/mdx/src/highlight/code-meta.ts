/** What a fence's info string after the language asks for, Mintlify style (```` ```js title {1,3-5} lines wrap ````). */
export interface CodeMeta {
  /** 1-based line numbers to mark (`{1,3-5}`). */
  readonly highlightedLines: ReadonlySet<number>;
  /** `lines`: show line numbers. */
  readonly lineNumbers: boolean;
  /** `wrap`: wrap long lines instead of scrolling. */
  readonly wrap: boolean;
}

/** Words of the info string that are options, not part of the title. */
export const metaFlags: ReadonlySet<string> = new Set(['lines', 'wrap', 'expandable']);

// A range list longer than any real code block is a typo, not a reason to loop for long.
const maxRangeLength = 10_000;

export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const text = meta ?? '';
  const highlightedLines = new Set<number>();
  for (const [, list] of text.matchAll(/\{([\d\s,-]+)\}/g)) {
    for (const part of (list ?? '').split(',')) {
      const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
      if (!range) continue;
      const from = Number(range[1]);
      const to = Math.min(Number(range[2] ?? range[1]), from + maxRangeLength);
      for (let line = from; line <= to; line++) highlightedLines.add(line);
    }
  }
  const words = new Set(text.replace(/\{[^}]*\}/g, ' ').split(/\s+/));
  return { highlightedLines, lineNumbers: words.has('lines'), wrap: words.has('wrap') };
}
