import type { BlockContent, ComponentTwins, ListItem } from '@docwright/mdx';
import { led, strong } from '../twin-nodes.ts';

/** `<Steps>` reads as a numbered list, each step's title in bold before its content. */
export const stepTwins: ComponentTwins = {
  Steps: {
    block: true,
    flow: (node, tools) => {
      const items: ListItem[] = [];
      for (const child of node.children) {
        for (const step of (tools.lift(child) ?? [child]) as unknown[]) {
          if (!tools.isElement(step)) continue;
          const title = tools.title(step);
          const inner = tools.blocks(step.children) as BlockContent[];
          const children = (title ? led([strong(title)], inner, ': ') : inner) as BlockContent[];
          items.push({ type: 'listItem', spread: children.length > 1, children });
        }
      }
      return [
        { type: 'list', ordered: true, start: 1, spread: items.some((item) => item.spread), children: items },
      ];
    },
  },
  /** A step outside `<Steps>` is a section headed by its title (the generic rule). */
  Step: { block: true },
};
