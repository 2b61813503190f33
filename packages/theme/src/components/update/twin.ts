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
      // `tags={["A", "B"]}` as written: the quoted strings.
      const tagList = [...(tools.attribute(node, 'tags') ?? '').matchAll(/(["'])((?:(?!\1).)*)\1/g)].map(
        (match) => match[2] ?? '',
      );
      const lead = [
        ...(title ? [strong(title)] : []),
        ...(description ? [text(title ? ` (${description})` : description)] : []),
        ...(tagList.length > 0
          ? [text(`${title || description ? ' · ' : ''}Tags: ${tagList.join(', ')}`)]
          : []),
      ];
      return lead.length > 0 ? [{ type: 'paragraph', children: lead }, ...inner] : inner;
    },
  },
};
