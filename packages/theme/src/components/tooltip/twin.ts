import type { ComponentTwins } from '@docwright/mdx';
import { text } from '../twin-nodes.ts';

/** A tooltip reads as its text with the tip beside it: `API (Application Programming Interface)`. */
export const tooltipTwins: ComponentTwins = {
  Tooltip: {
    inline: (node, tools) => {
      const inner = tools.phrasing(node.children);
      const tip = tools.attribute(node, 'tip');
      return tip ? [...inner, text(` (${tip})`)] : inner;
    },
  },
};
