// The Readers page's content: page views per day, the most viewed pages and feedback per page,
// each as an SVG chart with a text summary and a table of the same numbers.

import { escapeHtml } from '../html.ts';
import { barChart } from './bar-chart.ts';
import { dataTable } from './data-table.ts';
import { formatCount, formatDay, formatShare, plural } from './format.ts';
import { type Period, periods } from './period.ts';
import { csvFeedbackLimit, csvPageLimit } from './readers-csv.ts';
import type { ReadersData } from './readers-data.ts';
import { viewsChart } from './views-chart.ts';

const periodText = (days: Period) => `the last ${days} days`;

function periodLinks(current: Period): string {
  const links = periods
    .map((days) =>
      days === current
        ? `<a class="dw-readers-period" href="readers?days=${days}" aria-current="page">${days} days</a>`
        : `<a class="dw-readers-period" href="readers?days=${days}">${days} days</a>`,
    )
    .join('');
  return `<nav class="dw-readers-periods" aria-label="Period">${links}</nav>`;
}

const csvLink = (kind: 'feedback' | 'page-views', days: Period, text: string) =>
  `<a class="dw-readers-csv" href="readers.csv?kind=${kind}&amp;days=${days}" download>${escapeHtml(text)}</a>`;

const empty = (text: string) => `<p class="dw-readers-empty">${text}</p>`;

function viewsSection(data: ReadersData): string {
  const heading = '<h2 class="dw-readers-heading" id="dw-readers-views">Page views</h2>';
  if (data.totalViews === 0)
    return `<section class="dw-readers-section" aria-labelledby="dw-readers-views">${heading}${empty(
      `No page views in ${periodText(data.days)}. Views are counted from readers who consented to analytics on the site this server hosts: a site asks for consent when it has an analytics integration or a <code>cookies</code> consent setting in docs.json, and <code>telemetry.enabled: false</code> turns page views off.`,
    )}</section>`;
  const busiest = data.daily.reduce((best, day) => (day.views > best.views ? day : best));
  const quietest = data.daily.reduce((least, day) => (day.views < least.views ? day : least));
  const daysLabel = `Page views per day over ${periodText(data.days)} (UTC): ${plural(data.totalViews, 'view', 'views')} in total, most on ${formatDay(busiest.day)} (${formatCount(busiest.views)}), fewest on ${formatDay(quietest.day)} (${formatCount(quietest.views)}).`;
  const daysTable = dataTable(
    'Page views per day as a table',
    [{ heading: 'Day (UTC)' }, { heading: 'Views', numeric: true }],
    data.daily.map((d) => [d.day, formatCount(d.views)]),
  );
  const pages = data.topPages;
  const pagesLabel = `The ${plural(pages.length, 'most viewed page', 'most viewed pages')} over ${periodText(data.days)}: ${pages
    .slice(0, 3)
    .map((p) => `${p.path} ${formatCount(p.views)}`)
    .join(', ')}${pages.length > 3 ? ', and more in the table below' : ''}.`;
  const pagesChart = barChart(
    pages.map((p) => ({
      path: p.path,
      valueText: formatCount(p.views),
      segments: [
        {
          value: p.views,
          className: 'dw-readers-bar-views',
          title: `${p.path}: ${formatCount(p.views)} views`,
        },
      ],
    })),
    pagesLabel,
  );
  const pagesTable = dataTable(
    'Most viewed pages as a table',
    [{ heading: 'Page' }, { heading: 'Views', numeric: true }, { heading: 'Share of views', numeric: true }],
    pages.map((p) => [p.path, formatCount(p.views), formatShare(p.views, data.totalViews)]),
  );
  const more =
    data.viewedPages > pages.length
      ? ` The ${formatCount(pages.length)} most viewed of ${formatCount(data.viewedPages)} pages; the CSV has each day of ${data.viewedPages > csvPageLimit ? `the ${formatCount(csvPageLimit)} most viewed` : 'every one'}.`
      : '';
  return `<section class="dw-readers-section" aria-labelledby="dw-readers-views">${heading}<p class="dw-readers-summary">${escapeHtml(
    `${plural(data.totalViews, 'view', 'views')} of ${plural(data.viewedPages, 'page', 'pages')} over ${periodText(data.days)} (UTC days, today included).`,
  )} ${csvLink('page-views', data.days, 'Download page views (CSV)')}</p><figure class="dw-readers-figure"><figcaption class="dw-readers-caption">Views per day</figcaption>${viewsChart(data.daily, daysLabel)}${daysTable}</figure><figure class="dw-readers-figure"><figcaption class="dw-readers-caption">Most viewed pages</figcaption>${pagesChart}${pagesTable}${more ? `<p class="dw-readers-note">${escapeHtml(more.trim())}</p>` : ''}</figure></section>`;
}

