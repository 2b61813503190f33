// What the Readers page shows, read from the store for one project and period.
import type { Store } from '../../store/store.ts';
import type { Period } from './period.ts';

/** How many pages the bar charts (and their tables) show. */
export const chartedPages = 10;

export interface ReadersData {
  readonly days: Period;
  /** Views per UTC day, oldest first, every day of the period (0 where there were none). */
  readonly daily: readonly { readonly day: string; readonly views: number }[];
  readonly totalViews: number;
  readonly viewedPages: number;
  /** The most viewed pages, most first. */
  readonly topPages: readonly { readonly path: string; readonly views: number }[];
  readonly feedback: {
    readonly helpful: number;
    readonly notHelpful: number;
    readonly pages: number;
    /** The most answered pages, most first. */
    readonly top: readonly {
      readonly path: string;
      readonly helpful: number;
      readonly notHelpful: number;
      readonly lastAnswerAt: string;
    }[];
  };
}

export async function readersData(store: Store, projectId: string, days: Period): Promise<ReadersData> {
  const daily = await store.pageViews.daily(projectId, { days });
  const topPages = await store.pageViews.top(projectId, { days, limit: chartedPages });
  const viewedPages = await store.pageViews.pageCount(projectId, { days });
  const totals = await store.feedback.totals(projectId, { days });
  const top = await store.feedback.perPage(projectId, { days, limit: chartedPages });
  return {
    days,
    daily,
    totalViews: daily.reduce((sum, day) => sum + day.views, 0),
    viewedPages,
    topPages,
    feedback: { ...totals, top },
  };
}
