import type { ComponentTwins } from '@docwright/mdx';

/** The twin is for agents: `<Visibility for="humans">` goes, the rest stays; a view is a section headed by its title. */
export const audienceTwins: ComponentTwins = {
  Visibility: {
    block: true,
    flow: (node, tools) => (tools.attribute(node, 'for') === 'humans' ? [] : tools.blocks(node.children)),
    inline: (node, tools) => (tools.attribute(node, 'for') === 'humans' ? [] : undefined),
  },
  View: { block: true },
};
