import type { RouteEntry } from '../../plan/routes.ts';
import type { RenderContext, RenderedPage } from '../../render/render-page.ts';
import { routeCodeBlocks } from './code-blocks.ts';
import type { RenderAhead } from './render-ahead.ts';

interface RenderInOrderPlan {
  readonly contextOf: (entry: RouteEntry) => RenderContext;
  readonly render: (entry: RouteEntry, context: RenderContext) => Promise<RenderedPage>;
  readonly onRendered: (entry: RouteEntry, page: RenderedPage) => void;
  /** The worker that highlights code ahead (request examples, pages' fences), if any; the caller closes it. */
  readonly ahead?: RenderAhead;
  /** Work for a later route that waits for nothing, done while this thread waits for the worker. */
  readonly prepare?: (context: RenderContext) => void;
}

/**
 * Renders routes one after another on this thread. With a worker, it highlights each route's
 * code first (see `RenderAhead`), and a route waits for its own; meanwhile this thread prepares
 * later routes (`plan.prepare`).
 */
export async function renderInOrder(entries: readonly RouteEntry[], plan: RenderInOrderPlan): Promise<void> {
  const { ahead } = plan;
  const contexts = entries.map(plan.contextOf);
  const highlighted = ahead ? contexts.map((context) => ahead.highlight(routeCodeBlocks(context))) : [];
  let nextToPrepare = 0;
  const prepareNext = (current: number) => {
    nextToPrepare = Math.max(nextToPrepare, current + 1);
    const next = contexts[nextToPrepare++];
    if (next) plan.prepare?.(next);
    return next !== undefined && plan.prepare !== undefined;
  };
  for (const [index, entry] of entries.entries()) {
    // Awaiting also lets the worker's replies in: routes that render without a pause would not.
    await whileWaiting(highlighted[index], () => prepareNext(index));
    plan.onRendered(entry, await plan.render(entry, contexts[index] as RenderContext));
    // And other I/O: the search index's answers, so that Pagefind indexes while routes render.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Waits for `promise`, taking `step`s meanwhile (each short) until it settles or one says there are no more. */
async function whileWaiting(promise: Promise<void> | undefined, step: () => boolean): Promise<void> {
  if (!promise) return;
  let settled = false;
  promise.then(() => {
    settled = true;
  });
  // A promise already settled marks itself before this goes on: no step is taken for it.
  await null;
  while (!settled && step()) await new Promise((resolve) => setImmediate(resolve));
  await promise;
}
