// The dashboard's Readers page and CSV files, on both stores, from views and answers recorded
// through the site's real endpoints and then moved back in time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from '../src/dashboard/readers/csv.ts';
import { readersCsv, readersPageContent } from '../src/dashboard/readers/index.ts';
import { csvFilename } from '../src/dashboard/readers/readers-csv.ts';
import { countTicks, dayTicks } from '../src/dashboard/readers/ticks.ts';
import { shortenPath } from '../src/dashboard/readers/truncate.ts';
import { backends, settingsFor } from './helpers/backends.ts';
import { ReaderActivity } from './helpers/reader-activity.ts';

/** The UTC day `daysAgo` days before today, `YYYY-MM-DD`. */
const dayBefore = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** A table's body rows as cell texts, from the page's HTML. */
function tableRows(html: string, summary: string): string[][] {
  const start = html.indexOf(`<summary>${summary}</summary>`);
  if (start < 0) throw new Error(`no table "${summary}"`);
  const body = html.slice(html.indexOf('<tbody>', start), html.indexOf('</tbody>', start));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] as string).matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1] as string),
  );
}

/** RFC 4180 fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) field += ch;
    else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

describe.each(backends)('the Readers page on %s', (backend) => {
  let activity: ReaderActivity;
  const days = (value: string) => new URLSearchParams({ days: value });

  beforeAll(async () => {
    activity = await ReaderActivity.open(await settingsFor(backend));
    // 40 days ago: inside 90 days only.
    await activity.view('acme', '/quickstart', 2);
    await activity.view('acme', '/guide');
    await activity.answer('acme', '/guide', true);
    await activity.answer('acme', '/guide', false);
    await activity.age(37);
    // 3 days ago.
    await activity.view('acme', '/quickstart');
    await activity.view('acme', '/api/pets', 2);
    await activity.answer('acme', '/quickstart', true, 2);
    await activity.answer('acme', '/quickstart', false);
    await activity.age(3);
    // Today.
    await activity.view('acme', '/quickstart', 3);
    await activity.answer('acme', '/api/pets', false);
    // Another project's readers.
    await activity.view('globex', '/globex-only', 50);
    await activity.answer('globex', '/globex-only', true, 5);
  }, 300_000);
  afterAll(async () => {
    await activity?.close();
  });

  it('counts views per UTC day with every day of the period present, days without views as 0', async () => {
    const daily = await activity.store.pageViews.daily('acme', { days: 7 });
    expect(daily.map((d) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayBefore));
    expect(daily.map((d) => d.views)).toEqual([0, 0, 0, 3, 0, 0, 3]);
    const ninety = await activity.store.pageViews.daily('acme', { days: 90 });
    expect(ninety).toHaveLength(90);
    expect(ninety[0]?.day).toBe(dayBefore(89));
    expect(ninety.filter((d) => d.views > 0)).toEqual([
      { day: dayBefore(40), views: 3 },
      { day: dayBefore(3), views: 3 },
      { day: dayBefore(0), views: 3 },
    ]);
    expect(await activity.store.pageViews.pageCount('acme', { days: 30 })).toBe(2);
    expect(await activity.store.pageViews.pageCount('acme', { days: 90 })).toBe(3);
  });

  it('counts answers per page over the period, most answered first', async () => {
    const week = await activity.store.feedback.perPage('acme', { days: 7 });
    expect(week.map(({ lastAnswerAt: _, ...page }) => page)).toEqual([
      { path: '/quickstart', helpful: 2, notHelpful: 1 },
      { path: '/api/pets', helpful: 0, notHelpful: 1 },
    ]);
    expect(week[0]?.lastAnswerAt.slice(0, 10)).toBe(dayBefore(3));
    expect(await activity.store.feedback.totals('acme', { days: 7 })).toEqual({
      helpful: 2,
      notHelpful: 2,
      pages: 2,
    });
    expect(await activity.store.feedback.totals('acme', { days: 90 })).toEqual({
      helpful: 3,
      notHelpful: 3,
      pages: 3,
    });
  });

  it('renders the period asked for, and 30 days for anything else', async () => {
    for (const [asked, expected] of [
      ['7', 7],
      ['30', 30],
      ['90', 90],
      ['365', 30],
      ['abc', 30],
      ['7.0', 30],
      ['', 30],
    ] as const) {
      const page = await readersPageContent(activity.store, 'acme', days(asked));
      expect(page.title).toBe('Readers');
      expect(page.body).toContain(`href="readers?days=${expected}" aria-current="page"`);
      expect(tableRows(page.body, 'Page views per day as a table')).toHaveLength(expected);
    }
    const none = await readersPageContent(activity.store, 'acme', new URLSearchParams());
    expect(none.body).toContain('href="readers?days=30" aria-current="page"');
    expect(none.body).toContain('href="readers.csv?kind=feedback&amp;days=30"');
    expect(none.body).toContain('href="readers.csv?kind=page-views&amp;days=30"');
  });

  it("shows the period's numbers in the charts and their tables, and none of another project's", async () => {
    const week = (await readersPageContent(activity.store, 'acme', days('7'))).body;
    expect(tableRows(week, 'Page views per day as a table')).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((ago) => [dayBefore(ago), ago === 3 || ago === 0 ? '3' : '0']),
    );
    expect(tableRows(week, 'Most viewed pages as a table')).toEqual([
      ['/quickstart', '4', '67%'],
      ['/api/pets', '2', '33%'],
    ]);
    expect(tableRows(week, 'Feedback per page as a table').map((row) => row.slice(0, 4))).toEqual([
      ['/quickstart', '2', '1', '67%'],
      ['/api/pets', '0', '1', '0%'],
    ]);
    expect(
      [...week.matchAll(/class="dw-readers-bar-views"[^>]*data-value="(\d+)"/g)].map((m) => m[1]),
    ).toEqual(['4', '2']);
    expect(week).toContain('6 views of 2 pages over the last 7 days');
    expect(week).toContain(
      '4 answers about 2 pages over the last 7 days: 2 helpful, 2 not helpful (50% helpful)',
    );
    const quarter = (await readersPageContent(activity.store, 'acme', days('90'))).body;
    expect(tableRows(quarter, 'Most viewed pages as a table').map((row) => row.slice(0, 2))).toEqual([
      ['/quickstart', '6'],
      ['/api/pets', '2'],
      ['/guide', '1'],
    ]);
    for (const body of [week, quarter]) expect(body).not.toContain('globex');
  });

  it('says what to do when a project has no views or answers yet', async () => {
    const page = await readersPageContent(activity.store, 'initech', days('30'));
    expect(page.body).toContain(
      'No page views in the last 30 days. Views are counted from readers who consented',
    );
    expect(page.body).toContain('No feedback in the last 30 days.');
    expect(page.body).not.toContain('<svg');
    expect(page.styles).not.toMatch(/(^|[},])\s*\.(?!dw-readers-|dw-readers\b)/m);
  });

  it('exports feedback and page views as CSV for the period', async () => {
    const feedback = await readersCsv(activity.store, 'acme', 'feedback', days('90'));
    expect(feedback.filename).toBe('acme-feedback-90d.csv');
    const rows = parseCsv(feedback.csv);
    expect(rows[0]).toEqual(['path', 'helpful', 'not_helpful', 'answers', 'helpful_share', 'last_answer_at']);
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual([
      ['/quickstart', '2', '1', '3', '0.6667'],
      ['/guide', '1', '1', '2', '0.5'],
      ['/api/pets', '0', '1', '1', '0'],
    ]);
    expect(rows[2]?.[5]?.slice(0, 10)).toBe(dayBefore(40));

    const views = await readersCsv(activity.store, 'acme', 'page-views', days('bogus'));
    expect(views.filename).toBe('acme-page-views-30d.csv');
    const viewRows = parseCsv(views.csv);
    expect(viewRows[0]).toEqual(['date', 'path', 'views']);
    // Every day of the 30 for each page viewed in them, zeros included.
    expect(viewRows).toHaveLength(1 + 30 * 2);
    expect(viewRows.slice(1, 3)).toEqual([
      [dayBefore(29), '/quickstart', '0'],
      [dayBefore(29), '/api/pets', '0'],
    ]);
    expect(viewRows.filter((row) => row[2] !== '0').slice(1)).toEqual([
      [dayBefore(3), '/quickstart', '1'],
      [dayBefore(3), '/api/pets', '2'],
      [dayBefore(0), '/quickstart', '3'],
    ]);
    expect(views.csv).not.toContain('globex');
  });
});

describe('CSV cells', () => {
  it('quotes as RFC 4180 says and defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('/plain')).toBe('/plain');
    expect(csvCell('/a,"b"')).toBe('"/a,""b"""');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r1')).toBe(`"'\r1"`);
    expect(csvCell(-3)).toBe('-3');
    expect(csvDocument(['a', 'b'], [['x,y', 2]])).toBe('a,b\r\n"x,y",2\r\n');
  });

  it('names files with safe characters only', () => {
    expect(csvFilename('acme', 'page-views', 30)).toBe('acme-page-views-30d.csv');
    expect(csvFilename('../evil"\r\n;x', 'feedback', 7)).toMatch(
      /^[A-Za-z0-9_][A-Za-z0-9._-]*-feedback-7d\.csv$/,
    );
    expect(csvFilename('', 'feedback', 7)).toBe('project-feedback-7d.csv');
  });
});

describe('chart axes and labels', () => {
  it('puts count ticks on round whole numbers from 0 past the largest value', () => {
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(14)).toEqual([0, 5, 10, 15]);
    expect(countTicks(165)).toEqual([0, 50, 100, 150, 200]);
    expect(countTicks(123_456)).toEqual([0, 50_000, 100_000, 150_000]);
  });

  it('labels at most five days, the last day always, evenly spaced', () => {
    expect(dayTicks(7)).toEqual([0, 2, 4, 6]);
    expect(dayTicks(30)).toEqual([1, 8, 15, 22, 29]);
    expect(dayTicks(90)).toEqual([5, 26, 47, 68, 89]);
  });

  it('shortens a long path around an ellipsis, keeping its most specific end', () => {
    expect(shortenPath('/quickstart', 36)).toBe('/quickstart');
    const short = shortenPath('/api-reference/endpoints/organizations/members/invitations/resend', 36);
    expect(Array.from(short)).toHaveLength(36);
    expect(short).toMatch(/^\/api-reference.*….*invitations\/resend$/);
  });
});
