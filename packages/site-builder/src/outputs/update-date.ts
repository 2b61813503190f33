const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month by its English name or its first three letters (`Mar`, `Sept.`), 0-based. */
function monthIndex(word: string): number | undefined {
  const lower = word.toLowerCase().replace(/\.$/, '');
  const index = months.findIndex(
    (month) => month === lower || (lower.length >= 3 && month.startsWith(lower)),
  );
  return index >= 0 ? index : undefined;
}

function utcDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day ? date : undefined;
}

/**
 * The day an `<Update>`'s label names, for its feed item's `pubDate`: `2025-03-14`, `March 14,
 * 2025`, `14 March 2025`, or `March 2025` (its first day). Mintlify's documentation gives an
 * update no date prop, and dates its items by when it first published them, which a static
 * build cannot know; a label that names no day (`v2.1.0`) gives no date.
 */
export function updateDate(label: string): Date | undefined {
  const text = label.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return utcDate(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const monthFirst = /^([A-Za-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(text);
  if (monthFirst) {
    const month = monthIndex(monthFirst[1] ?? '');
    return month === undefined ? undefined : utcDate(Number(monthFirst[3]), month, Number(monthFirst[2]));
  }
  const dayFirst = /^(\d{1,2})\s+([A-Za-z]+\.?),?\s+(\d{4})$/.exec(text);
  if (dayFirst) {
    const month = monthIndex(dayFirst[2] ?? '');
    return month === undefined ? undefined : utcDate(Number(dayFirst[3]), month, Number(dayFirst[1]));
  }
  const monthOnly = /^([A-Za-z]+\.?),?\s+(\d{4})$/.exec(text);
  if (monthOnly) {
    const month = monthIndex(monthOnly[1] ?? '');
    return month === undefined ? undefined : utcDate(Number(monthOnly[2]), month, 1);
  }
  return undefined;
}
