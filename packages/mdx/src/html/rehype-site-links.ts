import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { readAttribute, setAttribute, tagName, visitTags } from './html-node.ts';
import { isExternalUrl, resolvePageLink } from './site-paths.ts';

/** A link to the site's own pages or files, as written and as resolved. */
export interface SiteLink {
  readonly href: string;
  /** Site-relative route or file it points at (`guides/intro`, `files/a.pdf`, `''` for the home page). */
  readonly target: string;
  /** The fragment without `#`, as written (still percent-encoded), when the link has one. */
  readonly fragment?: string;
  /** A link within its own page (`#setup`): `target` is then `''` and only the fragment matters. */
  readonly samePage?: boolean;
  readonly line?: number;
  readonly column?: number;
}

/**
 * Points the page's links (Markdown links, `<a href>`, `<Card href>` and other components' `href`)
 * at the site's routes, and lists them on `file.data.links` so the build, which knows every
 * route, can report broken ones, and `docs check` their fragments (same-page `#anchor` links are
 * listed for that too). External links get `rel="noopener"`; `target` stays the author's.
 */
export function rehypeSiteLinks() {
  return (tree: Root, file: VFile) => {
    const location = file.data.location ?? { baseDir: '' };
    const links: SiteLink[] = [];
    visitTags(tree, (node) => {
      const href = readAttribute(node, 'href');
      if (!href || href.expression) return;
      if (isExternalUrl(href.text)) {
        if (tagName(node) === 'a' && /^(https?:)?\/\//i.test(href.text)) addNoopener(node);
        return;
      }
      const resolved = resolvePageLink(href.text, location);
      const start = node.position?.start;
      const at = start && { line: start.line, column: start.column };
      const fragment = fragmentOf(href.text);
      if (resolved.kind === 'same-page') {
        if (fragment) links.push({ href: href.text, target: '', fragment, samePage: true, ...at });
        return;
      }
      if (resolved.kind !== 'site') return;
      setAttribute(node, 'href', resolved.href);
      links.push({ href: href.text, target: resolved.target, ...(fragment && { fragment }), ...at });
    });
    file.data.links = links;
  };
}

/** `setup` for `/guides#setup`; undefined without a fragment or with an empty one. */
function fragmentOf(href: string): string | undefined {
  const at = href.indexOf('#');
  return at === -1 || at === href.length - 1 ? undefined : href.slice(at + 1);
}

function addNoopener(node: Parameters<typeof readAttribute>[0]): void {
  const rel = readAttribute(node, 'rel');
  if (rel?.expression) return;
  const words = rel ? rel.text.split(/\s+/).filter(Boolean) : [];
  if (words.includes('noopener')) return;
  setAttribute(node, 'rel', [...words, 'noopener'].join(' '));
}
