import type { TocEntry } from '@docwright/mdx';
import { escapeHtml, routeHref } from '../html.ts';
import type { NavSection } from './navigation.ts';
import { renderSearchButton, searchScriptTag } from './search.ts';

export interface SiteChrome {
  readonly name: string;
  readonly primaryColor?: string;
  readonly darkPrimaryColor?: string;
  readonly favicon?: string;
  readonly logo?: { readonly light: string; readonly dark: string };
  readonly sections: readonly NavSection[];
}

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
  readonly previous?: { readonly title: string; readonly route: string };
  readonly next?: { readonly title: string; readonly route: string };
  readonly breadcrumbs: readonly string[];
  /** The page has math (`$...$`, `<Latex>`): it loads KaTeX's stylesheet. */
  readonly math?: boolean;
  /** The page has code groups: it loads the script that remembers the language and copies code. */
  readonly codeGroups?: boolean;
  /** Markup appended to the body, e.g. the dev server's reload client. */
  readonly bodyEnd?: string;
}

export const stylesheetPath = '/_docwright/site.css';
/** Loaded only by pages with math; the fonts sit beside it in `fonts/`. */
export const katexStylesheetPath = '/_docwright/katex/katex.min.css';
/** Loaded only by pages with code groups. */
export const codeGroupsScriptPath = '/_docwright/code-groups.js';

/** The Markdown twin's URL for a route: `` -> `/index.md`, `a/b` -> `/a/b.md`. */
export const markdownTwinHref = (route: string) => `/${route || 'index'}.md`;

/** The whole HTML document of a page, assembled from pre-rendered parts. */
export function renderDocument(props: DocumentProps): string {
  const { site } = props;
  const pageTitle =
    props.route === '' && props.title === site.name ? site.name : `${props.title} - ${site.name}`;
  const themeStyle = [
    props.site.primaryColor && `--dw-primary:${props.site.primaryColor}`,
    props.site.darkPrimaryColor && `--dw-primary-dark:${props.site.darkPrimaryColor}`,
  ]
    .filter(Boolean)
    .join(';');
  const tabs =
    site.sections.length > 1
      ? `<nav class="dw-tabs" aria-label="Sections"><ul>${site.sections
          .map(
            (section, i) =>
              `<li><a href="${escapeHtml(section.href)}"${i === props.sectionIndex ? ' aria-current="true"' : ''}>${escapeHtml(section.title)}</a></li>`,
          )
          .join('')}</ul></nav>`
      : '';
  const toc =
    props.toc.length > 0
      ? `<aside class="dw-toc" aria-label="On this page"><p class="dw-toc-title">On this page</p><ul>${props.toc
          .map(
            (entry) =>
              `<li class="dw-toc-${entry.depth}"><a href="#${escapeHtml(entry.id)}">${escapeHtml(entry.text)}</a></li>`,
          )
          .join('')}</ul></aside>`
      : '';
  const pager = [
    props.previous &&
      `<a class="dw-pager-prev" href="${escapeHtml(routeHref(props.previous.route))}" rel="prev"><span>Previous</span>${escapeHtml(props.previous.title)}</a>`,
    props.next &&
      `<a class="dw-pager-next" href="${escapeHtml(routeHref(props.next.route))}" rel="next"><span>Next</span>${escapeHtml(props.next.title)}</a>`,
  ]
    .filter(Boolean)
    .join('');
  const brand = site.logo
    ? `<img class="dw-logo dw-logo-light" src="${escapeHtml(site.logo.light)}" alt="${escapeHtml(site.name)}"><img class="dw-logo dw-logo-dark" src="${escapeHtml(site.logo.dark)}" alt="${escapeHtml(site.name)}">`
    : escapeHtml(site.name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle)}</title>
${props.description ? `<meta name="description" content="${escapeHtml(props.description)}">` : ''}
${props.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(props.canonicalUrl)}">` : ''}
<link rel="alternate" type="text/markdown" href="${escapeHtml(markdownTwinHref(props.route))}">
${site.favicon ? `<link rel="icon" href="${escapeHtml(site.favicon)}">` : ''}
<link rel="stylesheet" href="${stylesheetPath}">
${props.math ? `<link rel="stylesheet" href="${katexStylesheetPath}">` : ''}
${themeStyle ? `<style>:root{${escapeHtml(themeStyle)}}</style>` : ''}
</head>
<body>
<a class="dw-skip" href="#content">Skip to content</a>
<header class="dw-header">
<a class="dw-brand" href="/">${brand}</a>
${tabs}
${renderSearchButton()}
<label class="dw-menu-button" for="dw-menu-toggle">Menu</label>
</header>
<input type="checkbox" id="dw-menu-toggle" class="dw-menu-toggle" aria-label="Show navigation">
<div class="dw-layout">
<nav class="dw-sidebar" aria-label="Sidebar">${props.sidebarHtml}</nav>
<main id="content" class="dw-main">
<article class="dw-article">
${props.breadcrumbs.length > 0 ? `<p class="dw-breadcrumbs">${props.breadcrumbs.map(escapeHtml).join(' <span aria-hidden="true">/</span> ')}</p>` : ''}
<h1 class="dw-title">${escapeHtml(props.title)}</h1>
${props.lead ? `<p class="dw-lead">${escapeHtml(props.lead)}</p>` : ''}
<div class="dw-content">${props.contentHtml}</div>
${pager ? `<nav class="dw-pager" aria-label="Previous and next">${pager}</nav>` : ''}
</article>
</main>
${toc}
</div>
${props.codeGroups ? `<script type="module" src="${codeGroupsScriptPath}"></script>` : ''}${searchScriptTag}${props.bodyEnd ?? ''}
</body>
</html>
`;
}
