import type { ComponentTwins, RootContent } from '@docwright/mdx';

/** Markdown an author wrote in a string prop, kept as written (links and bold stay Markdown). */
const written = (value: string): RootContent => ({ type: 'html', value });

/** A frame reads as its hint, its content, then its caption in italics. */
export const frameTwins: ComponentTwins = {
  Frame: {
    block: true,
    flow: (node, tools) => {
      const hint = tools.attribute(node, 'hint');
      const caption = tools.attribute(node, 'caption');
      return [
        ...(hint ? [{ type: 'paragraph', children: [written(hint)] } as RootContent] : []),
        ...tools.blocks(node.children),
        ...(caption
          ? [
              {
                type: 'paragraph',
                children: [{ type: 'emphasis', children: [written(caption)] }],
              } as RootContent,
            ]
          : []),
      ];
    },
  },
};
