// Page views per day as an SVG area chart. Horizontal positions are percentages of the chart's
// width, so the chart fills any width with its text at its own size; the count labels sit in the
// wrapper's left padding, and half of the day labels at the ends in its side paddings (the SVG's
// overflow is visible). Labelled days are 7 or more apart: wide enough apart at 390 px.
import { escapeHtml } from '../html.ts';
import { formatAxisCount, formatCount, formatDay } from './format.ts';
import { countTicks, dayTicks } from './ticks.ts';

const plotTop = 28;
const plotHeight = 160;
const plotBottom = plotTop + plotHeight;
const chartHeight = plotBottom + 44;
/** Above this many days, the points are too close for markers. */
const maxMarkers = 31;

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

export function viewsChart(daily: readonly { day: string; views: number }[], label: string): string {
  const max = Math.max(0, ...daily.map((d) => d.views));
  const ticks = countTicks(max);
  const top = ticks.at(-1) as number;
  const last = daily.length - 1;
  const xOf = (index: number) => (last === 0 ? 0 : (index / last) * 100);
  const yOf = (views: number) => plotBottom - (views / top) * plotHeight;

  const grid = ticks
    .map((value) => {
      const y = Number(yOf(value).toFixed(2));
      return `<line class="dw-readers-grid" x1="0" x2="100%" y1="${y}" y2="${y}"/><text class="dw-readers-axis-text" x="-8" y="${y + 4}" text-anchor="end">${formatAxisCount(value)}</text>`;
    })
    .join('');
  const days = dayTicks(daily.length)
    .map((index) => {
      const x = xOf(index);
      const day = daily[index] as { day: string };
      return `<line class="dw-readers-tick" x1="${percent(x)}" x2="${percent(x)}" y1="${plotBottom}" y2="${plotBottom + 5}"/><text class="dw-readers-axis-text" x="${percent(x)}" y="${plotBottom + 19}" text-anchor="middle">${escapeHtml(formatDay(day.day))}</text>`;
    })
    .join('');
  // The shape is drawn in day × count units and stretched to the plot; its line keeps its width.
  const points = daily.map((d, index) => `${index},${top - d.views}`);
  const line = `M${points.join('L')}`;
  const area = `M0,${top}L${points.join('L')}L${last},${top}Z`;
  const shape = `<svg x="0" y="${plotTop}" width="100%" height="${plotHeight}" viewBox="0 0 ${Math.max(last, 1)} ${top}" preserveAspectRatio="none" overflow="visible"><path class="dw-readers-area" d="${area}"/><path class="dw-readers-line" d="${line}" vector-effect="non-scaling-stroke"/></svg>`;
  const markers =
    daily.length > maxMarkers
      ? ''
      : daily
          .map(
            (d, index) =>
              `<circle class="dw-readers-point" cx="${percent(xOf(index))}" cy="${Number(yOf(d.views).toFixed(2))}" r="3"><title>${escapeHtml(`${formatDay(d.day)}: ${formatCount(d.views)} views`)}</title></circle>`,
          )
          .join('');
  const axes = `<line class="dw-readers-axis" x1="0" x2="100%" y1="${plotBottom}" y2="${plotBottom}"/><text class="dw-readers-axis-title" x="-8" y="12" text-anchor="end">Views</text><text class="dw-readers-axis-title" x="100%" y="${plotBottom + 38}" text-anchor="end">Day (UTC)</text>`;
  return `<div class="dw-readers-plot dw-readers-plot-time"><svg class="dw-readers-chart" role="img" aria-label="${escapeHtml(label)}" width="100%" height="${chartHeight}" overflow="visible" focusable="false" data-max="${top}">${grid}${shape}${axes}${days}${markers}</svg></div>`;
}
