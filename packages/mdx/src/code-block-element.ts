import { parseExpressionAt } from 'acorn';
import type { Code, Root, RootContent } from 'mdast';
import { localNames } from './plugins/local-names.ts';

/** The props of Mintlify's `<CodeBlock>` that shape the block (its code is its children). */
export interface CodeBlockProps {
  readonly language?: unknown;
  readonly filename?: unknown;
  readonly icon?: unknown;
  readonly lines?: unknown;
  readonly wrap?: unknown;
  readonly expandable?: unknown;
  /** Line numbers as the string of a JSON array (`"[1,3,4,5]"`), or the array. */
  readonly highlight?: unknown;
  readonly focus?: unknown;
}

const flags = ['lines', 'wrap', 'expandable'] as const;

/**
 * The fence info string after the language that asks for what `<CodeBlock>`'s props ask for, so
 * the component and a fenced block go through one reading (`parseCodeMeta`) and one renderer.
 */
export function codeBlockMeta(props: CodeBlockProps): string {
  const words: string[] = [];
  const filename = textOf(props.filename);
  if (filename) words.push(`title="${filename.replace(/"/g, "'")}"`);
  const icon = textOf(props.icon);
  if (icon) words.push(`icon="${icon.replace(/"/g, '')}"`);
  for (const flag of flags) if (isOn(props[flag])) words.push(flag);
  const highlight = lineList(props.highlight);
  if (highlight) words.push(`highlight={${highlight}}`);
  const focus = lineList(props.focus);
  if (focus) words.push(`focus={${focus}}`);
  return words.join(' ');
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;

/** A bare `lines` (MDX gives `true`, or `null` in the syntax tree), `{true}`, `"true"`: on. */
const isOn = (value: unknown): boolean =>
  value === true || value === null || value === '' || value === 'true';

/** `"[1,3,4,5]"`, `[1, 3]` or `"1,3-5"` as `1,3,4,5`; undefined when it names no line. */
function lineList(value: unknown): string | undefined {
  const list = Array.isArray(value) ? value.join(',') : textOf(value);
  const cleaned = list?.replace(/[[\]\s]/g, '');
  return cleaned && /^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(cleaned) ? cleaned : undefined;
}

type JsxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' }>;

/** A `<CodeBlock>` whose code only the page's run knows (`{code}`), where it is written. */
export interface RuntimeCodeBlock {
  readonly line?: number;
  readonly column?: number;
}

/**
 * Each `<CodeBlock>` of a page whose props and code are written out becomes the fenced code block
 * it stands for (```` ```js title="a.js" lines highlight={1,3} ````), so the page highlights,
 * titles and twins it as any fence. One whose code or props come from an expression stays a
 * component (it renders when the page runs) and is reported through `onRuntime`. `source` is the
 * text the tree was parsed from (for code written as Markdown between the tags). A `CodeBlock`
 * the page imports or defines is its own, and left alone.
 */
export function codeBlocksToFences(
  tree: Root,
  source: string | undefined,
  onRuntime?: (at: RuntimeCodeBlock) => void,
): void {
  if (!source?.includes('<CodeBlock') && source !== undefined) return;
  if (localNames(tree).has('CodeBlock')) return;
  const walk = (parent: { children: RootContent[] }) => {
    parent.children.forEach((node, index) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'CodeBlock') {
        const fence = fenceOf(node, source);
        if (fence) parent.children[index] = fence;
        else {
          const start = node.position?.start;
          onRuntime?.(start ? { line: start.line, column: start.column } : {});
        }
        return;
      }
      if ('children' in node && Array.isArray(node.children)) walk(node as { children: RootContent[] });
    });
  };
  walk(tree);
}

function fenceOf(node: JsxElement, source: string | undefined): Code | undefined {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return undefined;
    const value = attribute.value;
    if (value === null || value === undefined || typeof value === 'string')
      props[attribute.name] = value ?? null;
    else {
      const literal = value ? literalOf(value.value) : undefined;
      if (literal === undefined) return undefined;
      props[attribute.name] = literal.value;
    }
  }
  const code = staticCode(node.children, source);
  if (code === undefined) return undefined;
  const language = textOf(props.language);
  return {
    type: 'code',
    lang: language ?? null,
    meta: codeBlockMeta(props) || null,
    value: code,
    ...(node.position && { position: node.position }),
  };
}

