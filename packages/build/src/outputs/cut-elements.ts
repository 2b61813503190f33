/**
 * `html` without the elements that start with one of `openings` (`<div class="dw-example">`),
 * each cut up to its matching end tag. For the build's own markup, whose elements are balanced:
 * a string scan, where parsing a large API's pages again would cost more than the cut saves.
 */
export function cutElements(html: string, openings: readonly string[]): string {
  const cuts: [number, number][] = [];
  for (const opening of openings) {
    const tag = /^<([a-z][a-z0-9-]*)/.exec(opening)?.[1];
    if (!tag) continue;
    let from = 0;
    for (;;) {
      const start = html.indexOf(opening, from);
      if (start < 0) break;
      const end = matchingEnd(html, tag, start + opening.length);
      cuts.push([start, end]);
      from = end;
    }
  }
  if (cuts.length === 0) return html;
  cuts.sort((a, b) => a[0] - b[0]);
  const parts: string[] = [];
  let position = 0;
  for (const [start, end] of cuts) {
    if (start < position) continue; // Inside an element already cut.
    parts.push(html.slice(position, start));
    position = end;
  }
  parts.push(html.slice(position));
  return parts.join('');
}

/** The index just past the end tag that closes an element of `tag` opened before `from`. */
function matchingEnd(html: string, tag: string, from: number): number {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let depth = 1;
  let position = from;
  while (depth > 0) {
    const nextClose = html.indexOf(close, position);
    if (nextClose < 0) return html.length;
    let nextOpen = html.indexOf(open, position);
    // `<div` must not match `<divider`: the opening's name ends at a space, `>` or `/`.
    while (nextOpen >= 0 && nextOpen < nextClose && !/[\s>/]/.test(html[nextOpen + open.length] ?? '')) {
      nextOpen = html.indexOf(open, nextOpen + open.length);
    }
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth += 1;
      position = nextOpen + open.length;
    } else {
      depth -= 1;
      position = nextClose + close.length;
    }
  }
  return position;
}
