import {
  type BlockContent,
  isTwinElement,
  type List,
  type ListItem,
  type PhrasingContent,
  type RootContent,
  type TwinElement,
} from '@docwright/mdx';

/** Markdown nodes the components' twin rules (`<name>/twin.ts`) build. */
export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const paragraph = (children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });
export const list = (items: ListItem[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items,
});
export const item = (lead: PhrasingContent[], nested?: List): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [paragraph(lead) as BlockContent, ...(nested && nested.children.length > 0 ? [nested] : [])],
});

/** `lead` in bold before a link, or alone: `[**title**](href)`. */
export const titleLink = (title: string, href: string | undefined): PhrasingContent =>
  href ? { type: 'link', url: href, children: [strong(title)] } : strong(title);

/** Puts `lead` (and `separator`) before the content when it is one paragraph, else as a paragraph of its own. */
export function led(lead: PhrasingContent[], content: RootContent[], separator = ' '): RootContent[] {
  const [first, ...rest] = content;
  if (first?.type === 'paragraph' && rest.length === 0)
    return [{ type: 'paragraph', children: [...lead, text(separator), ...first.children] }];
  return [{ type: 'paragraph', children: lead }, ...content];
}

/** JSX children, looking inside paragraphs that hold components written on one line. */
export function elementsOf(children: readonly RootContent[]): TwinElement[] {
  return children.flatMap((child) => {
    if (isTwinElement(child)) return [child];
    if (child.type === 'paragraph') return elementsOf(child.children as RootContent[]);
    return [];
  });
}