/**
 * The code between a component's tags when the page writes it out: one string or template literal
 * without `${}` (`` {`…`} ``), or text written as it is (taken from `source`, dedented); undefined
 * when it comes from an expression or holds components.
 */
export function staticCode(children: readonly RootContent[], source: string | undefined): string | undefined {
  const written = children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (written.length === 0) return '';
  const only = written[0];
  if (
    written.length === 1 &&
    only &&
    (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression')
  ) {
    // From the page's text where there is one: MDX takes indentation off an expression's lines.
    const start = only.position?.start.offset;
    const end = only.position?.end.offset;
    const expression =
      source !== undefined && start !== undefined && end !== undefined
        ? source.slice(start + 1, end - 1)
        : only.value;
    const literal = literalOf(expression);
    return typeof literal?.value === 'string' ? trimBlankLines(literal.value) : undefined;
  }
  const first = written[0]?.position?.start.offset;
  const last = written.at(-1)?.position?.end.offset;
  if (source === undefined || first === undefined || last === undefined) return undefined;
  if (written.some(holdsScript)) return undefined;
  // From the start of the code's first line, so its indentation counts like the others'.
  const lineStart = source.lastIndexOf('\n', first - 1) + 1;
  const from = source.slice(lineStart, first).trim() === '' ? lineStart : first;
  return dedent(source.slice(from, last));
}

const holdsScript = (node: RootContent): boolean =>
  node.type === 'mdxFlowExpression' ||
  node.type === 'mdxTextExpression' ||
  node.type === 'mdxJsxFlowElement' ||
  node.type === 'mdxJsxTextElement' ||
  ('children' in node && Array.isArray(node.children) && (node.children as RootContent[]).some(holdsScript));

/** A JavaScript literal's value (`"a"`, `` `a` ``, `true`, `[1, 3]`), or undefined for anything computed. */
function literalOf(expression: string): { value: unknown } | undefined {
  try {
    const node = parseExpressionAt(expression, 0, { ecmaVersion: 'latest' }) as unknown as EstreeNode;
    if (expression.slice(node.end).trim() !== '') return undefined;
    return literalValue(node);
  } catch {
    return undefined;
  }
}

type EstreeNode = {
  type: string;
  end: number;
  value?: unknown;
  expressions?: unknown[];
  quasis?: { value: { cooked: string | null } }[];
  elements?: (EstreeNode | null)[];
};

function literalValue(node: EstreeNode): { value: unknown } | undefined {
  if (node.type === 'Literal') return { value: node.value };
  if (node.type === 'TemplateLiteral' && node.expressions?.length === 0)
    return { value: node.quasis?.[0]?.value.cooked ?? '' };
  if (node.type === 'ArrayExpression') {
    const values = (node.elements ?? []).map((element) => (element ? literalValue(element) : undefined));
    return values.every(Boolean) ? { value: values.map((v) => v?.value) } : undefined;
  }
  return undefined;
}

const trimBlankLines = (text: string): string => text.replace(/^(?:[ \t]*\n)+/, '').replace(/\n\s*$/, '');

function dedent(text: string): string {
  const lines = trimBlankLines(text).split('\n');
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const cut = Math.min(...indents, Number.POSITIVE_INFINITY);
  return lines.map((line) => line.slice(Number.isFinite(cut) ? cut : 0)).join('\n');
}

/** The string `language` props of a page's components, whose code blocks may render as the page runs. */
export function jsxCodeLanguages(tree: Root): string[] {
  const languages = new Set<string>();
  const walk = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
        for (const attribute of node.attributes)
          if (
            attribute.type === 'mdxJsxAttribute' &&
            attribute.name === 'language' &&
            typeof attribute.value === 'string'
          )
            languages.add(attribute.value);
      if ('children' in node && Array.isArray(node.children)) walk(node.children as RootContent[]);
    }
  };
  walk(tree.children);
  return [...languages];
}
