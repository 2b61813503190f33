import { fencedCodeBlocks } from '@docwright/mdx';
import type { PageSource } from '../../load/discover.ts';
import type { RenderContext } from '../../render/render-page.ts';
import { createRequestSamples } from '../../render/request-samples.ts';
import type { CodeBlock } from './protocol.ts';

// A page is scanned when the worker starts (for its grammars) and again when its route is sent.
const fencesOfPage = new WeakMap<PageSource, readonly CodeBlock[]>();

/** A page's fenced code that will be highlighted: a fence without a language stays plain text. */
export function pageCodeBlocks(page: PageSource): readonly CodeBlock[] {
  let blocks = fencesOfPage.get(page);
  if (!blocks) {
    blocks = fencedCodeBlocks(page.body).filter((block): block is CodeBlock => block.language !== undefined);
    fencesOfPage.set(page, blocks);
  }
  return blocks;
}

/** The code a route's render highlights: its page's fenced code, and its endpoint's generated request examples. */
export function routeCodeBlocks({ page, spec, operation, examples }: RenderContext): CodeBlock[] {
  const fenced = page ? pageCodeBlocks(page) : [];
  if (!spec || !operation) return [...fenced];
  const samples = createRequestSamples(spec, operation, examples).map((sample) => ({
    code: sample.code,
    language: sample.syntax,
    generated: true,
  }));
  return [...fenced, ...samples];
}
