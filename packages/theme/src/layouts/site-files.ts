import { escapeHtml } from '../html.ts';
import type { SiteChrome } from './chrome.ts';

/** The site's own stylesheets, after the theme's and docs.json's colours, so their rules win. */
export function siteStylesheetLinks(site: Pick<SiteChrome, 'stylesheets'>): string {
  return (site.stylesheets ?? [])
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`)
    .join('');
}

/**
 * The site's own scripts, as Mintlify runs them: classic scripts (their top-level names are
 * globals, as a `gtag` snippet expects) in path order, once the document is parsed.
 */
export function siteScriptTags(site: Pick<SiteChrome, 'scripts'>): string {
  return (site.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
}
