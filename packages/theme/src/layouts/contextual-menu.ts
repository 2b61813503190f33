import type { AppliedContextualOption } from '@docwright/config';
import { escapeHtml } from '../html.ts';
import { assistantPrompt, markdownTwinHref } from '../twin-links.ts';
import { iconMarkup, type SiteChrome } from './chrome.ts';
import { interfaceStringsOf, sectionLang } from './interface-strings.ts';

/** The page menu's script, written only where a site has the menu. */
export const contextualMenuScriptPath = '/_docwright/contextual-menu.js';

/** A custom `contextual.options` entry: a link, its query values may name the page (`$path`, `$page`, `$mcp`). */
export interface CustomContextualOption {
  readonly title: string;
  readonly description: string;
  readonly icon?: string;
  readonly base: string;
  readonly query: readonly (readonly [key: string, value: string])[];
}

export type ContextualOption = AppliedContextualOption | CustomContextualOption;

/** docs.json's `contextual` (or a page's own), as every page's menu needs it. */
export interface ContextualMenu {
  readonly options: readonly ContextualOption[];
  /** `header`: a menu beside the title; `toc`: a list in the table of contents (the menu where that is hidden). */
  readonly display: 'header' | 'toc';
  /** Endpoint pages' spec files (`route` -> `/openapi.yaml`), for `download-spec`. */
  readonly specHrefs: ReadonlyMap<string, string>;
  /** docs.json `name`: the name an editor gives the installed MCP server. */
  readonly siteName: string;
  /** The site's MCP server URL; the MCP options are not in `options` without it. */
  readonly mcpUrl?: string;
}

interface PageOfMenu {
  readonly route: string;
  readonly title: string;
  /** The page's absolute URL (from the site's base URL). */
  readonly canonicalUrl?: string;
  /** The page's section, whose language names the menu's entries. */
  readonly sectionIndex?: number;
}

interface Entry {
  readonly title: string;
  readonly description: string;
  readonly icon?: string;
  /** A link; without one the entry is a copy button (the page's Markdown, or `copyText`), or prints. */
  readonly href?: string;
  /** The entry opens the browser's print dialog, which saves the page as PDF (`download-pdf`). */
  readonly print?: true;
  /** What the copy button copies instead of the page's Markdown. */
  readonly copyText?: string;
  /** An assistant's address that takes the prompt; the script rebuilds the link from where the reader is. */
  readonly assistant?: string;
  /** A custom link's query with `$page` still in it (as `%24page`), for the script to fill with the page's Markdown. */
  readonly pageQuery?: { readonly base: string; readonly query: string };
}

/** Assistants that open with a prompt in their URL, as Mintlify opens them. */
const assistants = {
  chatgpt: { name: 'ChatGPT', url: 'https://chatgpt.com/?hints=search&q=' },
  claude: { name: 'Claude', url: 'https://claude.ai/new?q=' },
  perplexity: { name: 'Perplexity', url: 'https://www.perplexity.ai/search/new?q=' },
  grok: { name: 'Grok', url: 'https://grok.com/?q=' },
  aistudio: { name: 'Google AI Studio', url: 'https://aistudio.google.com/prompts/new_chat?prompt=' },
  devin: { name: 'Devin', url: 'https://app.devin.ai/?prompt=' },
  windsurf: { name: 'Windsurf', url: 'windsurf://cascade?prompt=' },
} as const;

/** A page's menu entries and the Markdown twin they name; none on the 404 page or without a menu. */
function pageMenu(site: SiteChrome, page: PageOfMenu) {
  // The 404 page has no Markdown twin to offer.
  const menu = page.route === '404' ? undefined : site.contextual;
  const twin = markdownTwinHref(page.route);
  // Without a base URL the script makes the prompt's URL from where the reader is.
  const twinUrl = page.canonicalUrl ? `${siteRootOf(page.canonicalUrl, page.route)}${twin.slice(1)}` : twin;
  const entries = menu ? menuEntries(menu, page, twinUrl, site.sections) : [];
  const twinData = `data-twin="${escapeHtml(twin)}" data-twin-url="${escapeHtml(twinUrl)}"`;
  return { entries, twinData };
}

