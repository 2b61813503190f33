import type {
  BlockContent,
  Blockquote,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { structuralComponents, structuralTwin } from './twin-components.ts';

/**
 * How a page's components read in its Markdown twin (README, For AI systems): callouts become blockquotes led
 * by their kind, tabs, accordions and expandables labelled sections, steps a numbered list,
 * cards links, parameter and response fields a line with their name, type and flags, frames
 * their content and caption, tooltips their text with the tip beside it. Other components keep
 * their children; imports and expressions go.
 */
const callouts: Record<string, string> = {
  Note: 'Note',
  Tip: 'Tip',
  Warning: 'Warning',
  Info: 'Info',
  Check: 'Check',
  Danger: 'Danger',
};
/** Components whose `title` (or `label`) heads their content. */
const sections = new Set(['Tab', 'Accordion', 'Expandable', 'Step', 'Update', 'Card', 'Column']);
const fields = new Set(['ParamField', 'ResponseField']);
const fieldLocations = ['path', 'query', 'header', 'body', 'cookie'] as const;
/** Components that show nothing readable by themselves. */
const dropped = new Set(['Icon']);

type JsxNode = {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
};

const isJsx = (node: RootContent): node is RootContent & JsxNode =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

const attribute = (node: JsxNode, name: string): string | undefined => {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (typeof found?.value === 'string') return found.value;
  // `required` without a value, `default={10}`: an expression's source as written.
  if (found && found.value === null) return '';
  const expression = found?.value as { type?: string; value?: string } | undefined;
  return expression?.type === 'mdxJsxAttributeValueExpression' ? expression.value : undefined;
};

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'html',
  'footnoteReference',
  'inlineMath',
  'mdxJsxTextElement',
]);
const isPhrasing = (node: RootContent): node is PhrasingContent => phrasingTypes.has(node.type);
const isBlank = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

