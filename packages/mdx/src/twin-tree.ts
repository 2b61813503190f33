import type { Root } from 'mdast';
import type { PageFormat } from './page-compiler.ts';

/**
 * The compile's parse of a page as the Markdown twin's parser would make it, or undefined when
 * the two could differ: the twin reads `.md` pages as MDX too, knows no `$` math, and sees the
 * page as written, before `{#id}` headings are escaped (`escaped` is what the compile parsed).
 * A copy, since the compile's plugins go on to change their tree, without what the twin never
 * reads: positions and the JavaScript syntax trees of expressions and imports.
 */
export function twinTreeOf(tree: Root, body: string, escaped: string, format: PageFormat): Root | undefined {
  if (format !== 'mdx' || escaped !== body || body.includes('$')) return undefined;
  return copyForTwin(tree) as Root;
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