/** Whether the page's menu goes in its table of contents (`display: "toc"`), which only a `default` page has. */
export const menuInToc = (site: SiteChrome, route: string, tocShown: boolean): boolean =>
  tocShown && route !== '404' && site.contextual?.display === 'toc' && site.contextual.options.length > 0;

/**
 * The page's title with the menu beside it (a split button: the first option, then a menu of
 * all), or the title alone where docs.json has no `contextual` (as on Mintlify). With the menu in
 * the table of contents (`inToc`), this one is shown only where the table of contents is not.
 */
export function renderTitleWithMenu(site: SiteChrome, page: PageOfMenu, inToc = false): string {
  const title = `<h1 class="dw-title">${escapeHtml(page.title)}</h1>`;
  const { entries, twinData } = pageMenu(site, page);
  const [first] = entries;
  if (!first) return title;
  const items = entries.map((entry) => entryMarkup(site, entry, 'menuitem')).join('');
  return `<div class="dw-title-row">${title}<div class="dw-ctx"${inToc ? ' data-ctx-fallback' : ''} ${twinData} hidden>${entryMarkup(site, first, 'primary')}<button type="button" class="dw-ctx-toggle" aria-haspopup="menu" aria-expanded="false" aria-controls="dw-ctx-menu" aria-label="More page actions"><svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" stroke-width="1.5"/></svg></button><div class="dw-ctx-menu" id="dw-ctx-menu" role="menu" aria-label="Page actions" hidden>${items}</div><p class="dw-ctx-status" role="status"></p></div></div><script type="module" src="${contextualMenuScriptPath}"></script>`;
}

/**
 * The menu's entries as a list in the table of contents (`display: "toc"`), under "On this page".
 * The title's menu (`renderTitleWithMenu` with `inToc`) loads the script both use.
 */
export function renderTocMenu(site: SiteChrome, page: PageOfMenu): string {
  const { entries, twinData } = pageMenu(site, page);
  if (entries.length === 0) return '';
  const items = entries.map((entry) => `<li>${entryMarkup(site, entry, 'toc')}</li>`).join('');
  return `<div class="dw-ctx-toc" ${twinData} hidden><ul aria-label="Page actions">${items}</ul><p class="dw-ctx-status" role="status"></p></div>`;
}

/**
 * The site's own root (`https://example.com/docs/`) from a page's canonical URL, which is that root
 * and the route: a site served under a path keeps it, where resolving `/x.md` would drop it.
 */
const siteRootOf = (canonicalUrl: string, route: string) =>
  canonicalUrl.endsWith(route)
    ? canonicalUrl.slice(0, canonicalUrl.length - route.length)
    : new URL('/', canonicalUrl).href;

function menuEntries(
  menu: ContextualMenu,
  page: PageOfMenu,
  twinUrl: string,
  sections: SiteChrome['sections'],
): Entry[] {
  return menu.options.flatMap((option): Entry[] => {
    if (typeof option !== 'string') return [customEntry(option, page.route, twinUrl, menu.mcpUrl)];
    const mcp = menu.mcpUrl ? mcpEntry(option, menu.mcpUrl, menu.siteName) : undefined;
    if (mcp) return [mcp];
    switch (option) {
      case 'copy':
        return [
          {
            title: interfaceStringsOf(sectionLang(sections, page.sectionIndex ?? 0)).copyPage,
            description: 'Copy this page as Markdown for LLMs',
          },
        ];
      case 'view':
        return [
          {
            title: 'View as Markdown',
            description: 'Open this page as plain text',
            href: markdownTwinHref(page.route),
          },
        ];
      case 'download-pdf':
        return [{ title: 'Download PDF', description: 'Download this page as a PDF', print: true }];
      case 'download-spec': {
        const spec = menu.specHrefs.get(page.route);
        return spec
          ? [
              {
                title: 'Download the spec',
                description: 'The API description file this page documents',
                href: spec,
              },
            ]
          : [];
      }
      case 'mcp':
      case 'add-mcp':
      case 'cursor':
      case 'vscode':
        return [];
      default: {
        const { name, url } = assistants[option];
        return [
          {
            title: `Open in ${name}`,
            description: `Ask ${name} about this page`,
            assistant: url,
            href: url + encodeURIComponent(assistantPrompt(twinUrl)),
          },
        ];
      }
    }
  });
}

