// The Readers page's period, `?days=`: 7, 30 or 90 UTC days, today included; anything else is 30.
export const periods = [7, 30, 90] as const;
export type Period = (typeof periods)[number];

const defaultPeriod: Period = 30;

export function periodFrom(query: URLSearchParams): Period {
  const days = query.get('days');
  return periods.find((period) => String(period) === days) ?? defaultPeriod;
}
