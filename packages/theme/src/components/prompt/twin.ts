import type { BlockContent, ComponentTwins, PhrasingContent } from '@docwright/mdx';
import { code, paragraph, strong, text } from '../twin-nodes.ts';

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

/** A prompt reads as its description, then a quote of the prompt itself. */
export const promptTwins: ComponentTwins = {
  Prompt: {
    block: true,
    flow: (node, tools) => {
      const description = tools.attribute(node, 'description');
      return [
        paragraph([strong('Prompt:'), ...(description ? [text(' '), ...inlineMarkdown(description)] : [])]),
        { type: 'blockquote', children: tools.blocks(node.children) as BlockContent[] },
      ];
    },
  },
};
