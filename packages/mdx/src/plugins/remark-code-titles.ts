import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseCodeMeta } from '../highlight/code-meta.ts';

/**
 * A code fence's title, Mintlify style (`parseCodeMeta`): `title="…"`, else the words of the info
 * string that are not options (```` ```bash cURL ```` -> `cURL`; `twoslash`, `nocopy`, `lines`…
 * are options). It reaches the `code` element as `data-title` (and `icon=` as `data-icon`), which
 * code groups use for their tab labels.
 */
export function remarkCodeTitles() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      const { title, icon } = parseCodeMeta(node.meta ?? undefined);
      if (title === undefined && icon === undefined) return;
      node.data = {
        ...node.data,
        hProperties: {
          ...node.data?.hProperties,
          ...(title !== undefined && { 'data-title': title }),
          ...(icon !== undefined && { 'data-icon': icon }),
        },
      };
    });
  };
}
