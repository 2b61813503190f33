import type { BlockContent, List, ListItem, PhrasingContent, RootContent } from 'mdast';

/**
 * The Markdown twin of Mintlify's structural components (README, For AI systems): `<Visibility>`
 * keeps agents' content and drops humans', a `<Tree>` is a nested list of names, a `<Color>`
 * palette a list of names and values, a `<Prompt>` its description and a quote of the prompt, a
 * `<Tile>` a link with its description (its preview images are left out).
 */
type JsxNode = {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
};
type Attribute = (node: JsxNode, name: string) => string | undefined;

export interface TwinContext {
  readonly attribute: Attribute;
  /** The node's children as Markdown blocks. */
  readonly inner: () => RootContent[];
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const paragraph = (children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });
const list = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });
const item = (lead: PhrasingContent[], nested?: List): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [paragraph(lead) as BlockContent, ...(nested && nested.children.length > 0 ? [nested] : [])],
});

/** Components this module writes, block or inline. */
export const structuralComponents = new Set([
  'Visibility',
  'Tree',
  'Color',
  'Prompt',
  'Tile',
  'View',
  'Panel',
  'Column',
]);

/** `**bold**`, `*emphasis*` and `` `code` `` of a string prop (a prompt's description) as Markdown. */
function inlineMarkdown(value: string): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let last = 0;
  for (const match of value.matchAll(/\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`/g)) {
    if (match.index > last) out.push(text(value.slice(last, match.index)));
    if (match[1] !== undefined) out.push(strong(match[1]));
    else if (match[2] !== undefined) out.push({ type: 'emphasis', children: [text(match[2])] });
    else out.push(code(match[3] ?? ''));
    last = match.index + match[0].length;
  }
  if (last < value.length) out.push(text(value.slice(last)));
  return out;
}

/** JSX children, looking inside paragraphs that hold components written on one line. */
function elementsOf(children: readonly RootContent[]): JsxNode[] {
  return children.flatMap((child) => {
    if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') return [child as JsxNode];
    if (child.type === 'paragraph') return elementsOf(child.children as RootContent[]);
    return [];
  });
}

function treeList(nodes: readonly RootContent[], attribute: Attribute): List {
  const items: ListItem[] = [];
  for (const node of elementsOf(nodes)) {
    const isFolder = node.name === 'Tree.Folder';
    if (!isFolder && node.name !== 'Tree.File') continue;
    const name = attribute(node, 'name') ?? '';
    const comment = attribute(node, 'comment');
    const lead = [code(isFolder ? `${name}/` : name), ...(comment ? [text(`: ${comment}`)] : [])];
    items.push(item(lead, isFolder ? treeList(node.children, attribute) : undefined));
  }
  return list(items);
}

/** `"#3B82F6"` as written, or `{ light: "#FFF", dark: "#18181B" }` (an expression's source) as both. */
function colorValue(value: string | undefined): PhrasingContent[] {
  if (value === undefined) return [];
  const shade = (mode: string) => new RegExp(`${mode}\\s*:\\s*["'\`]([^"'\`]+)["'\`]`).exec(value)?.[1];
  const light = shade('light');
  const dark = shade('dark');
  if (light === undefined && dark === undefined) return [text(': '), code(value)];
  return [
    text(': '),
    ...(light ? [text('light '), code(light)] : []),
    ...(light && dark ? [text(', ')] : []),
    ...(dark ? [text('dark '), code(dark)] : []),
  ];
}

function colorList(nodes: readonly RootContent[], attribute: Attribute): List {
  const items: ListItem[] = [];
  for (const node of elementsOf(nodes)) {
    if (node.name === 'Color.Row')
      items.push(item([strong(attribute(node, 'title') ?? '')], colorList(node.children, attribute)));
    else if (node.name === 'Color.Item')
      items.push(item([strong(attribute(node, 'name') ?? ''), ...colorValue(attribute(node, 'value'))]));
  }
  return list(items);
}

/** The twin of a structural component, or undefined when `name` is not one this module writes. */
export function structuralTwin(node: JsxNode, context: TwinContext): RootContent[] | undefined {
  const { attribute } = context;
  switch (node.name) {
    case 'Visibility':
      return attribute(node, 'for') === 'humans' ? [] : context.inner();
    case 'Tree':
      return [treeList(node.children, attribute)];
    case 'Color':
      return [colorList(node.children, attribute)];
    case 'Prompt': {
      const description = attribute(node, 'description');
      return [
        paragraph([strong('Prompt:'), ...(description ? [text(' '), ...inlineMarkdown(description)] : [])]),
        { type: 'blockquote', children: context.inner() as BlockContent[] },
      ];
    }
    case 'Tile': {
      const title = attribute(node, 'title') ?? '';
      const href = attribute(node, 'href');
      const description = attribute(node, 'description');
      const lead: PhrasingContent = href
        ? { type: 'link', url: href, children: [strong(title)] }
        : strong(title);
      return [paragraph([lead, ...(description ? [text(`: ${description}`)] : [])])];
    }
    default:
      return undefined;
  }
}
