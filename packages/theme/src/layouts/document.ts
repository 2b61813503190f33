import type { TocEntry } from '@docwright/mdx';
import { modeInTheme, type PageMode, type PageNeed, type ReaderMarks } from '@docwright/page-model';
import { builtInComponents } from '../components/index.tsx';
import { escapeHtml, routeHref } from '../html.ts';
import { islandsRuntimePath } from '../render/islands.ts';
import { markdownTwinHref } from '../twin-links.ts';
import { appearanceHeadScript } from './appearance.ts';
import { defaultPrimary, inkOn } from './banner-ink.ts';
import type { SiteChrome } from './chrome.ts';
import { menuInToc, renderTitleWithMenu, renderTocMenu } from './contextual-menu.ts';
import { divisionMenus } from './division-menus.ts';
import { renderFooter } from './footer.ts';
import { renderHeader } from './header.ts';
import { interfaceStringsOf, interfaceStringsScript, sectionLang } from './interface-strings.ts';
import { type PageHeadInput, pageHead } from './page-head.ts';
import { withReaderMarks } from './reader-marks.ts';
import {
  renderSearchButton,
  renderSearchIndexLinks,
  type SearchIndexLink,
  searchScriptTag,
} from './search.ts';
import { renderSidebarTop } from './sidebar-top.ts';
import { siteScriptTags, siteStylesheetLinks } from './site-files.ts';
import { siteStyle, siteStyleAttributes } from './site-style.ts';

export interface DocumentProps {
  readonly site: SiteChrome;
  readonly route: string;
  readonly title: string;
  readonly description?: string;
  /** Shown under the title; pages whose description only summarizes their body leave it out. */
  readonly lead?: string;
  /** Absolute URL of this page, when the site's base URL is known. */
  readonly canonicalUrl?: string;
  /** The section (tab) this page belongs to, highlighted in the header. */
  readonly sectionIndex: number;
  readonly sidebarHtml: string;
  readonly contentHtml: string;
  readonly toc: readonly TocEntry[];
  readonly previous?: PagerLink;
  readonly next?: PagerLink;
  readonly breadcrumbs: readonly string[];
  /** The page has math (`$...$`, `<Latex>`): it loads KaTeX's stylesheet. */
  readonly math?: boolean;
  /** A generated reference page without MDX of its own: it loads the stylesheet without components' rules. */
  readonly plainReference?: boolean;
  /**
   * The browser modules the content needs, as its renderer reported them: `code` (copy buttons,
   * the remembered language of code groups), `tabs`, `mermaid`, `islands`.
   */
  readonly needs?: readonly PageNeed[];
  /** Markup appended to the body, e.g. the dev server's reload client. */
  readonly bodyEnd?: string;
  /** `noindex` for search engines (pages outside the index, the 404 page). */
  readonly noindex?: boolean;
  /** Extra `<head>` markup, e.g. a redirect. */
  readonly headEnd?: string;
  /** The page's Open Graph, Twitter and JSON-LD tags, written after `headEnd`. */
  readonly seo?: PageHeadInput;
  /** Markup right after the page's content, e.g. the feedback widget. */
  readonly afterContent?: string;
  /** Search indexes of pages only some readers may open, which search merges into the site's. */
  readonly searchIndexes?: readonly SearchIndexLink[];
  /** Front matter `mode`: which of the sidebar, title, table of contents and pager the page shows. */
  readonly mode?: PageMode;
  /** Front matter `hideFooterPagination`. */
  readonly hideFooterPagination?: boolean;
  /** Front matter `deprecated`: a badge beside the title. */
  readonly deprecated?: boolean;
  /** "Last modified on …" under the content (docs.json `metadata.timestamp`, front matter `timestamp`). */
  readonly lastModified?: string;
}

export interface PagerLink {
  readonly title: string;
  readonly route: string;
  readonly marks?: ReaderMarks;
}

