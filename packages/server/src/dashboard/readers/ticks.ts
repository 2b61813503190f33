// Axis ticks: round counts on the value axis, evenly spaced days on the time axis.

/** Whole-number ticks from 0 to the first round value at or above `max` (1, 2 or 5 × 10ⁿ apart). */
export function countTicks(max: number, target = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / target;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/** Positions (0-based) of the labelled days among `count` days: the last one and every `step` before it, at most five. */
export function dayTicks(count: number, maxLabels = 5): number[] {
  const step =
    [1, 2, 7, 14, 21, 28, 35].find((s) => Math.ceil(count / s) <= maxLabels) ?? Math.ceil(count / maxLabels);
  const ticks: number[] = [];
  for (let index = count - 1; index >= 0; index -= step) ticks.unshift(index);
  return ticks;
}
