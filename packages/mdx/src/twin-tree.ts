import type { Nodes, Root } from 'mdast';
import type { PageFormat } from './page-compiler.ts';

/**
 * The compile's parse of a page as the Markdown twin's parser would make it, or undefined when
 * the two could differ: the twin reads `.md` pages as MDX too, knows no `$` math, and sees the
 * page as written, before `{#id}` headings are escaped (`escaped` is what the compile parsed).
 * A copy, since the compile's plugins go on to change their tree, without what the twin never
 * reads: positions and the JavaScript syntax trees of expressions and imports.
 */
export function twinTreeOf(tree: Root, body: string, escaped: string, format: PageFormat): Root | undefined {
  if (format !== 'mdx' || escaped !== body) return undefined;
  if (body.includes('$') && !foundNoMath(tree, body)) return undefined;
  return copyForTwin(tree) as Root;
}

/**
 * Whether a parse that knows `$` math found none: no math node, and no image whose source holds a
 * `$` (an image keeps its text only flattened into `alt`, where math would leave no node). A
 * failed attempt at math leaves the text as it was, so the twin's parser, which knows no math,
 * makes the same tree. `$` is common outside math (`$ref`, shell prompts, prices).
 */
function foundNoMath(node: Nodes, body: string): boolean {
  if (node.type === 'math' || node.type === 'inlineMath') return false;
  if (node.type === 'image' || node.type === 'imageReference') {
    const { start, end } = node.position ?? {};
    if (start?.offset === undefined || end?.offset === undefined) return false;
    if (body.slice(start.offset, end.offset).includes('$')) return false;
  }
  return !('children' in node) || node.children.every((child: Nodes) => foundNoMath(child, body));
}

function copyForTwin(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyForTwin);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'position' || key === 'estree') continue;
    copy[key] = copyForTwin(field);
  }
  return copy;
}
