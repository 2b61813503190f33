/**
 * `html` without the elements that start with one of `openings` (`<div class="dw-example">`),
 * each cut up to its matching end tag. For the theme's own markup, whose elements are balanced:
 * one scan for all the openings, where parsing a large API's pages again would cost more than
 * the cut saves. An opening inside an element already cut is passed over with it.
 */
export function cutElements(html: string, openings: readonly string[]): string {
  const named = openings.flatMap((opening) => (/^<[a-z][a-z0-9-]*/.test(opening) ? [opening] : []));
  if (named.length === 0) return html;
  const pattern = new RegExp(
    named.map((opening) => opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  const parts: string[] = [];
  let position = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const tag = /^<([a-z][a-z0-9-]*)/.exec(match[0])?.[1] as string;
    const end = matchingEnd(html, tag, match.index + match[0].length);
    parts.push(html.slice(position, match.index));
    position = end;
    pattern.lastIndex = end;
  }
  if (position === 0) return html;
  parts.push(html.slice(position));
  return parts.join('');
}

/**
 * The index just past the end tag that closes an element of `tag` opened before `from`. Each
 * search starts where the last one of its kind ended, so the scan is linear in the element's size.
 */
function matchingEnd(html: string, tag: string, from: number): number {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let depth = 1;
  let position = from;
  let nextOpen = openingAt(html, open, from);
  let nextClose = html.indexOf(close, from);
  while (depth > 0) {
    if (nextClose < 0) return html.length;
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth += 1;
      position = nextOpen + open.length;
      nextOpen = openingAt(html, open, position);
    } else {
      depth -= 1;
      position = nextClose + close.length;
      nextClose = html.indexOf(close, position);
    }
  }
  return position;
}

/** The next opening tag of this name from `from`: `<div` must not match `<divider`. */
function openingAt(html: string, open: string, from: number): number {
  let at = html.indexOf(open, from);
  while (at >= 0 && !/[\s>/]/.test(html[at + open.length] ?? '')) at = html.indexOf(open, at + open.length);
  return at;
}
