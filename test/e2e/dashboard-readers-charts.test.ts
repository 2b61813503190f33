// The dashboard's Readers charts as a browser draws them: the page's content and styles in a page
// with the theme's colour tokens, in real Chromium, light and dark, 390 and 1440 px wide. Nothing
// overlaps or overflows, axe-core finds nothing serious, and the shapes measure the numbers.
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReadersPageContent,
  readersPageContent,
} from '../../packages/server/src/dashboard/readers/index.ts';
import { settingsFor } from '../../packages/server/test/helpers/backends.ts';
import { ReaderActivity } from '../../packages/server/test/helpers/reader-activity.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';

const shots = process.env.DOCWRIGHT_READERS_SHOTS ?? join(tmpdir(), 'docwright-readers-shots');

// The theme's colour tokens (site.css's first rule), as the dashboard's layout reuses them.
const siteCss = readFileSync(new URL('../../packages/theme/src/styles/site.css', import.meta.url), 'utf8');
const themeTokens = siteCss.slice(0, siteCss.indexOf('}') + 1);

const longPath = '/api-reference/endpoints/organizations/{organization_id}/members/invitations/resend';
const widePath = `/${'W'.repeat(80)}`;

const hostPage = (content: ReadersPageContent) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${content.title}</title><style>${themeTokens}
body{margin:0;background:var(--dw-bg);color:var(--dw-fg);font-family:var(--dw-font)}main{box-sizing:border-box;max-width:72rem;margin:0 auto;padding:1.5rem 1rem}
${content.styles}</style></head><body><main><h1>${content.title}</h1>${content.body}</main></body></html>`;

interface Box {
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Every SVG text's box, per chart. */
const chartTextBoxes = (page: Page) =>
  page.$$eval('svg.dw-readers-chart', (charts) =>
    charts.map((chart) =>
      [...chart.querySelectorAll('text')].map((text) => {
        const box = text.getBoundingClientRect();
        return {
          text: text.textContent ?? '',
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
        };
      }),
    ),
  );

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

describe('Readers charts in Chromium', () => {
  let browser: Browser;
  let activity: ReaderActivity;
  let content: ReadersPageContent;

  beforeAll(async () => {
    activity = await ReaderActivity.open(await settingsFor('postgres'));
    // Thirty days of views, oldest first, one day aged at a time; a quiet weekend in the middle.
    for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
      const weekend = daysAgo === 13 || daysAgo === 14;
      if (!weekend) {
        await activity.view('acme', '/quickstart', 4 + (daysAgo % 5));
        await activity.view('acme', '/api-reference/pets/list', 2 + (daysAgo % 3));
        if (daysAgo % 2 === 0) await activity.view('acme', longPath, 2);
        if (daysAgo % 4 === 0) await activity.view('acme', widePath);
      }
      if (daysAgo % 3 === 0) await activity.view('acme', `/guides/page-${daysAgo}`);
      if (daysAgo > 0) await activity.age(1);
    }
    await activity.answer('acme', '/quickstart', true, 9);
    await activity.answer('acme', '/quickstart', false, 2);
    await activity.answer('acme', longPath, true, 1);
    await activity.answer('acme', longPath, false, 4);
    await activity.answer('acme', widePath, false, 1);
    await activity.answer('acme', '/api-reference/pets/list', true, 5);
    content = await readersPageContent(activity.store, 'acme', new URLSearchParams({ days: '30' }));
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await activity?.close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [390, 1440])
      it(`draws readable, proportional charts (${colorScheme}, ${width} px)`, async () => {
        const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
        try {
          await page.setContent(hostPage(content));
          expect(await page.locator('svg.dw-readers-chart').count()).toBe(3);

          // Nothing wider than the window.
          const widths = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
          }));
          expect(widths.scroll).toBeLessThanOrEqual(widths.client);
          for (const boxes of await chartTextBoxes(page))
            for (const box of boxes) {
              expect(box.left, box.text).toBeGreaterThanOrEqual(0);
              expect(box.right, box.text).toBeLessThanOrEqual(width);
            }

          // No chart text on another.
          for (const boxes of await chartTextBoxes(page))
            for (const [i, a] of boxes.entries())
              for (const b of boxes.slice(i + 1))
                expect(overlap(a, b), `"${a.text}" overlaps "${b.text}"`).toBe(false);

          // Nor on the text around the charts.
          const around = await page.$$eval(
            '.dw-readers h2, .dw-readers p, .dw-readers figcaption, .dw-readers summary, .dw-readers-periods a',
            (elements) =>
              elements.map((element) => {
                const box = element.getBoundingClientRect();
                return {
                  text: element.textContent ?? '',
                  left: box.left,
                  right: box.right,
                  top: box.top,
                  bottom: box.bottom,
                };
              }),
          );
          for (const a of (await chartTextBoxes(page)).flat())
            for (const b of around) expect(overlap(a, b), `"${a.text}" overlaps "${b.text}"`).toBe(false);

          // The long paths are shortened, whole in their tooltip.
          const labels = await page.$$eval('text.dw-readers-path', (texts) =>
            texts.map((t) => ({
              shown: t.childNodes[0]?.textContent ?? '',
              full: t.querySelector('title')?.textContent ?? null,
            })),
          );
          expect(labels).toContainEqual({ shown: expect.stringContaining('…'), full: longPath });
          expect(labels).toContainEqual({ shown: expect.stringContaining('…'), full: widePath });

          // Bar lengths in proportion to their numbers, within a chart.
          const bars = await page.$$eval('svg.dw-readers-chart', (charts) =>
            charts.map((chart) => {
              const right = chart.getBoundingClientRect().right;
              return [...chart.querySelectorAll('rect[data-value]')].map((rect) => {
                const box = rect.getBoundingClientRect();
                return {
                  value: Number(rect.getAttribute('data-value')),
                  length: box.width,
                  right: box.right,
                  chartRight: right,
                };
              });
            }),
          );
          const barCharts = bars.filter((chart) => chart.length > 0);
          expect(barCharts).toHaveLength(2);
          for (const chart of barCharts) {
            const perUnit = Math.max(...chart.map((bar) => bar.length / bar.value));
            for (const bar of chart) {
              expect(Math.abs(bar.length - bar.value * perUnit)).toBeLessThan(1);
              expect(bar.right).toBeLessThanOrEqual(bar.chartRight + 0.5);
            }
            // The longest bar fills the chart's width.
            expect(Math.max(...chart.map((bar) => bar.right))).toBeCloseTo(chart[0]?.chartRight ?? 0, 0);
          }

          // The points of the views per day: heights in proportion to the day's views, every day there.
          const points = await page.$$eval('circle.dw-readers-point', (circles: SVGCircleElement[]) =>
            circles.map((circle) => {
              const chart = circle.ownerSVGElement as SVGSVGElement;
              const axis = chart.querySelector('line.dw-readers-axis') as SVGLineElement;
              return {
                views: Number(/: (\d+) views?$/.exec(circle.querySelector('title')?.textContent ?? '')?.[1]),
                height:
                  axis.getBoundingClientRect().top -
                  (circle.getBoundingClientRect().top + circle.getBoundingClientRect().height / 2),
              };
            }),
          );
          expect(points).toHaveLength(30);
          const daily = await activity.store.pageViews.daily('acme', { days: 30 });
          expect(points.map((p) => p.views)).toEqual(daily.map((d) => d.views));
          expect(points.filter((p) => p.views === 0)).toHaveLength(2);
          const perView = Math.max(...points.map((p) => p.height / Math.max(p.views, 1)));
          for (const point of points) expect(Math.abs(point.height - point.views * perView)).toBeLessThan(1);

          // The tables, opened, hold the same numbers; axe-core checks them too.
          await page.$$eval('details.dw-readers-details', (all: HTMLDetailsElement[]) => {
            for (const details of all) details.open = true;
          });
          expect(await page.locator('table.dw-readers-table').count()).toBe(3);
          expect(await seriousViolations(page)).toEqual([]);
          await page.$$eval('details.dw-readers-details', (all: HTMLDetailsElement[]) => {
            for (const details of all) details.open = false;
          });
          if ((colorScheme === 'light' && width === 1440) || (colorScheme === 'dark' && width === 390))
            await page.screenshot({
              path: join(shots, `dashboard-readers-${colorScheme}.png`),
              fullPage: true,
            });
        } finally {
          await page.close();
        }
      });
});
