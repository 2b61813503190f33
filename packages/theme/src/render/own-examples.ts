/** Classes of the examples a page writes itself (`<RequestExample>`, `<ResponseExample>`: `code-group.tsx`). */
const ownExampleClasses = ['dw-request-example', 'dw-response-example'];

/**
 * A page's rendered MDX split into the examples it writes itself, which an endpoint page shows
 * beside the reference instead of the generated ones, and the rest, both in document order.
 */
export function splitOwnExamples(html: string): { readonly examples: string[]; readonly rest: string } {
  const { taken, rest } = takeBlocksWithClass(html, ownExampleClasses);
  return { examples: taken, rest };
}

/**
 * Splits rendered HTML into the `<div>` blocks whose class is one of `classes` and the rest,
 * both in document order. Works on the theme's own rendered markup, where every `<div` and
 * `</div>` in the text is a tag (text and attributes are escaped).
 */
function takeBlocksWithClass(
  html: string,
  classes: readonly string[],
): { readonly taken: string[]; readonly rest: string } {
  const opening = new RegExp(`<div class="(?:${classes.map(escapeRegExp).join('|')})"`, 'g');
  const taken: string[] = [];
  let rest = '';
  let from = 0;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const end = closingEnd(html, match.index);
    if (end < 0) break;
    rest += html.slice(from, match.index);
    taken.push(html.slice(match.index, end));
    from = end;
    opening.lastIndex = end;
  }
  return { taken, rest: rest + html.slice(from) };
}

/** The index just after the `</div>` that closes the `<div` at `start`, or -1. */
function closingEnd(html: string, start: number): number {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return -1;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
