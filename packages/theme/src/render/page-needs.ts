import { mermaidLayoutAttribute, mermaidMarker } from '@docwright/mdx';
import type { PageNeed } from '@docwright/page-model';
import { options, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';

/** Rendered content and the modules it needs, sorted. */
export interface RenderedContent {
  readonly html: string;
  readonly needs: readonly PageNeed[];
}

let collecting: Set<PageNeed> | undefined;

/**
 * Records that the content being rendered needs a module. Called by what writes HTML as a string
 * (a highlighted block, spec Markdown); elements rendered as vnodes are seen by the hook below.
 */
export function recordNeed(need: PageNeed): void {
  collecting?.add(need);
}

/** Renders `vnode` and collects what it needs. Rendering is synchronous, so one collection is open at a time. */
export function renderWithNeeds(vnode: VNode, outer: readonly PageNeed[] = []): RenderedContent {
  const enclosing = collecting;
  const needs = new Set<PageNeed>(outer);
  collecting = needs;
  try {
    return { html: renderToString(vnode), needs: sortedNeeds(needs) };
  } finally {
    collecting = enclosing;
    if (enclosing) for (const need of needs) enclosing.add(need);
  }
}

function sortedNeeds(needs: ReadonlySet<PageNeed>): PageNeed[] {
  return [...needs].sort();
}

// Elements that MDX, snippets and the page's own components render (a fenced block's `pre`, a
// diagram's figure, an island) are met here as they render, whoever made them.
const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  if (collecting && typeof vnode.type === 'string') {
    if (vnode.type === 'pre') collecting.add('code');
    else if (vnode.type === 'dw-island') collecting.add('islands');
    else if (vnode.type === 'img') collecting.add('images');
    if (vnode.props !== null && typeof vnode.props === 'object' && mermaidMarker in vnode.props) {
      collecting.add('mermaid');
      if ((vnode.props as Record<string, unknown>)[mermaidLayoutAttribute] === 'elk')
        collecting.add('mermaid-elk');
    }
  }
  previousDiffed?.(vnode);
};