export const stylesheetPath = '/_docwright/site.css';
/** Instead of `stylesheetPath` on generated reference pages, which have no MDX components to style. */
export const referenceStylesheetPath = '/_docwright/reference.css';
/** Loaded only by sites with a `theme` other than Mint's or a `background.decoration`. */
export const lookStylesheetPath = '/_docwright/look.css';
/** Loaded only by pages with math; the fonts sit beside it in `fonts/`. */
export const katexStylesheetPath = '/_docwright/katex/katex.min.css';
/** Loaded by every page: the theme toggle and the banner's dismiss button. */
export const chromeScriptPath = '/_docwright/chrome.js';
/** The playground island; `chrome.js` imports it when a reader opens a playground. */
export const playgroundScriptPath = '/_docwright/playground.js';
/** The playground dialog's rules; `chrome.js` loads them when a reader is about to open a playground. */
export const playgroundStylesheetPath = '/_docwright/playground.css';
/** Loaded only by pages with code groups. */
export const codeScriptPath = '/_docwright/code.js';
/** Loaded only by pages with images: click to zoom. */
export const imageZoomScriptPath = '/_docwright/image-zoom.js';
/** Loaded only by pages with a Mermaid diagram; it imports Mermaid itself when a diagram nears the screen. */
export const mermaidScriptPath = '/_docwright/mermaid.js';

/** The script each need loads, in the order pages load them. */
const needScriptPaths: readonly (readonly [PageNeed, string])[] = [
  ['code', codeScriptPath],
  ...builtInComponents.flatMap(({ script }) => (script ? [[script.need, script.path] as const] : [])),
  ['images', imageZoomScriptPath],
  ['mermaid', mermaidScriptPath],
  ['islands', islandsRuntimePath],
];

function needScripts(needs: readonly PageNeed[]): string {
  return needScriptPaths
    .filter(([need]) => needs.includes(need))
    .map(([, path]) => `<script type="module" src="${path}"></script>`)
    .join('');
}

/** A banner's own colours as the custom properties its stylesheet reads (hex only, as the schema checks). */
function bannerColorStyle({ color }: NonNullable<SiteChrome['banner']>): string {
  const light = color?.light ?? color?.dark;
  const dark = color?.dark ?? color?.light;
  return light && dark
    ? ` style="--dw-banner-light:${escapeHtml(light)};--dw-banner-dark:${escapeHtml(dark)};--dw-banner-ink-light:${inkOn(light)};--dw-banner-ink-dark:${inkOn(dark)}"`
    : '';
}

/** An info banner is in the brand colour: dark text on it when white text would be hard to read. */
function bannerInkAttribute(site: SiteChrome): string {
  const banner = site.banner;
  if (!banner || (banner.type ?? 'info') !== 'info' || banner.color?.light || banner.color?.dark) return '';
  return inkOn(site.colors?.primary ?? defaultPrimary) === '#ffffff' ? '' : ' data-banner-ink="dark"';
}

/** The whole HTML document of a page, assembled from pre-rendered parts. */
export function renderDocument(props: DocumentProps): string {
  const frame = renderDocumentFrame(props);
  return (
    frame.beforeContent + props.contentHtml + frame.beforeSidebar + props.sidebarHtml + frame.afterSidebar
  );
}

/**
 * The document around its two large parts, which a build writes as bytes it already holds: the
 * page's content (encoded once, when it rendered) and the section's sidebar (encoded once for all
 * the section's pages; a large API's sidebar is most of each page).
 */
export interface DocumentFrame {
  readonly beforeContent: string;
  /** From the end of the content to the sidebar's first item. */
  readonly beforeSidebar: string;
  readonly afterSidebar: string;
}

