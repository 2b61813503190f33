/**
 * Mintlify's heading anchor rule, kept so existing links work: lowercase, whitespace to `-`,
 * `.` to `-`, parentheses and other punctuation removed, `/` and `&` kept.
 */
export function headingId(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[()]/g, '')
    .replace(/\s+/g, '-')
    .replace(/\./g, '-')
    .replace(/[^\p{L}\p{N}\-_/&]/gu, '');
}

/** Numbers repeats across a page: `usage`, `usage-2`, `usage-3`. */
export function createHeadingIds(): (text: string, custom?: string) => string {
  const counts = new Map<string, number>();
  return (text, custom) => {
    const base = custom ?? headingId(text);
    const count = (counts.get(base) ?? 0) + 1;
    counts.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}
