import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseCodeMeta } from './highlight/code-meta.ts';
import { withoutCodeNotation } from './highlight/code-notation.ts';

/**
 * Fenced code as the twin shows it: the code without `[!code …]` comments, the fence with its
 * language and title only (```` ```ts twoslash Example {1} ```` -> ```` ```ts Example ````), since
 * the display options mean nothing in plain Markdown.
 */
export function plainCodeFences(tree: Root): void {
  visit(tree, 'code', (node) => {
    node.value = withoutCodeNotation(node.value);
    if (node.meta) node.meta = parseCodeMeta(node.meta).title ?? null;
  });
}
