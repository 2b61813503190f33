import type { RenderContext, RenderedPage } from '../render-page.ts';
import { createRequestSamples } from '../request-samples.ts';
import type { RouteEntry } from '../routes.ts';
import type { CodeBlock } from './protocol.ts';
import type { RenderAhead } from './render-ahead.ts';
import { SpecMarkdownCollector } from './spec-markdown.ts';

export interface RenderInOrderPlan {
  readonly contextOf: (entry: RouteEntry) => RenderContext;
  readonly render: (entry: RouteEntry, context: RenderContext) => Promise<RenderedPage>;
  readonly onRendered: (entry: RouteEntry, page: RenderedPage) => void;
  /** The worker that highlights and renders Markdown ahead, if any; the caller closes it. */
  readonly ahead?: RenderAhead;
}

/**
 * Renders routes one after another on this thread. With a worker, it highlights each route's
 * request examples and renders its spec Markdown first (see `RenderAhead`); a route waits for
 * its own.
 */
export async function renderInOrder(entries: readonly RouteEntry[], plan: RenderInOrderPlan): Promise<void> {
  const { ahead } = plan;
  const contexts = entries.map(plan.contextOf);
  const markdown = new SpecMarkdownCollector();
  const highlighted = ahead
    ? contexts.map((context) => {
        // The worker answers in order: a route's Markdown is back by the time its examples are.
        ahead.renderMarkdown(markdown.textsOf(context));
        return ahead.highlight(requestExampleBlocks(context));
      })
    : [];
  for (const [index, entry] of entries.entries()) {
    // Awaiting also lets the worker's replies in: routes that render without a pause would not.
    await highlighted[index];
    plan.onRendered(entry, await plan.render(entry, contexts[index] as RenderContext));
  }
}

/** The code blocks of an endpoint page's generated request examples. */
function requestExampleBlocks({ spec, operation, examples }: RenderContext): CodeBlock[] {
  if (!spec || !operation) return [];
  return createRequestSamples(spec, operation, examples).map((sample) => ({
    code: sample.code,
    language: sample.syntax,
  }));
}
