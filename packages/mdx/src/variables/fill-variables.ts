/** A `{{name}}` that docs.json `variables` does not define, where it is written (1-based, in the text given). */
export interface UndefinedVariable {
  readonly name: string;
  readonly line: number;
  readonly column: number;
  /** Inside a fenced code block or an inline code span, where `{{ }}` is often another template language's. */
  readonly inCode: boolean;
}

export interface FilledText {
  readonly text: string;
  readonly undefinedVariables: readonly UndefinedVariable[];
}

const placeholder = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Mintlify fills `{{name}}` from docs.json `variables` in the page's text before MDX reads it, code
 * included, and leaves a name it does not define as written. A value is text: its HTML tags are
 * removed (with the content of executable ones) as Mintlify's own sanitizer does, so a variable
 * never adds markup or script to every page that names it.
 */
export function fillVariables(text: string, variables: Readonly<Record<string, string>>): FilledText {
  if (!text.includes('{{')) return { text, undefinedVariables: [] };
  const undefinedVariables: UndefinedVariable[] = [];
  const code = codeRanges(text);
  const filled = text.replace(placeholder, (match, name: string, offset: number) => {
    if (Object.hasOwn(variables, name)) return variableText(variables[name] as string);
    const { line, column } = position(text, offset);
    undefinedVariables.push({
      name,
      line,
      column,
      inCode: code.some(([from, to]) => offset >= from && offset < to),
    });
    return match;
  });
  return { text: filled, undefinedVariables };
}

const executable = /<(script|style|iframe|object|embed|form|link|meta|base)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** A value as text: tags out, a `<` that opens no tag ends it, `>` escaped (what Mintlify's sanitizer gives). */
export function variableText(value: string): string {
  const untagged = value.replace(executable, '').replace(/<\/?[A-Za-z!][^>]*>/g, '');
  const open = untagged.indexOf('<');
  return (open === -1 ? untagged : untagged.slice(0, open)).replaceAll('>', '&gt;');
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** Offsets of fenced code blocks and inline code spans, read line by line (enough to tell code from prose). */
function codeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let fence: { marker: string; from: number } | undefined;
  let offset = 0;
  for (const line of text.split('\n')) {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opener?.[1]?.startsWith(fence.marker)) {
        ranges.push([fence.from, offset + line.length]);
        fence = undefined;
      }
    } else if (opener?.[1]) {
      fence = { marker: opener[1], from: offset };
    } else {
      for (const span of line.matchAll(/(`+)[^`]*?\1/g))
        ranges.push([offset + (span.index ?? 0), offset + (span.index ?? 0) + span[0].length]);
    }
    offset += line.length + 1;
  }
  if (fence) ranges.push([fence.from, text.length]);
  return ranges;
}
