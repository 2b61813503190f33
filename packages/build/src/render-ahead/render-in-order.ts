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
  /** Work for a later route that waits for nothing, done while this thread waits for the worker. */
  readonly prepare?: (context: RenderContext) => void;
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
  let prepared = 0;
  const prepareNext = () => {
    const context = contexts[prepared++];
    if (context) plan.prepare?.(context);
    return context !== undefined && plan.prepare !== undefined;
  };
  for (const [index, entry] of entries.entries()) {
    prepared = Math.max(prepared, index + 1);
    // Awaiting also lets the worker's replies in: routes that render without a pause would not.
    await whileWaiting(highlighted[index], prepareNext);
    plan.onRendered(entry, await plan.render(entry, contexts[index] as RenderContext));
  }
}

/** Waits for `promise`, taking `step`s meanwhile (each short, until one says there are no more). */
async function whileWaiting(promise: Promise<void> | undefined, step: () => boolean): Promise<void> {
  if (!promise) return;
  let settled = false;
  promise.then(() => {
    settled = true;
  });
  while (!settled && step()) await new Promise((resolve) => setImmediate(resolve));
  await promise;
}

/** The code blocks of an endpoint page's generated request examples. */
function requestExampleBlocks({ spec, operation, examples }: RenderContext): CodeBlock[] {
  if (!spec || !operation) return [];
  return createRequestSamples(spec, operation, examples).map((sample) => ({
    code: sample.code,
    language: sample.syntax,
  }));
}
