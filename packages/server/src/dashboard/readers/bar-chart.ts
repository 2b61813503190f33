// Horizontal bars, one row per page: the page's path on a line of its own, then its bar (one or
// more stacked segments) with its number after it. Bar lengths are percentages of the chart's
// width for the largest row; the number after a full-length bar sits in the wrapper's right padding.
import { escapeHtml } from '../html.ts';
import { shortenPath } from './truncate.ts';

export interface BarSegment {
  readonly value: number;
  /** `dw-readers-`-prefixed class giving the segment its colour. */
  readonly className: string;
  /** The segment's tooltip. */
  readonly title: string;
}

export interface BarRow {
  readonly path: string;
  readonly segments: readonly BarSegment[];
  /** The text after the bar. */
  readonly valueText: string;
}

const rowHeight = 44;
const barTop = 20;
const barHeight = 14;
/** Fits a 390 px wide screen in the monospace label font. */
const maxLabelCharacters = 36;

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

export function barChart(rows: readonly BarRow[], label: string): string {
  const max = Math.max(1, ...rows.map((row) => row.segments.reduce((sum, s) => sum + s.value, 0)));
  const body = rows
    .map((row, index) => {
      const top = index * rowHeight;
      const shown = shortenPath(row.path, maxLabelCharacters);
      const title = shown === row.path ? '' : `<title>${escapeHtml(row.path)}</title>`;
      let start = 0;
      const segments = row.segments
        .filter((segment) => segment.value > 0)
        .map((segment) => {
          const width = (segment.value / max) * 100;
          const rect = `<rect class="${segment.className}" x="${percent(start)}" y="${top + barTop}" width="${percent(width)}" height="${barHeight}" data-value="${segment.value}"><title>${escapeHtml(segment.title)}</title></rect>`;
          start += width;
          return rect;
        })
        .join('');
      return `<g class="dw-readers-bar-row"><text class="dw-readers-path" x="0" y="${top + 13}">${escapeHtml(shown)}${title}</text>${segments}<svg x="${percent(start)}" y="${top + barTop}" overflow="visible"><text class="dw-readers-value" x="6" y="${barHeight - 2}">${escapeHtml(row.valueText)}</text></svg></g>`;
    })
    .join('');
  return `<div class="dw-readers-plot dw-readers-plot-bars"><svg class="dw-readers-chart" role="img" aria-label="${escapeHtml(label)}" width="100%" height="${rows.length * rowHeight}" overflow="visible" focusable="false" data-max="${max}">${body}</svg></div>`;
}
