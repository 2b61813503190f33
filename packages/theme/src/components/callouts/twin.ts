import type { BlockContent, ComponentTwin, ComponentTwins, Paragraph } from '@docwright/mdx';
import { strong, text } from '../twin-nodes.ts';

/** A callout reads as a blockquote led by its kind: `> **Warning:** Do not.` */
const callout = (label: string): ComponentTwin => ({
  block: true,
  flow: (node, tools) => {
    const [first, ...rest] = tools.blocks(node.children);
    const lead = strong(`${label}:`);
    const children =
      first?.type === 'paragraph'
        ? [{ type: 'paragraph', children: [lead, text(' '), ...first.children] } as Paragraph, ...rest]
        : [{ type: 'paragraph', children: [lead] } as Paragraph, ...(first ? [first] : []), ...rest];
    return [{ type: 'blockquote', children: children as BlockContent[] }];
  },
});

export const calloutTwins: ComponentTwins = Object.fromEntries(
  ['Note', 'Tip', 'Warning', 'Info', 'Check', 'Danger'].map((kind) => [kind, callout(kind)]),
);
