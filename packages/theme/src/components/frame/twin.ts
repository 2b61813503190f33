import type { ComponentTwins } from '@docwright/mdx';
import { text } from '../twin-nodes.ts';

/** A frame reads as its content, then its caption in italics. */
export const frameTwins: ComponentTwins = {
  Frame: {
    block: true,
    flow: (node, tools) => {
      const inner = tools.blocks(node.children);
      const caption = tools.attribute(node, 'caption');
      return caption
        ? [...inner, { type: 'paragraph', children: [{ type: 'emphasis', children: [text(caption)] }] }]
        : inner;
    },
  },
};
