import type { RenderContext, RenderedPage } from '../render-page.ts';
import { minRoutesForWorkers } from '../render-pool/pool.ts';
import { createRequestSamples } from '../request-samples.ts';
import type { RouteEntry } from '../routes.ts';
import { HighlightAhead } from './highlight-ahead.ts';
import type { CodeBlock } from './protocol.ts';

export interface RenderInOrderPlan {
  readonly contextOf: (entry: RouteEntry) => RenderContext;
  readonly render: (entry: RouteEntry, context: RenderContext) => Promise<RenderedPage>;
  readonly onRendered: (entry: RouteEntry, page: RenderedPage) => void;
  /** Whether a worker may tokenize request examples ahead (default true). */
  readonly highlightWorker?: boolean;
}

/**
 * Renders routes one after another on this thread. With many to render, a worker tokenizes each
 * route's request examples first (see `HighlightAhead`), and a route waits for its own.
 * Resolves to the worker's figures, when one was started.
 */
export async function renderInOrder(
  entries: readonly RouteEntry[],
  plan: RenderInOrderPlan,
): Promise<HighlightAhead['stats'] | undefined> {
  const ahead =
    plan.highlightWorker !== false && entries.length >= minRoutesForWorkers
      ? new HighlightAhead()
      : undefined;
  try {
    const contexts = entries.map(plan.contextOf);
    const highlighted = ahead
      ? contexts.map((context) => ahead.highlight(requestExampleBlocks(context)))
      : [];
    for (const [index, entry] of entries.entries()) {
      // Awaiting also lets the worker's replies in: routes that render without a pause would not.
      await highlighted[index];
      plan.onRendered(entry, await plan.render(entry, contexts[index] as RenderContext));
    }
  } finally {
    await ahead?.close();
  }
  return ahead?.stats;
}

/** The code blocks of an endpoint page's generated request examples. */
function requestExampleBlocks({ spec, operation, examples }: RenderContext): CodeBlock[] {
  if (!spec || !operation) return [];
  return createRequestSamples(spec, operation, examples).map((sample) => ({
    code: sample.code,
    language: sample.syntax,
  }));
}
