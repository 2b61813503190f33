// RFC 9110 13.1.2: `If-None-Match` is `*` or a list of entity tags, compared weakly for GET and HEAD.

/** One list member: an entity tag (`W/"a"`, `"b"`; 0x21, 0x23-0x7E and obs-text inside), then `,` or the end. */
const member = /(?:W\/)?"([\x21\x23-\x7e\x80-\xff]*)"[ \t]*(?:,|$)/y;

/**
 * Whether `If-None-Match` matches the current representation's `etag`: `*` matches any current
 * representation; otherwise a listed tag whose opaque part equals the current one's (weak
 * comparison: `W/` is ignored on both sides). Malformed members match nothing.
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const current = /^(?:W\/)?"([^"]*)"$/.exec(etag)?.[1];
  if (current === undefined) return false;
  let at = 0;
  while (at < header.length) {
    while (at < header.length && /[ \t,]/.test(header[at] ?? '')) at++;
    if (at >= header.length) break;
    member.lastIndex = at;
    const match = member.exec(header);
    if (match) {
      if (match[1] === current) return true;
      at = member.lastIndex;
    } else {
      // Not an entity tag: skip to the next member.
      const comma = header.indexOf(',', at);
      at = comma < 0 ? header.length : comma + 1;
    }
  }
  return false;
}
