import type { Nodes, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { renderMarkdown } from './markdown-html.ts';

/** One `<Update>` of a changelog page, as its RSS item shows it. */
export interface ChangelogEntry {
  readonly label: string;
  readonly description?: string;
  readonly tags: readonly string[];
  /** The `rss` prop's title and description, which replace the label and content in the feed. */
  readonly rss?: { readonly title?: string; readonly description?: string };
  /** The update's pure Markdown as sanitized HTML: components, code, inline code and HTML left out. */
  readonly html: string;
}

interface JsxAttribute {
  readonly type: string;
  readonly name?: string;
  readonly value?: string | { readonly value: string } | null;
}
type JsxNode = {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: RootContent[];
};

/** Node types that are not pure Markdown, which Mintlify leaves out of a feed entry. */
const leftOut = new Set([
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
  'code',
  'inlineCode',
  'html',
]);

/** The top-level `<Update>` blocks of an MDX body, in page order. */
export function changelogEntries(body: string): ChangelogEntry[] {
  let tree: Root;
  try {
    tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(body);
  } catch {
    return [];
  }
  const entries: ChangelogEntry[] = [];
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'mdxJsxFlowElement') continue;
      const element = node as unknown as JsxNode;
      if (element.name !== 'Update') {
        visit(element.children);
        continue;
      }
      const label = textAttribute(element, 'label');
      if (label === undefined) continue;
      const description = textAttribute(element, 'description');
      const rss = rssAttribute(element);
      entries.push({
        label,
        ...(description !== undefined && { description }),
        tags: tagsAttribute(element),
        ...(rss && { rss }),
        html: renderMarkdown(pureMarkdown(element.children)),
      });
    }
  };
  visit(tree.children);
  return entries;
}

function pureMarkdown(children: readonly RootContent[]): string {
  const strip = (node: Nodes): Nodes | undefined => {
    if (leftOut.has(node.type)) return undefined;
    if ('children' in node)
      return { ...node, children: node.children.flatMap((child) => strip(child) ?? []) } as Nodes;
    return node;
  };
  const root = { type: 'root', children: children.flatMap((child) => strip(child) ?? []) } as Root;
  return unified().use(remarkGfm).use(remarkStringify).stringify(root);
}

function attribute(element: JsxNode, name: string): JsxAttribute | undefined {
  return element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
}

function textAttribute(element: JsxNode, name: string): string | undefined {
  const value = attribute(element, name)?.value;
  if (typeof value === 'string') return value;
  // `label={"v2"}`: a quoted string in braces.
  const quoted = value ? /^\s*(["'`])(.*)\1\s*$/s.exec(value.value) : null;
  return quoted?.[2];
}

/** `tags={["A", "B"]}`: the quoted strings of the array. */
function tagsAttribute(element: JsxNode): string[] {
  const value = attribute(element, 'tags')?.value;
  if (!value || typeof value === 'string') return [];
  return [...value.value.matchAll(/(["'])((?:(?!\1).)*)\1/g)].map((match) => match[2] ?? '');
}

/** `rss={{ title: "…", description: "…" }}`. */
function rssAttribute(element: JsxNode): ChangelogEntry['rss'] | undefined {
  const value = attribute(element, 'rss')?.value;
  if (!value || typeof value === 'string') return undefined;
  const field = (name: string) =>
    new RegExp(`\\b${name}\\s*:\\s*(["'\`])((?:(?!\\1).)*)\\1`, 's').exec(value.value)?.[2];
  const title = field('title');
  const description = field('description');
  if (title === undefined && description === undefined) return undefined;
  return { ...(title !== undefined && { title }), ...(description !== undefined && { description }) };
}
