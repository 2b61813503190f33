/**
 * What a fence's info string after the language asks for, read as Mintlify reads it
 * (```` ```java HelloWorld.java lines icon="java" {1,3-5} ````): `key=value` options (the value
 * bare, in `""`, `''` or `{}`), bare flags, a bare `{…}` line list, and the remaining words as the
 * title.
 */
export interface CodeMeta {
  /** The title bar's (or code group tab's) text: `title="…"`, else the words that are not options. */
  readonly title: string | undefined;
  /** `icon="…"`: an icon name shown before the title. */
  readonly icon: string | undefined;
  /** 1-based line numbers to mark (`{1,3-5}`, `highlight={1,3-5}`). */
  readonly highlightedLines: ReadonlySet<number>;
  /** 1-based line numbers to focus (`focus={2,4-5}`): the other lines are dimmed. */
  readonly focusedLines: ReadonlySet<number>;
  /** `lines`: show line numbers. */
  readonly lineNumbers: boolean;
  /** `wrap`: wrap long lines instead of scrolling. */
  readonly wrap: boolean;
  /** `expandable`: a long block shows its first lines and a control to show the rest. */
  readonly expandable: boolean;
  /** `nocopy`: no copy button. */
  readonly copyable: boolean;
  /** `twoslash`: Mintlify's type hovers (shown here as plain highlighted code). */
  readonly twoslash: boolean;
  /** Options written but not applied (`foo=bar`), as written, for a located warning. */
  readonly ignored: readonly string[];
}

const flags = ['lines', 'wrap', 'expandable', 'nocopy', 'twoslash'] as const;
type Flag = (typeof flags)[number];
const isFlag = (word: string): word is Flag => (flags as readonly string[]).includes(word);

/** Words of the info string that are options, not part of the title. */
export const metaFlags: ReadonlySet<string> = new Set(flags);

// key=value (value in "", '', {} or bare) | bare {…} | a word (a quoted run counts as one).
const token =
  /([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S*))|\{([^}]*)\}|"([^"]*)"|'([^']*)'|(\S+)/g;

// `theme={null}` and `theme={"system"}` (in Mintlify's own Markdown exports) ask for the site's theme.
const defaultThemes: ReadonlySet<string> = new Set(['null', '"system"', 'system']);

// A range list longer than any real code block is a typo, not a reason to loop for long.
const maxRangeLength = 10_000;

export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const highlightedLines = new Set<number>();
  const focusedLines = new Set<number>();
  const set = new Set<Flag>();
  const titleWords: string[] = [];
  const ignored: string[] = [];
  let title: string | undefined;
  let icon: string | undefined;
  for (const match of (meta ?? '').matchAll(token)) {
    const [written, key, ...values] = match;
    const braced = match[6];
    const word = match[7] ?? match[8] ?? match[9];
    if (key !== undefined) {
      const value = values.slice(0, 4).find((v) => v !== undefined) ?? '';
      if (key === 'title') title = value;
      else if (key === 'icon') icon = value || undefined;
      else if (key === 'highlight') addLines(highlightedLines, value);
      else if (key === 'focus') addLines(focusedLines, value);
      else if (isFlag(key)) {
        if (value !== 'false') set.add(key);
      } else if (!(key === 'theme' && defaultThemes.has(value))) ignored.push(written);
    } else if (braced !== undefined) addLines(highlightedLines, braced);
    else if (word !== undefined) {
      if (isFlag(word)) set.add(word);
      else titleWords.push(word);
    }
  }
  title ??= titleWords.length > 0 ? titleWords.join(' ') : undefined;
  return {
    title,
    icon,
    highlightedLines,
    focusedLines,
    lineNumbers: set.has('lines'),
    wrap: set.has('wrap'),
    expandable: set.has('expandable'),
    copyable: !set.has('nocopy'),
    twoslash: set.has('twoslash'),
    ignored,
  };
}

/** `1,3-5`, `[1,3,4]` (the `CodeBlock` component's form) into line numbers. */
export function addLines(into: Set<number>, list: string): void {
  for (const part of list.replace(/[[\]]/g, '').split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = Math.min(Number(range[2] ?? range[1]), from + maxRangeLength);
    for (let line = from; line <= to; line++) into.add(line);
  }
}
