import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

const mdxNodeTypes = [
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm',
];

/**
 * Raw HTML in `.md` pages (MDX pages have JSX instead) becomes elements, so the sanitizer and the
 * link and image plugins see it like any other markup. Pages without raw HTML skip the reparse.
 */
export function rehypeRawHtml() {
  const transform = rehypeRaw({ passThrough: mdxNodeTypes });
  return (tree: Root, file: VFile) => {
    let hasRaw = false;
    visit(tree, 'raw', () => {
      hasRaw = true;
    });
    return hasRaw ? (transform(tree, file) as Root) : undefined;
  };
}