/** The entries that hand out the site's MCP server: its URL, the `add-mcp` command, editors' install links. */
function mcpEntry(option: string, url: string, siteName: string): Entry | undefined {
  switch (option) {
    case 'mcp':
      return {
        title: 'Copy MCP server URL',
        description: 'Copy the MCP server URL to your clipboard',
        copyText: url,
      };
    case 'add-mcp':
      return {
        title: 'Copy MCP install command',
        description: 'Copy the npx add-mcp command that installs the MCP server',
        copyText: `npx add-mcp ${url}`,
      };
    case 'cursor':
      return {
        title: 'Connect to Cursor',
        description: 'Install the MCP server in Cursor',
        href: cursorInstallLink(siteName, url),
      };
    case 'vscode':
      return {
        title: 'Connect to VS Code',
        description: 'Install the MCP server in VS Code',
        href: vscodeInstallLink(siteName, url),
      };
    default:
      return undefined;
  }
}

/** Cursor's MCP install deeplink: the server's name, and its config as base64 JSON. */
export const cursorInstallLink = (name: string, url: string) =>
  `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${encodeURIComponent(btoa(JSON.stringify({ url })))}`;

/** VS Code's MCP install link: the server's definition as URL-encoded JSON. */
export const vscodeInstallLink = (name: string, url: string) =>
  `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name, type: 'http', url }))}`;

/**
 * A custom option's link. `$path` and `$mcp` are filled here; `$page`, the page's Markdown, by the
 * script when the menu opens (the link names the twin's URL until then).
 */
function customEntry(
  option: CustomContextualOption,
  route: string,
  twinUrl: string,
  mcpUrl: string | undefined,
): Entry {
  const fill = (value: string) => value.replaceAll('$path', `/${route}`).replaceAll('$mcp', mcpUrl ?? '');
  const pairs = option.query.map(([key, value]) => [
    encodeURIComponent(key),
    encodeURIComponent(fill(value)),
  ]);
  const base = pairs.length > 0 ? `${option.base}${option.base.includes('?') ? '&' : '?'}` : option.base;
  const query = pairs.map(([key, value]) => `${key}=${value}`).join('&');
  const withPage = query.includes('%24page');
  return {
    title: option.title,
    description: option.description,
    ...(option.icon && { icon: option.icon }),
    href: base + query.replaceAll('%24page', encodeURIComponent(twinUrl)),
    ...(withPage && { pageQuery: { base, query } }),
  };
}

function entryMarkup(site: SiteChrome, entry: Entry, role: 'menuitem' | 'primary' | 'toc'): string {
  const icon = iconMarkup(site, entry.icon);
  const label =
    role === 'menuitem'
      ? `${icon}<span class="dw-ctx-text"><span class="dw-ctx-title">${escapeHtml(entry.title)}</span><span class="dw-ctx-desc">${escapeHtml(entry.description)}</span></span>`
      : `${icon}<span>${escapeHtml(entry.title)}</span>`;
  const attributes =
    role === 'primary'
      ? 'class="dw-ctx-primary"'
      : role === 'toc'
        ? `class="dw-ctx-toc-item" title="${escapeHtml(entry.description)}"`
        : 'class="dw-ctx-item" role="menuitem" tabindex="-1"';
  if (entry.print) return `<button type="button" ${attributes} data-ctx-print>${label}</button>`;
  if (entry.href === undefined)
    return `<button type="button" ${attributes} data-ctx-copy${entry.copyText === undefined ? '' : ` data-ctx-copy-text="${escapeHtml(entry.copyText)}"`}>${label}</button>`;
  // Editors' install links (cursor:, vscode:) hand over to the app; web pages open in a new tab.
  const newTab = /^https?:/i.test(entry.href) || entry.href.endsWith('.md');
  const page = entry.pageQuery
    ? ` data-ctx-page-base="${escapeHtml(entry.pageQuery.base)}" data-ctx-page-query="${escapeHtml(entry.pageQuery.query)}"`
    : '';
  return `<a ${attributes} href="${escapeHtml(entry.href)}"${entry.assistant ? ` data-ctx-assistant="${escapeHtml(entry.assistant)}"` : ''}${page}${newTab ? ' target="_blank" rel="noopener noreferrer"' : ''}>${label}</a>`;
}
