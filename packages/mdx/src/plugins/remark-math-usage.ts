import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Sets `file.data.usesMath` when the page has `$...$` or `$$...$$` math, so only those pages load KaTeX's CSS. */
export function remarkMathUsage() {
  return (tree: Root, file: VFile) => {
    let found = false;
    visit(tree, (node) => {
      if (node.type === 'math' || node.type === 'inlineMath') found = true;
    });
    file.data.usesMath = found;
  };
}
