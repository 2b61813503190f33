import type { ComponentTwins } from '@docwright/mdx';
import { led, titleLink } from '../twin-nodes.ts';

/** A card reads as a link to where it leads, then its text: `[**Quickstart**](/quickstart): Start here.` */
export const cardTwins: ComponentTwins = {
  Card: {
    block: true,
    flow: (node, tools) => {
      const inner = tools.blocks(node.children);
      const title = tools.title(node);
      const href = tools.attribute(node, 'href');
      if (!title) return inner;
      return led([titleLink(title, href)], inner, href ? ': ' : ' ');
    },
  },
};
