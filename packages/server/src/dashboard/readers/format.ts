// Numbers, days and shares as the Readers page writes them (English, UTC days).

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatCount = (value: number): string => whole.format(value);

/** An axis label: whole numbers up to 9,999, then 12K, 1.5M. */
export const formatAxisCount = (value: number): string =>
  value < 10_000 ? whole.format(value) : compact.format(value);

/** `2026-11-03` as `Nov 3`. */
export const formatDay = (day: string): string => shortDay.format(new Date(`${day}T00:00:00Z`));

/** `part` of `total` as a whole percentage, `-` when there is no total. */
export const formatShare = (part: number, total: number): string =>
  total === 0 ? '-' : `${Math.round((part / total) * 100)}%`;

export const plural = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
