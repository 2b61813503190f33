import { escapeHtml } from '../html.ts';
import type { SiteChrome } from './chrome.ts';
import { renderDocument } from './document.ts';

/** An HTML page that forwards to `href` at once, with or without JavaScript; `headEnd` joins its head. */
export function renderRedirectDocument(href: string, headEnd = ''): string {
  const target = escapeHtml(href);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${target}"><link rel="canonical" href="${target}"><script>location.replace(${JSON.stringify(href).replaceAll('<', '\\u003c')}+location.hash)</script>${headEnd}</head>
<body><p>This page has moved to <a href="${target}">${target}</a>.</p></body>
</html>
`;
}

/** What docs.json `errors.404` says the 404 page shows: its heading, and its text as HTML and as plain text. */
export interface NotFoundText {
  readonly title?: string;
  readonly descriptionHtml?: string;
  readonly description?: string;
}

/** The site's 404 page, in its chrome; with `redirectHome`, it sends the reader to the home page at once. */
export function renderNotFoundDocument(
  site: SiteChrome,
  sidebarHtml: string,
  options: {
    readonly redirectHome: boolean;
    readonly headEnd: string;
    readonly text?: NotFoundText;
  },
): string {
  const text = options.text ?? {};
  const headEnd = [
    options.redirectHome ? '<meta http-equiv="refresh" content="0; url=/">' : '',
    options.headEnd,
  ]
    .filter(Boolean)
    .join('\n');
  return renderDocument({
    noindex: true,
    ...(headEnd !== '' && { headEnd }),
    site,
    route: '404',
    title: text.title ?? 'Page not found',
    description: text.description ?? 'There is no page at this address.',
    ...(text.descriptionHtml === undefined && {
      lead: 'There is no page at this address. Use the navigation to find what you were looking for.',
    }),
    sectionIndex: 0,
    sidebarHtml,
    contentHtml: `${text.descriptionHtml ? `<div class="dw-not-found-text">${text.descriptionHtml}</div>\n` : ''}<p><a href="/">Go to the home page</a></p>`,
    toc: [],
    breadcrumbs: [],
  });
}
