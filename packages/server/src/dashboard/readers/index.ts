// The dashboard's Readers page: feedback per page and page views over time, as SVG charts with
// their numbers in tables, and as CSV files.
import type { Store } from '../../store/store.ts';
import { periodFrom } from './period.ts';
import { type CsvKind, csvFilename, feedbackCsv, pageViewsCsv } from './readers-csv.ts';
import { readersData } from './readers-data.ts';
import { readersBody } from './readers-page.ts';
import { readersStyles } from './readers-styles.ts';

export interface ReadersPageContent {
  readonly title: string;
  /** HTML, every value in it escaped; its links are relative to the Readers page. */
  readonly body: string;
  /** CSS for its own classes, all prefixed `dw-readers-`. */
  readonly styles: string;
}

/** The page for `?days=` 7, 30 or 90 (anything else is 30). */
export async function readersPageContent(
  store: Store,
  projectId: string,
  query: URLSearchParams,
): Promise<ReadersPageContent> {
  const data = await readersData(store, projectId, periodFrom(query));
  return { title: 'Readers', body: readersBody(data), styles: readersStyles };
}

export async function readersCsv(
  store: Store,
  projectId: string,
  kind: CsvKind,
  query: URLSearchParams,
): Promise<{ filename: string; csv: string }> {
  const days = periodFrom(query);
  const csv =
    kind === 'feedback'
      ? await feedbackCsv(store, projectId, days)
      : await pageViewsCsv(store, projectId, days);
  return { filename: csvFilename(projectId, kind, days), csv };
}