/** The document of a page without its content and sidebar: `renderDocument` is the three with them between. */
export function renderDocumentFrame(
  props: Omit<DocumentProps, 'sidebarHtml' | 'contentHtml'>,
): DocumentFrame {
  const { site } = props;
  const pageTitle =
    props.route === '' && props.title === site.name ? site.name : `${props.title} - ${site.name}`;
  const menus = divisionMenus(site.sections, props.sectionIndex, props.route);
  const headerTabs = menus.find((menu) => menu.kind === 'tab' && menu.options.length > 1);
  const lang = sectionLang(site.sections, props.sectionIndex);
  const words = interfaceStringsOf(lang);
  const mode = modeInTheme(site.theme ?? 'mint', props.mode ?? 'default');
  // Wide, custom, frame and center pages have no table of contents; custom and frame pages are the
  // author's canvas: no title, description or pager either.
  const canvas = mode === 'custom' || mode === 'frame';
  // docs.json `contextual.display: "toc"`: the page menu's entries under "On this page", also on a
  // page without headings; the menu beside the title stands in where the column is hidden.
  const inToc = menuInToc(site, props.route, mode === 'default');
  const tocMenu = inToc ? renderTocMenu(site, props) : '';
  const tocList =
    props.toc.length > 0 && mode === 'default'
      ? `<p class="dw-toc-title">${escapeHtml(words.onThisPage)}</p><ul>${props.toc
          .map(
            (entry) =>
              `<li class="dw-toc-${entry.depth}"><a href="#${escapeHtml(entry.id)}">${escapeHtml(entry.text)}</a></li>`,
          )
          .join('')}</ul>`
      : '';
  const toc =
    tocList || tocMenu
      ? `<aside class="dw-toc" aria-label="${escapeHtml(tocList ? words.onThisPage : 'Page actions')}">${tocList}${tocMenu}</aside>`
      : '';
  const pager = [
    !canvas &&
      !props.hideFooterPagination &&
      props.previous &&
      withReaderMarks(
        props.previous.marks,
        `<a class="dw-pager-prev" href="${escapeHtml(routeHref(props.previous.route))}" rel="prev"><span>${escapeHtml(words.previous)}</span>${escapeHtml(props.previous.title)}</a>`,
      ),
    !canvas &&
      !props.hideFooterPagination &&
      props.next &&
      withReaderMarks(
        props.next.marks,
        `<a class="dw-pager-next" href="${escapeHtml(routeHref(props.next.route))}" rel="next"><span>${escapeHtml(words.next)}</span>${escapeHtml(props.next.title)}</a>`,
      ),
  ]
    .filter(Boolean)
    .join('');
  const banner = site.banner
    ? `<div class="dw-banner" data-banner-type="${site.banner.type ?? 'info'}"${bannerInkAttribute(site)}${bannerColorStyle(site.banner)} role="region" aria-label="Announcement"><div class="dw-banner-content">${site.banner.html}</div>${
        site.banner.dismissible
          ? `<button type="button" class="dw-banner-dismiss" data-banner-key="${escapeHtml(site.banner.key)}" aria-label="Dismiss announcement">&times;</button>`
          : ''
      }</div>`
    : '';
  const forcedTheme =
    site.appearance.default !== 'system' ? ` data-theme="${site.appearance.default}" data-theme-fixed` : '';
  const beforeContent = `<!doctype html>
<html lang="${escapeHtml(lang)}"${forcedTheme}${siteStyleAttributes(site)}${site.darkCodeBlocks ? ' data-code-theme="dark"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${site.generator ? `<meta name="generator" content="${escapeHtml(site.generator)}">\n` : ''}<title>${escapeHtml(pageTitle)}</title>
${appearanceHeadScript(site.appearance, site.banner?.dismissible ? site.banner.key : undefined)}
${props.description ? `<meta name="description" content="${escapeHtml(props.description)}">` : ''}
${props.noindex ? '<meta name="robots" content="noindex">' : ''}
${props.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(props.canonicalUrl)}">` : ''}
${props.route !== '404' ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(markdownTwinHref(props.route))}">` : ''}
${faviconLinks(site)}
<link rel="stylesheet" href="${props.plainReference ? referenceStylesheetPath : stylesheetPath}">
${siteStyleAttributes(site) !== '' ? `<link rel="stylesheet" href="${lookStylesheetPath}">` : ''}
${props.math ? `<link rel="stylesheet" href="${katexStylesheetPath}">` : ''}
${siteStyle(site)}
${siteStylesheetLinks(site)}<script type="module" src="${chromeScriptPath}"></script>
${props.headEnd ?? ''}${props.seo ? pageHead(props.seo) : ''}${renderSearchIndexLinks(props.searchIndexes)}${interfaceStringsScript(lang)}
</head>
<body${mode !== 'default' ? ` class="dw-mode-${mode}"` : ''}>
<a class="dw-skip" href="#content">${escapeHtml(words.skipToContent)}</a>
${props.route !== '404' ? agentDirective(props.route) : ''}
${banner}
<input type="checkbox" id="dw-menu-toggle" class="dw-menu-toggle" aria-label="Show navigation">
${renderHeader(site, headerTabs, renderSearchButton(words.search))}
<div class="dw-layout">
<main id="content" class="dw-main">
<article class="dw-article">
${canvas ? '' : pageHeading(site, props, inToc)}
<div class="dw-content">`;
  const beforeSidebar = `</div>${props.lastModified ? `<p class="dw-last-modified">${escapeHtml(props.lastModified)}</p>` : ''}${mode === 'custom' ? '' : (props.afterContent ?? '')}