function feedbackSection(data: ReadersData): string {
  const heading = '<h2 class="dw-readers-heading" id="dw-readers-feedback">Feedback</h2>';
  const { feedback } = data;
  const answers = feedback.helpful + feedback.notHelpful;
  if (answers === 0)
    return `<section class="dw-readers-section" aria-labelledby="dw-readers-feedback">${heading}${empty(
      `No feedback in ${periodText(data.days)}. Readers answer "Was this page helpful?" at the foot of each page of the site this server hosts; <code>telemetry.enabled: false</code> in docs.json removes the question.`,
    )}</section>`;
  const label = `Feedback on the ${plural(feedback.top.length, 'most answered page', 'most answered pages')} over ${periodText(data.days)}, helpful and not helpful answers stacked: ${feedback.top
    .slice(0, 3)
    .map((p) => `${p.path} ${formatCount(p.helpful)} helpful, ${formatCount(p.notHelpful)} not helpful`)
    .join('; ')}${feedback.top.length > 3 ? '; and more in the table below' : ''}.`;
  const chart = barChart(
    feedback.top.map((p) => ({
      path: p.path,
      valueText: `${formatCount(p.helpful)} / ${formatCount(p.notHelpful)}`,
      segments: [
        {
          value: p.helpful,
          className: 'dw-readers-bar-helpful',
          title: `${p.path}: ${formatCount(p.helpful)} helpful`,
        },
        {
          value: p.notHelpful,
          className: 'dw-readers-bar-unhelpful',
          title: `${p.path}: ${formatCount(p.notHelpful)} not helpful`,
        },
      ],
    })),
    label,
  );
  const table = dataTable(
    'Feedback per page as a table',
    [
      { heading: 'Page' },
      { heading: 'Helpful', numeric: true },
      { heading: 'Not helpful', numeric: true },
      { heading: 'Helpful share', numeric: true },
      { heading: 'Last answer (UTC)' },
    ],
    feedback.top.map((p) => [
      p.path,
      formatCount(p.helpful),
      formatCount(p.notHelpful),
      formatShare(p.helpful, p.helpful + p.notHelpful),
      p.lastAnswerAt.slice(0, 16).replace('T', ' '),
    ]),
  );
  const legend =
    '<p class="dw-readers-legend" aria-hidden="true"><span class="dw-readers-swatch dw-readers-swatch-helpful"></span>Helpful <span class="dw-readers-swatch dw-readers-swatch-unhelpful"></span>Not helpful <span class="dw-readers-legend-note">(numbers: helpful / not helpful)</span></p>';
  const more =
    feedback.pages > feedback.top.length
      ? `<p class="dw-readers-note">${escapeHtml(`The ${formatCount(feedback.top.length)} most answered of ${formatCount(feedback.pages)} pages; the CSV has ${feedback.pages > csvFeedbackLimit ? `the ${formatCount(csvFeedbackLimit)} most answered` : 'them all'}.`)}</p>`
      : '';
  return `<section class="dw-readers-section" aria-labelledby="dw-readers-feedback">${heading}<p class="dw-readers-summary">${escapeHtml(
    `${plural(answers, 'answer', 'answers')} about ${plural(feedback.pages, 'page', 'pages')} over ${periodText(data.days)}: ${formatCount(feedback.helpful)} helpful, ${formatCount(feedback.notHelpful)} not helpful (${formatShare(feedback.helpful, answers)} helpful).`,
  )} ${csvLink('feedback', data.days, 'Download feedback (CSV)')}</p><figure class="dw-readers-figure"><figcaption class="dw-readers-caption">Feedback per page</figcaption>${legend}${chart}${table}${more}</figure></section>`;
}

export function readersBody(data: ReadersData): string {
  return `<div class="dw-readers">${periodLinks(data.days)}${viewsSection(data)}${feedbackSection(data)}</div>`;
}
