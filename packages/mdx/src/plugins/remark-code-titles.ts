import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { metaFlags } from '../highlight/code-meta.ts';

/**
 * A code fence's title, Mintlify style: the info string after the language, without `{1-3}` line
 * ranges, `key=value` options and the `lines`/`wrap`/`expandable` flags (```` ```bash cURL ```` -> `cURL`). It reaches the `code` element as
 * `data-title`, which code groups use for their tab labels.
 */
export function remarkCodeTitles() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      const title = (node.meta ?? '')
        .replace(/\{[^}]*\}/g, ' ')
        .split(/\s+/)
        .filter((word) => word !== '' && !word.includes('=') && !metaFlags.has(word))
        .join(' ');
      if (title === '') return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, 'data-title': title } };
    });
  };
}
