import type { Heading, PhrasingContent, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { createHeadingIds } from '../heading-id.ts';

export interface TocEntry {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

const customId = /\s*\{#([\w-]+)\}\s*$/;

/** Gives every heading an id (Mintlify's rule, or `{#custom}`) and collects `h2`/`h3` on `file.data.toc`. */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const nextId = createHeadingIds();
    const toc: TocEntry[] = [];
    visit(tree, 'heading', (node: Heading) => {
      let custom: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
        const match = customId.exec(last.value);
        if (match) {
          custom = match[1];
          last.value = last.value.slice(0, match.index);
        }
      }
      const text = textOf(node.children);
      const id = nextId(text, custom);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      if (node.depth === 2 || node.depth === 3) toc.push({ depth: node.depth, text, id });
    });
    file.data.toc = toc;
  };
}

function textOf(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) =>
      'value' in node ? node.value : 'children' in node ? textOf(node.children as PhrasingContent[]) : '',
    )
    .join('');
}