/** Runs of phrasing content wrapped into paragraphs, so a component's text stays a block. */
function asBlocks(nodes: readonly RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    while (run.length > 0 && isBlank(run[0] as RootContent)) run.shift();
    while (run.length > 0 && isBlank(run.at(-1) as RootContent)) run.pop();
    if (run.length > 0) out.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/**
 * A paragraph that holds only components (`<Step title="a">Do it.</Step>` on one line) is
 * their block form: written on one line, MDX parses them as inline elements.
 */
function liftComponentParagraph(node: RootContent): RootContent[] | undefined {
  if (node.type !== 'paragraph') return undefined;
  const children = node.children as RootContent[];
  const elements = children.filter((child) => !isBlank(child));
  if (elements.length === 0 || !elements.every((child) => child.type === 'mdxJsxTextElement'))
    return undefined;
  const componentNames = elements.map((child) => (child as JsxNode).name ?? '');
  // Inline components (a badge, a tooltip) in a paragraph of their own stay inline.
  if (
    !componentNames.some(
      (name) =>
        callouts[name] ||
        sections.has(name) ||
        fields.has(name) ||
        structuralComponents.has(name) ||
        /Group$|^(Steps|Tabs|Frame)$/.test(name),
    )
  )
    return undefined;
  return elements.map((child) => ({ ...(child as JsxNode), type: 'mdxJsxFlowElement' }) as RootContent);
}

/** The Markdown of the snippets a page uses, by component name (`Intro`) or `<Snippet file>` name. */
type SnippetTwins = ReadonlyMap<string, RootContent[]>;

/** Replaces JSX and ESM with plain Markdown that reads well without the components. */
function rewrite(children: readonly RootContent[], twins: SnippetTwins): RootContent[] {
  const out: RootContent[] = [];
  for (const node of children) {
    const snippet = isJsx(node) ? snippetOf(node, twins) : undefined;
    if (snippet) {
      out.push(...(node.type === 'mdxJsxTextElement' ? inlineOf(snippet) : structuredClone(snippet)));
      continue;
    }
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
      continue;
    const lifted = liftComponentParagraph(node);
    if (lifted) {
      out.push(...rewrite(lifted, twins));
      continue;
    }
    if (isJsx(node)) {
      out.push(
        ...(node.type === 'mdxJsxFlowElement' ? rewriteBlock(node, twins) : rewriteInline(node, twins)),
      );
      continue;
    }
    if ('children' in node && Array.isArray(node.children)) {
      (node as { children: RootContent[] }).children = rewrite(node.children as RootContent[], twins);
    }
    out.push(node);
  }
  return out;
}

const snippetOf = (node: JsxNode, snippetTwins: SnippetTwins): RootContent[] | undefined =>
  node.name === 'Snippet'
    ? snippetTwins.get(`file:${attribute(node, 'file') ?? ''}`)
    : node.name
      ? snippetTwins.get(node.name)
      : undefined;

/** A snippet used inline: its paragraphs' content, side by side. */
const inlineOf = (blocks: readonly RootContent[]): RootContent[] =>
  blocks.flatMap((block, i) => [
    ...(i > 0 ? [text(' ') as RootContent] : []),
    ...(block.type === 'paragraph' ? (structuredClone(block.children) as RootContent[]) : []),
  ]);

/** The label that heads a component's content: `title`, else `label`. */
const titleOf = (node: JsxNode) => attribute(node, 'title') ?? attribute(node, 'label');

/** Puts `lead` (and `: `) before the content when it is one paragraph, else as a paragraph of its own. */
function led(lead: PhrasingContent[], content: RootContent[], separator = ' '): RootContent[] {
  const [first, ...rest] = content;
  if (first?.type === 'paragraph' && rest.length === 0)
    return [{ type: 'paragraph', children: [...lead, text(separator), ...first.children] }];
  return [{ type: 'paragraph', children: lead }, ...content];
}

function rewriteBlock(node: JsxNode, twins: SnippetTwins): RootContent[] {
  const name = node.name ?? '';
  if (dropped.has(name)) return [];
  if (name === 'Steps') return [stepsList(node, twins)];
  const structural = structuralTwin(node, {
    attribute,
    inner: () => asBlocks(rewrite(node.children, twins)),
  });
  if (structural) return structural;
  const inner = asBlocks(rewrite(node.children, twins));
  const label = callouts[name];
  if (label) {
    const [first, ...rest] = inner;
    const lead = strong(`${label}:`);
    const children =
      first?.type === 'paragraph'
        ? [{ type: 'paragraph', children: [lead, text(' '), ...first.children] } as Paragraph, ...rest]
        : [{ type: 'paragraph', children: [lead] } as Paragraph, ...inner];
    const quote: Blockquote = { type: 'blockquote', children: children as BlockContent[] };
    return [quote];
  }
  if (fields.has(name)) return led(fieldLead(node), inner, ': ');
  if (name === 'Card') {
    const title = titleOf(node);
    const href = attribute(node, 'href');
    if (!title) return inner;
    const lead: PhrasingContent = href
      ? { type: 'link', url: href, children: [strong(title)] }
      : strong(title);
    return led([lead], inner, href ? ': ' : ' ');
  }
  if (name === 'Update') {
    const title = titleOf(node);
    const description = attribute(node, 'description');
    const lead = [
      ...(title ? [strong(title)] : []),
      ...(description ? [text(title ? ` (${description})` : description)] : []),
    ];
    return lead.length > 0 ? [{ type: 'paragraph', children: lead }, ...inner] : inner;
  }
  if (name === 'Frame') {
    const caption = attribute(node, 'caption');
    return caption
      ? [...inner, { type: 'paragraph', children: [{ type: 'emphasis', children: [text(caption)] }] }]
      : inner;
  }
  if (sections.has(name) || titleOf(node)) {
    const title = titleOf(node);
    return title ? [{ type: 'paragraph', children: [strong(title)] }, ...inner] : inner;
  }
  if (name === 'img' || name === 'Image') return image(node);
  return inner;
}

/** `<Steps>` as a numbered list, each step's title in bold before its content. */
function stepsList(node: JsxNode, twins: SnippetTwins): RootContent {
  const items: ListItem[] = [];
  for (const child of node.children) {
    const steps = liftComponentParagraph(child) ?? [child];
    for (const step of steps) {
      if (!isJsx(step)) continue;
      const title = titleOf(step);
      const inner = asBlocks(rewrite(step.children, twins)) as BlockContent[];
      const children = (title ? led([strong(title)], inner, ': ') : inner) as BlockContent[];
      items.push({ type: 'listItem', spread: children.length > 1, children });
    }
  }
  return {
    type: 'list',
    ordered: true,
    start: 1,
    spread: items.some((item) => item.spread),
    children: items,
  };
}

/** A field's name in bold, then its type and flags: **limit** `integer`, query, required, default `10`. */
function fieldLead(node: JsxNode): PhrasingContent[] {
  const location = fieldLocations.find((where) => attribute(node, where) !== undefined);
  const name = attribute(node, 'name') ?? (location ? attribute(node, location) : undefined) ?? '';
  const type = attribute(node, 'type');
  const defaultValue = attribute(node, 'default');
  const flags = [
    ...(location ? [location] : []),
    ...(attribute(node, 'required') !== undefined && attribute(node, 'required') !== 'false'
      ? ['required']
      : []),
    ...(attribute(node, 'deprecated') !== undefined ? ['deprecated'] : []),
  ];
  const lead: PhrasingContent[] = [strong(name)];
  if (type) lead.push(text(' '), code(type));
  if (flags.length > 0) lead.push(text(`${type ? ',' : ''} ${flags.join(', ')}`));
  if (defaultValue) lead.push(text(', default '), code(defaultValue));
  return lead;
}

function image(node: JsxNode): RootContent[] {
  const src = attribute(node, 'src');
  return src
    ? [{ type: 'paragraph', children: [{ type: 'image', url: src, alt: attribute(node, 'alt') ?? '' }] }]
    : [];
}

function rewriteInline(node: JsxNode, twins: SnippetTwins): RootContent[] {
  const name = node.name ?? '';
  if (dropped.has(name) || (name === 'Visibility' && attribute(node, 'for') === 'humans')) return [];
  const inner = rewrite(node.children, twins);
  if (name === 'Tooltip') {
    const tip = attribute(node, 'tip');
    return tip ? [...inner, text(` (${tip})`)] : inner;
  }
  if (name === 'img' || name === 'Image') return image(node).flatMap((p) => (p as Paragraph).children);
  if (fields.has(name)) return [...fieldLead(node), ...(inner.length > 0 ? [text(': ')] : []), ...inner];
  const title = titleOf(node);
  if (title) {
    const href = attribute(node, 'href');
    const lead: PhrasingContent = href
      ? { type: 'link', url: href, children: [strong(title)] }
      : strong(title);
    return [lead, text(' '), ...inner] as RootContent[];
  }
  return inner;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();
const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();
const stringifier = unified()
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-' })
  .freeze();

/** What names a snippet: an import's specifier, or `<Snippet file>`'s file (under `_snippets/` or `snippets/`). */
export type SnippetReference = { readonly import: string } | { readonly snippetFile: string };

/** A snippet's file and body (front matter removed), found from the file that uses it; undefined when missing. */
export type SnippetSourceLoader = (
  reference: SnippetReference,
  from: string,
) => Promise<{ readonly file: string; readonly body: string } | undefined>;

export interface MarkdownTwinOptions {
  /** The page's site-relative file, which relative imports start from. */
  readonly file?: string;
  /** Reads the snippets the page imports (`import Intro from '/snippets/intro.mdx'`, `<Snippet file>`). */
  readonly loadSnippet?: SnippetSourceLoader;
}

const defaultImport =
  /^\s*import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s+from\s+['"]([^'"]+\.mdx?)['"]/gm;
const MAX_SNIPPET_DEPTH = 8;

/** The snippets a parsed page uses, as twins: default imports of `.mdx`/`.md` files and `<Snippet file>`. */
async function loadSnippetTwins(
  tree: Root,
  options: MarkdownTwinOptions,
  chain: readonly string[],
): Promise<Map<string, RootContent[]>> {
  const found = new Map<string, SnippetReference>();
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'mdxjsEsm')
        for (const match of node.value.matchAll(defaultImport))
          found.set(match[1] as string, { import: match[2] as string });
      if (isJsx(node) && node.name === 'Snippet') {
        const file = attribute(node, 'file');
        if (file) found.set(`file:${file}`, { snippetFile: file });
      }
      if ('children' in node && Array.isArray(node.children)) visit(node.children as RootContent[]);
    }
  };
  visit(tree.children);
  const twins = new Map<string, RootContent[]>();
  const { loadSnippet, file = '' } = options;
  if (!loadSnippet || chain.length > MAX_SNIPPET_DEPTH) return twins;
  for (const [name, reference] of found) {
    const snippet = await loadSnippet(reference, file);
    if (!snippet || chain.includes(snippet.file)) continue;
    const markdown = await twinOf(snippet.body, { ...options, file: snippet.file }, [...chain, snippet.file]);
    twins.set(name, markdownParser.parse(markdown).children as RootContent[]);
  }
  return twins;
}

async function twinOf(body: string, options: MarkdownTwinOptions, chain: readonly string[]): Promise<string> {
  try {
    const tree = parser.parse(body) as Root;
    const twins = await loadSnippetTwins(tree, options, chain);
    tree.children = rewrite(tree.children, twins) as Root['children'];
    return String(stringifier.stringify(tree)).trim();
  } catch {
    // A page that does not parse as MDX has already failed the build; this keeps the twin readable for .md pages.
    return body.trim();
  }
}

/**
 * A page body (MDX, front matter removed) as plain Markdown for the `.md` twin and llms files.
 * With `loadSnippet`, the snippets it imports are inlined as Markdown where they are used.
 */
export async function createMarkdownTwin(body: string, options: MarkdownTwinOptions = {}): Promise<string> {
  return twinOf(body, options, options.file ? [options.file] : []);
}
