// HTML text for the dashboard's server-rendered pages: every value goes through `escapeHtml`.

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A time as `2026-11-30 09:12 UTC`, inside a `<time>` carrying the exact instant. */
export function timeHtml(iso: string | null, empty = 'never'): string {
  if (iso === null) return escapeHtml(empty);
  const shown = `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(shown)}</time>`;
}

/** How long from `start` to `end`, as `1 min 12 s`; null while either is missing. */
export function durationText(start: string | null, end: string | null): string | null {
  if (start === null || end === null) return null;
  const seconds = Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** A status word as a badge, its colour a class named after it. */
export function statusBadge(status: string): string {
  const word = status.replace(/_/g, ' ');
  return `<span class="dw-dash-status dw-dash-status-${escapeHtml(status.replace(/[^a-z_-]/g, ''))}">${escapeHtml(word)}</span>`;
}
