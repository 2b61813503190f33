import type { BlockContent, Blockquote, Paragraph, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

const callouts: Record<string, string> = {
  Note: 'Note',
  Tip: 'Tip',
  Warning: 'Warning',
  Info: 'Info',
  Check: 'Check',
};
const titled = new Set([
  'Tab',
  'Accordion',
  'Step',
  'Card',
  'Expandable',
  'Update',
  'ParamField',
  'ResponseField',
]);

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
  return typeof found?.value === 'string' ? found.value : undefined;
};

/** Replaces JSX and ESM with plain Markdown that reads well without the components. */
function rewrite(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const node of children) {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
      continue;
    if (isJsx(node)) {
      out.push(...rewriteJsx(node));
      continue;
    }
    if ('children' in node && Array.isArray(node.children)) {
      (node as { children: RootContent[] }).children = rewrite(node.children as RootContent[]);
    }
    out.push(node);
  }
  return out;
}

function rewriteJsx(node: JsxNode): RootContent[] {
  const inner = rewrite(node.children);
  const name = node.name ?? '';
  const label = callouts[name];
  if (label && node.type === 'mdxJsxFlowElement') {
    const lead: Paragraph = {
      type: 'paragraph',
      children: [{ type: 'strong', children: [{ type: 'text', value: `${label}:` }] }],
    };
    const quote: Blockquote = { type: 'blockquote', children: [lead, ...(inner as BlockContent[])] };
    return [quote];
  }
  const title =
    attribute(node, 'title') ??
    attribute(node, 'label') ??
    (titled.has(name)
      ? (attribute(node, 'name') ??
        attribute(node, 'body') ??
        attribute(node, 'query') ??
        attribute(node, 'path'))
      : undefined);
  const href = attribute(node, 'href');
  if (title && node.type === 'mdxJsxTextElement') {
    const label = { type: 'strong' as const, children: [{ type: 'text' as const, value: title }] };
    const lead = href ? { type: 'link' as const, url: href, children: [label] } : label;
    return [lead, { type: 'text', value: ' ' }, ...inner] as RootContent[];
  }
  if (title && node.type === 'mdxJsxFlowElement') {
    const heading: Paragraph = {
      type: 'paragraph',
      children: [
        href
          ? {
              type: 'link',
              url: href,
              children: [{ type: 'strong', children: [{ type: 'text', value: title }] }],
            }
          : { type: 'strong', children: [{ type: 'text', value: title }] },
      ],
    };
    return [heading, ...inner];
  }
  if (name === 'img' || name === 'Image') {
    const src = attribute(node, 'src');
    return src
      ? [{ type: 'paragraph', children: [{ type: 'image', url: src, alt: attribute(node, 'alt') ?? '' }] }]
      : [];
  }
  return inner;
}

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(() => (tree: Root) => {
    tree.children = rewrite(tree.children);
  })
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-' })
  .freeze();

/** A page body (MDX, front matter removed) as plain Markdown for the `.md` twin and llms files. */
export async function createMarkdownTwin(body: string): Promise<string> {
  try {
    return String(await processor.process(body)).trim();
  } catch {
    // A page that does not parse as MDX has already failed the build; this keeps the twin readable for .md pages.
    return body.trim();
  }
}
