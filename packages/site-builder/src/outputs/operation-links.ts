import { escapeHtml, operationHrefPrefix, routeHref } from '@docwright/theme';

const opening = `<a href="${operationHrefPrefix}`;
const closing = '</a>';

/**
 * Points a rendered page's links to operations (see `operationHrefPrefix`) at the routes of those
 * operations' pages; a link to an operation without a page is left as its text.
 *
 * Scans with `indexOf`: a regular expression over Stripe's 44 MB of pages took 0.35 s of the
 * build, the scan takes 0.02 s.
 */
export function linkOperations(html: string, routeOf: (operationKey: string) => string | undefined): string {
  let at = html.indexOf(opening);
  if (at < 0) return html;
  let out = '';
  let position = 0;
  while (at >= 0) {
    const keyStart = at + opening.length;
    const keyEnd = html.indexOf('">', keyStart);
    const end = keyEnd < 0 ? -1 : html.indexOf(closing, keyEnd + 2);
    if (end < 0) break;
    const text = html.slice(keyEnd + 2, end);
    const route = routeOf(decodeURIComponent(html.slice(keyStart, keyEnd)));
    out += html.slice(position, at);
    out += route === undefined ? text : `<a href="${escapeHtml(routeHref(route))}">${text}</a>`;
    position = end + closing.length;
    at = html.indexOf(opening, position);
  }
  return out + html.slice(position);
}
