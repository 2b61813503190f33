import type { ComponentChildren, VNode } from 'preact';

/** `**bold**`, `*emphasis*` and `` `code` `` in a string prop (a prompt's description), as elements. */
export function inlineMarkdown(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    if (match[1] !== undefined) out.push(<strong>{match[1]}</strong>);
    else if (match[2] !== undefined) out.push(<em>{match[2]}</em>);
    else out.push(<code>{match[3]}</code>);
    last = at + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const blockTypes = new Set(['p', 'li', 'ul', 'ol', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'br']);

/** The text of rendered children (a prompt to copy or send), paragraphs on lines of their own. */
export function plainText(children: ComponentChildren): string {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(plainText).join('');
  const node = children as VNode<{ children?: ComponentChildren }>;
  const inner = plainText(node.props?.children);
  const type = typeof node.type === 'string' ? node.type : '';
  if (type === 'li') return `- ${inner.trim()}\n`;
  return blockTypes.has(type) ? `${inner.trim()}\n\n` : inner;
}
