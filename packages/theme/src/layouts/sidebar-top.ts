import { escapeHtml } from '../html.ts';
import { iconMarkup, type SiteChrome } from './chrome.ts';
import type { DivisionMenu, DivisionOption } from './division-menus.ts';
import { tabList } from './header.ts';
import { htmlLangOf } from './interface-strings.ts';
import { languageName } from './language-name.ts';
import { withReaderMarks } from './reader-marks.ts';

const switcherLabels: Record<string, string> = {
  version: 'Version',
  language: 'Language',
  product: 'Product',
  dropdown: 'Section',
};

/** A version, language, product or dropdown menu: a disclosure listing the choices. */
function switcher(site: SiteChrome, menu: DivisionMenu): string {
  const current = menu.options.find((option) => option.current);
  if (!current) return '';
  const label = switcherLabels[menu.kind] ?? menu.kind;
  const shown = (option: DivisionOption) =>
    menu.kind === 'language'
      ? `<span lang="${escapeHtml(htmlLangOf(option.title))}">${escapeHtml(languageName(option.title))}</span>`
      : escapeHtml(option.title);
  const summary = `<span class="dw-switcher-kind">${label}</span><span class="dw-switcher-current">${iconMarkup(site, current.icon)}${shown(current)}</span>`;
  if (menu.options.length < 2) return `<div class="dw-switcher dw-switcher-single">${summary}</div>`;
  // Search reads the reader's version here to rank its pages first (client/search.ts).
  const version = menu.kind === 'version' ? ` data-version="${escapeHtml(current.title)}"` : '';
  return `<details class="dw-switcher"${version}><summary>${summary}</summary><ul>${menu.options
    .map((option) =>
      withReaderMarks(
        option.marks,
        `<li><a href="${escapeHtml(option.href)}"${option.current ? ' aria-current="true"' : ''}>${iconMarkup(site, option.icon)}${shown(option)}</a></li>`,
      ),
    )
    .join('')}</ul></details>`;
}

function anchorList(site: SiteChrome, menu: DivisionMenu): string {
  return `<ul class="dw-anchors">${menu.options
    .map((option) =>
      withReaderMarks(
        option.marks,
        `<li><a href="${escapeHtml(option.href)}"${option.current ? ' aria-current="true"' : ''}>${iconMarkup(site, option.icon)}<span>${escapeHtml(option.title)}</span></a></li>`,
      ),
    )
    .join('')}</ul>`;
}

/**
 * What sits above the sidebar's groups: switchers for versions, languages, products and
 * dropdowns, anchors as a list, and (on narrow screens, where the header hides them) the tabs.
 */
export function renderSidebarTop(
  site: SiteChrome,
  menus: readonly DivisionMenu[],
  headerTabs: DivisionMenu | undefined,
): string {
  return menus
    .map((menu) => {
      if (menu === headerTabs) return tabList(site, menu, 'dw-nav-tabs-mobile', 'div');
      if (menu.kind === 'anchor' || menu.kind === 'tab')
        return menu.options.length > 1 ? anchorList(site, menu) : '';
      return switcher(site, menu);
    })
    .join('');
}
