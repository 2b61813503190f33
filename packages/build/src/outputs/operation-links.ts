import { escapeHtml, operationHrefPrefix, routeHref } from '@docwright/theme';

const operationLink = new RegExp(`<a href="${operationHrefPrefix}([^"]*)">([\\s\\S]*?)</a>`, 'g');

/**
 * Points a rendered page's links to operations (see `operationHrefPrefix`) at the routes of those
 * operations' pages; a link to an operation without a page is left as its text.
 */
export function linkOperations(html: string, routeOf: (operationKey: string) => string | undefined): string {
  if (!html.includes(operationHrefPrefix)) return html;
  return html.replace(operationLink, (_, key: string, text: string) => {
    const route = routeOf(decodeURIComponent(key));
    return route === undefined ? text : `<a href="${escapeHtml(routeHref(route))}">${text}</a>`;
  });
}
