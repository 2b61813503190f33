import type { ComponentTwins } from '@docwright/mdx';
import { strong, text } from '../twin-nodes.ts';

/** An update reads as its label in bold and its description, then its content. */
export const updateTwins: ComponentTwins = {
  Update: {
    block: true,
    flow: (node, tools) => {
      const inner = tools.blocks(node.children);
      const title = tools.title(node);
      const description = tools.attribute(node, 'description');
      const lead = [
        ...(title ? [strong(title)] : []),
        ...(description ? [text(title ? ` (${description})` : description)] : []),
      ];
      return lead.length > 0 ? [{ type: 'paragraph', children: lead }, ...inner] : inner;
    },
  },
};
