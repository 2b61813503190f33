/** What a `[!code …]` comment marks a line as. */
export type LineMark = 'added' | 'removed' | 'highlighted' | 'focused' | 'error' | 'warning';

const marks: Readonly<Record<string, LineMark>> = {
  '++': 'added',
  '--': 'removed',
  highlight: 'highlighted',
  hl: 'highlighted',
  focus: 'focused',
  error: 'error',
  warning: 'warning',
};

// `// [!code ++]`, `# [!code --:3]`, `<!-- [!code focus] -->`, `/* [!code error] */`, `-- [!code hl]`
// at the end of a line, in the language's own comment.
const notation =
  /\s*(?:\/\/|#|--|;|%|<!--|\/\*|\{\/\*)\s*\[!code (\+\+|--|highlight|hl|focus|error|warning)(?::(\d+))?\]\s*(?:-->|\*\/\}?|\*\/)?\s*$/;

/** Code with its `[!code …]` comments taken out, and the marks they gave its lines. */
export interface NotatedCode {
  readonly code: string;
  /** 1-based line numbers of the returned code, with their marks. */
  readonly marks: ReadonlyMap<number, ReadonlySet<LineMark>>;
}

// Counts past any real block are a typo, not a reason to loop for long.
const maxCount = 10_000;

/**
 * Takes Mintlify's (Shiki's) notation comments out of code: `[!code ++]` marks its line added,
 * `[!code --]` removed, `highlight`, `focus`, `error`, `warning` likewise; `:n` marks n lines from
 * there. A comment alone on its line marks the lines after it, and its line goes.
 */
export function readCodeNotation(code: string): NotatedCode {
  if (!code.includes('[!code ')) return { code, marks: new Map() };
  const out: string[] = [];
  const found = new Map<number, Set<LineMark>>();
  let pending: { mark: LineMark; count: number }[] = [];
  for (const line of code.split('\n')) {
    const match = notation.exec(line);
    const mark = match ? marks[match[1] ?? ''] : undefined;
    const count = Math.min(Number(match?.[2] ?? 1), maxCount);
    const rest = match ? line.slice(0, match.index) : line;
    if (match && mark && rest.trim() === '') {
      pending.push({ mark, count });
      continue;
    }
    out.push(rest);
    if (mark) pending.push({ mark, count });
    const lineMarks = new Set(pending.map((p) => p.mark));
    if (lineMarks.size > 0) found.set(out.length, lineMarks);
    pending = pending.map((p) => ({ ...p, count: p.count - 1 })).filter((p) => p.count > 0);
  }
  return { code: out.join('\n'), marks: found };
}

/** The code as a reader copies it and the Markdown twin shows it: without notation comments. */
export function withoutCodeNotation(code: string): string {
  return readCodeNotation(code).code;
}