${pager ? `<nav class="dw-pager" aria-label="Previous and next">${pager}</nav>` : ''}
</article>
${mode === 'custom' ? '' : renderFooter(site)}
</main>
<nav class="dw-sidebar" aria-label="Sidebar">${renderSidebarTop(site, menus, headerTabs)}`;
  const afterSidebar = `</nav>
${toc}
</div>
${needScripts(props.needs ?? [])}${searchScriptTag}${siteScriptTags(site)}${props.bodyEnd ?? ''}
</body>
</html>
`;
  return { beforeContent, beforeSidebar, afterSidebar };
}

/** Breadcrumbs, the title with the page menu (and a deprecated badge), the description. */
function pageHeading(
  site: SiteChrome,
  props: Omit<DocumentProps, 'sidebarHtml' | 'contentHtml'>,
  menuInToc: boolean,
): string {
  // The eyebrow: the page's own group (Mintlify's default, `section`), or the whole path.
  const path = site.eyebrows === 'breadcrumbs' ? props.breadcrumbs : props.breadcrumbs.slice(-1);
  const breadcrumbs =
    path.length > 0
      ? `<p class="dw-breadcrumbs">${path.map(escapeHtml).join(' <span aria-hidden="true">/</span> ')}</p>\n`
      : '';
  const deprecated = props.deprecated ? '<p class="dw-page-deprecated"><span>Deprecated</span></p>\n' : '';
  const lead = props.lead ? `<p class="dw-lead">${escapeHtml(props.lead)}</p>` : '';
  return `${breadcrumbs}${renderTitleWithMenu(site, props, menuInToc)}\n${deprecated}${lead}`;
}

function faviconLinks(site: SiteChrome): string {
  const { favicon } = site;
  // The build writes the theme's icon there when docs.json names none.
  if (!favicon) return '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
  if (favicon.light === favicon.dark) return `<link rel="icon" href="${escapeHtml(favicon.light)}">`;
  return `<link rel="icon" href="${escapeHtml(favicon.light)}" media="(prefers-color-scheme: light)"><link rel="icon" href="${escapeHtml(favicon.dark)}" media="(prefers-color-scheme: dark)">`;
}

/**
 * A note for agents that read the HTML: where the site's index is and that every page has a
 * Markdown twin. Hidden on screen and from screen readers; links out of the tab order, so keyboard
 * readers skip it.
 */
function agentDirective(route: string): string {
  const twin = escapeHtml(markdownTwinHref(route));
  // aria-hidden: screen readers skip it; agents read the markup, which still holds it.
  return `<p class="dw-agent-note" aria-hidden="true">For AI agents: the documentation index is at <a href="/llms.txt" tabindex="-1">/llms.txt</a>, and every page is available as Markdown by adding .md to its URL (this page: <a href="${twin}" tabindex="-1">${twin}</a>) or by requesting it with Accept: text/markdown.</p>`;
}
