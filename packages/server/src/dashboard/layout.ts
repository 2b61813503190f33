// The frame of every dashboard page: the header with the project and sign-out, the navigation,
// the main landmark, the site's stylesheet and the dashboard's own.
import { createHash } from 'node:crypto';
import { escapeHtml } from './html.ts';

/** The served site's stylesheet, which gives the dashboard the theme's look. */
export const siteStylesheetPath = '/_docwright/site.css';

export type Section = 'keys' | 'jobs' | 'updates' | 'readers';

const sections: readonly { id: Section; label: string; path: string }[] = [
  { id: 'keys', label: 'API keys', path: '/keys' },
  { id: 'jobs', label: 'Agent jobs', path: '/jobs' },
  { id: 'updates', label: 'Updates', path: '/updates' },
  { id: 'readers', label: 'Readers', path: '/readers' },
];

/** Where the browser finds the dashboard and the site (both under the site's base path). */
export interface PageAddress {
  /** `<base path>/_docwright/dashboard`. */
  readonly dashboard: string;
  /** The site's base path (`''` or `/docs`). */
  readonly site: string;
}

interface PageFrame {
  readonly address: PageAddress;
  readonly title: string;
  readonly body: string;
  /** The signed-in project and session token; none on the sign-in page. */
  readonly session?: { readonly projectId: string; readonly csrfToken: string };
  readonly section?: Section;
  /** CSS of a page's own classes, allowed by its hash in the page's CSP. */
  readonly styles?: string;
}

/** The page's HTML and the `style-src` hashes it needs. */
export function renderPage(frame: PageFrame): { html: string; styleHashes: string[] } {
  const { address, session } = frame;
  const nav = session
    ? `<nav class="dw-dash-nav" aria-label="Dashboard"><ul>${sections
        .map(
          (s) =>
            `<li><a href="${escapeHtml(address.dashboard + s.path)}"${s.id === frame.section ? ' aria-current="page"' : ''}>${escapeHtml(s.label)}</a></li>`,
        )
        .join('')}</ul></nav>`
    : '';
  const header = session
    ? `<header class="dw-dash-header"><span class="dw-dash-brand">Docwright dashboard</span><span class="dw-dash-project">Project <span class="dw-dash-code">${escapeHtml(session.projectId)}</span></span><form class="dw-dash-inline" method="post" action="${escapeHtml(address.dashboard)}/sign-out">${csrfField(session.csrfToken)}<button class="dw-dash-button dw-dash-button-quiet" type="submit">Sign out</button></form></header>`
    : `<header class="dw-dash-header"><span class="dw-dash-brand">Docwright dashboard</span></header>`;
  const styles = frame.styles ? `<style>${frame.styles}</style>` : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(frame.title)} · Docwright dashboard</title><link rel="stylesheet" href="${escapeHtml(address.site)}${siteStylesheetPath}"><link rel="stylesheet" href="${escapeHtml(address.dashboard)}/assets/dashboard.css">${styles}<script type="module" src="${escapeHtml(address.dashboard)}/assets/dashboard.js"></script></head><body class="dw-dash"><a class="dw-dash-skip" href="#dw-dash-main">Skip to content</a>${header}${nav}<main class="dw-dash-main" id="dw-dash-main" tabindex="-1">${frame.body}</main><div class="dw-dash-sr" id="dw-dash-announce" role="status" aria-live="polite"></div></body></html>`;
  const styleHashes = frame.styles
    ? [`'sha256-${createHash('sha256').update(frame.styles).digest('base64')}'`]
    : [];
  return { html, styleHashes };
}

/** The hidden field that carries the session's CSRF token in every form. */
export function csrfField(token: string): string {
  return `<input type="hidden" name="csrf" value="${escapeHtml(token)}">`;
}
