// The Readers page's numbers as CSV files: feedback per page, and page views per day and page.
import type { Store } from '../../store/store.ts';
import { csvDocument } from './csv.ts';
import type { Period } from './period.ts';

/** The page-views file holds each day of this many of the most viewed pages. */
export const csvPageLimit = 1000;
/** The feedback file holds this many of the most answered pages (one row each). */
export const csvFeedbackLimit = 10_000;

export type CsvKind = 'feedback' | 'page-views';

/** `<projectId>-<kind>-<days>d.csv`, with anything but letters, digits, `.`, `_` and `-` as `_`. */
export function csvFilename(projectId: string, kind: CsvKind, days: Period): string {
  const project =
    projectId
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/^[.-]+/, '')
      .slice(0, 100) || 'project';
  return `${project}-${kind}-${days}d.csv`;
}

export async function feedbackCsv(store: Store, projectId: string, days: Period): Promise<string> {
  const pages = await store.feedback.perPage(projectId, { days, limit: csvFeedbackLimit });
  return csvDocument(
    ['path', 'helpful', 'not_helpful', 'answers', 'helpful_share', 'last_answer_at'],
    pages.map((page) => {
      const answers = page.helpful + page.notHelpful;
      return [
        page.path,
        page.helpful,
        page.notHelpful,
        answers,
        Number((page.helpful / answers).toFixed(4)),
        page.lastAnswerAt,
      ];
    }),
  );
}

/** One row per day of the period (oldest first) and viewed page, 0 on days a page had no views. */
export async function pageViewsCsv(store: Store, projectId: string, days: Period): Promise<string> {
  const rows = await store.pageViews.dailyPerPage(projectId, { days, pages: csvPageLimit });
  return csvDocument(
    ['date', 'path', 'views'],
    rows.map((row) => [row.day, row.path, row.views]),
  );
}
