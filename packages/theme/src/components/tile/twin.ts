import type { ComponentTwins } from '@docwright/mdx';
import { paragraph, text, titleLink } from '../twin-nodes.ts';

/** A tile reads as a link with its description; its preview images are left out. */
export const tileTwins: ComponentTwins = {
  Tile: {
    block: true,
    flow: (node, tools) => {
      const title = tools.attribute(node, 'title') ?? '';
      const description = tools.attribute(node, 'description');
      const lead = titleLink(title, tools.attribute(node, 'href'));
      return [paragraph([lead, ...(description ? [text(`: ${description}`)] : [])])];
    },
  },
};
