import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Records the `file` of every `<Snippet file="...">` (Mintlify's older way to include a snippet) on `file.data.snippetFiles`. */
export function remarkSnippetFiles() {
  return (tree: Root, file: VFile) => {
    const files = new Set<string>();
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if ((node as { name?: string | null }).name !== 'Snippet') return;
      for (const attribute of (node as { attributes: { type: string; name?: string; value?: unknown }[] })
        .attributes) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          attribute.name === 'file' &&
          typeof attribute.value === 'string'
        ) {
          files.add(attribute.value);
        }
      }
    });
    file.data.snippetFiles = [...files];
  };
}
