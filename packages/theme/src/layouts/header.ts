import { escapeHtml } from '../html.ts';
import { themeToggle } from './appearance.ts';
import { iconMarkup, type SiteChrome } from './chrome.ts';
import type { DivisionMenu } from './division-menus.ts';
import { withReaderMarks } from './reader-marks.ts';

const githubMark =
  '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor"><path d="M8 0a8 8 0 0 0-2.53 15.59c.4.07.55-.17.55-.38v-1.33c-2.23.48-2.7-1.07-2.7-1.07-.36-.92-.89-1.17-.89-1.17-.73-.5.06-.49.06-.49.8.06 1.23.83 1.23.83.72 1.22 1.87.87 2.33.66.07-.52.28-.87.5-1.07-1.78-.2-3.65-.89-3.65-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82a7.6 7.6 0 0 1 4 0c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.28.82 2.15 0 3.07-1.87 3.75-3.66 3.95.29.25.54.73.54 1.48v2.2c0 .21.15.46.55.38A8 8 0 0 0 8 0z"/></svg>';

/** The logo (light and dark variants) or the site's name, linking home. */
function brand(site: SiteChrome): string {
  const inner = site.logo
    ? `<img class="dw-logo dw-logo-light" src="${escapeHtml(site.logo.light)}" alt="${escapeHtml(site.name)}"><img class="dw-logo dw-logo-dark" src="${escapeHtml(site.logo.dark)}" alt="${escapeHtml(site.name)}">`
    : escapeHtml(site.name);
  return `<a class="dw-brand" href="${escapeHtml(site.logoHref ?? '/')}">${inner}</a>`;
}

/** Tabs as links; the current one carries `aria-current`. */
export function tabList(
  site: SiteChrome,
  menu: DivisionMenu | undefined,
  className: string,
  element: 'nav' | 'div' = 'nav',
): string {
  if (!menu || menu.options.length < 2) return '';
  const label = element === 'nav' ? ' aria-label="Sections"' : '';
  return `<${element} class="${className}"${label}><ul>${menu.options
    .map((option) =>
      withReaderMarks(
        option.marks,
        `<li><a href="${escapeHtml(option.href)}"${option.current ? ' aria-current="true"' : ''}>${iconMarkup(site, option.icon)}${escapeHtml(option.title)}</a></li>`,
      ),
    )
    .join('')}</ul></${element}>`;
}

function navbarLinks(site: SiteChrome): string {
  const links = site.navbar.links
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.href)}"${link.label ? '' : ` aria-label="${escapeHtml(link.href)}"`}>${iconMarkup(site, link.icon)}${escapeHtml(link.label)}</a></li>`,
    )
    .join('');
  const primary = site.navbar.primary;
  const button = primary
    ? `<a class="dw-navbar-primary" href="${escapeHtml(primary.href)}">${primary.github ? githubMark : ''}${escapeHtml(primary.label)}</a>`
    : '';
  return `${links ? `<ul class="dw-navbar-links">${links}</ul>` : ''}${button}`;
}

export function renderHeader(site: SiteChrome, tabs: DivisionMenu | undefined, search: string): string {
  const tabRow = tabList(site, tabs, 'dw-nav-tabs');
  return `<header class="dw-header${tabRow ? ' dw-header-with-tabs' : ''}">
<div class="dw-header-bar">
${brand(site)}
<div class="dw-header-search">${search}</div>
${site.navbar.links.length > 0 || site.navbar.primary ? `<nav class="dw-navbar" aria-label="Site links">${navbarLinks(site)}</nav>` : ''}
${themeToggle(site.appearance)}
<label class="dw-menu-button" for="dw-menu-toggle"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M4 6h16M4 12h16M4 18h16"/></svg><span>Menu</span></label>
</div>
${tabRow}
</header>`;
}
