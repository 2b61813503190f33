import type { BlockContent, ComponentTwins, ListItem } from '@docwright/mdx';
import { led, strong, text } from '../twin-nodes.ts';

/**
 * `<Steps>` reads as a numbered list, each step's title in bold before its content; the list
 * starts at the first step's `stepNumber`, and a later step with a number of its own says it.
 */
export const stepTwins: ComponentTwins = {
  Steps: {
    block: true,
    flow: (node, tools) => {
      const items: ListItem[] = [];
      let start: number | undefined;
      for (const child of node.children) {
        for (const step of (tools.lift(child) ?? [child]) as unknown[]) {
          if (!tools.isElement(step)) continue;
          const own = tools.attribute(step, 'stepNumber');
          start ??= Number(own ?? 1) || 1;
          // Markdown numbers a list's items in order: a step numbered otherwise says its number.
          const renumbered = own !== undefined && Number(own) !== start + items.length;
          const title = tools.title(step);
          const lead = [
            ...(title ? [strong(title)] : []),
            ...(renumbered ? [text(`${title ? ' ' : ''}(step ${own})`)] : []),
          ];
          const inner = tools.blocks(step.children) as BlockContent[];
          const children = (lead.length > 0 ? led(lead, inner, ': ') : inner) as BlockContent[];
          items.push({ type: 'listItem', spread: children.length > 1, children });
        }
      }
      return [
        {
          type: 'list',
          ordered: true,
          start: start ?? 1,
          spread: items.some((item) => item.spread),
          children: items,
        },
      ];
    },
  },
  /** A step outside `<Steps>` is a section headed by its title (the generic rule). */
  Step: { block: true },
};
