import { CORE_SCHEMA, load } from 'js-yaml';
import { Parser } from 'yaml';

/**
 * Reads YAML the way Mintlify does: js-yaml 4, as `@mintlify/common` reads specs (its front matter
 * reader's js-yaml 3 accepts the same). js-yaml lets a quoted scalar continue on lines indented no
 * deeper than its key (a description wrapped at column 0), which real sites and specs rely on and
 * the YAML 1.2 parser refuses. The core schema gives the values that parser gives (a date stays
 * text). Undefined when js-yaml refuses the text (or recurses past the stack); aliases stay shared,
 * so the caller's expansion bound applies.
 */
export function readYamlLeniently(
  text: string,
  options: { readonly uniqueKeys: boolean },
): { value: unknown } | undefined {
  try {
    return { value: load(text, { schema: CORE_SCHEMA, json: !options.uniqueKeys }) };
  } catch {
    return undefined;
  }
}

/**
 * The text with every line that continues a quoted scalar indented at least to its opening quote,
 * which the YAML 1.2 parser requires and js-yaml does not. The value is unchanged (a quoted scalar
 * drops the leading spaces of its continuation lines), and so is the place of every node: only
 * lines inside a quoted scalar move. Used to locate paths in text read leniently.
 */
export function alignQuotedContinuations(text: string): string {
  const starts: number[] = [];
  for (const token of new Parser().parse(text)) collectUnclosedQuotes(token, text, starts);
  if (starts.length === 0) return text;
  const pads = new Map<number, number>();
  for (const start of starts) {
    const quote = text[start] as '"' | "'";
    const column = start - (text.lastIndexOf('\n', start - 1) + 1);
    const end = closingQuote(text, start, quote);
    for (let nl = text.indexOf('\n', start); nl !== -1 && nl < end; nl = text.indexOf('\n', nl + 1)) {
      let indent = 0;
      while (text[nl + 1 + indent] === ' ') indent++;
      if (indent < column) pads.set(nl + 1, column - indent);
    }
  }
  let out = '';
  let last = 0;
  for (const [lineStart, pad] of [...pads].sort((a, b) => a[0] - b[0])) {
    out += text.slice(last, lineStart) + ' '.repeat(pad);
    last = lineStart;
  }
  return out + text.slice(last);
}

/** Offsets of quoted scalars the strict parser ended at a line end, found in its syntax tree. */
function collectUnclosedQuotes(node: unknown, text: string, into: number[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collectUnclosedQuotes(item, text, into);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const token = node as { type?: unknown; offset?: unknown; source?: unknown };
  if (
    (token.type === 'double-quoted-scalar' || token.type === 'single-quoted-scalar') &&
    typeof token.offset === 'number' &&
    typeof token.source === 'string'
  ) {
    const quote = token.source[0] as '"' | "'";
    if (closingQuote(token.source, 0, quote) >= token.source.length) into.push(token.offset);
    return;
  }
  for (const value of Object.values(node))
    if (typeof value === 'object') collectUnclosedQuotes(value, text, into);
}

/** The offset of the quote that closes the scalar opened at `start`, or the text's length. */
function closingQuote(text: string, start: number, quote: '"' | "'"): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (quote === '"' && c === '\\') i++;
    else if (c === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i;
    }
  }
  return text.length;
}
