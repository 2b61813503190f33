import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { propOrText } from './prop-or-text.ts';

const placeholder = /\{\s*([A-Za-z_$][\w$]*)\s*\}/g;

/**
 * `{word}` in a code block reads the `word` prop when the MDX renders as a snippet given one
 * (`<MySnippet word="x" />`), as Mintlify fills it, and is the text as written otherwise. Runs
 * after highlighting: each placeholder is one token's text, so the colours stay.
 */
export function rehypeCodeProps() {
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      if (pre.tagName !== 'pre') return;
      visit(pre, 'text', (node, index, parent) => {
        if (!parent || index === undefined || !node.value.includes('{')) return;
        const pieces: ElementContent[] = [];
        let from = 0;
        for (const match of node.value.matchAll(placeholder)) {
          const name = match[1] as string;
          if (name === 'components') continue;
          if (match.index > from) pieces.push({ type: 'text', value: node.value.slice(from, match.index) });
          pieces.push({
            type: 'mdxTextExpression',
            value: `props.${name}`,
            data: { estree: propOrText(name, match[0]) },
          } as unknown as ElementContent);
          from = match.index + match[0].length;
        }
        if (pieces.length === 0) return;
        if (from < node.value.length) pieces.push({ type: 'text', value: node.value.slice(from) });
        (parent.children as ElementContent[]).splice(index, 1, ...pieces);
        return index + pieces.length;
      });
    });
  };
}
