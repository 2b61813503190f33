// What the search dialog does with Pagefind's results: loaded with the index, on first search,
// so pages do not fetch it before a reader searches.
import { isStopword } from './stopwords.ts';

export { hasContentWord } from './stopwords.ts';

const maxSubResults = 3;

/** The parts of Pagefind's browser module this dialog uses. */
export interface Pagefind {
  options(options: { excerptLength: number }): Promise<void>;
  mergeIndex(path: string, options: { excerptLength: number }): Promise<void>;
  search(query: string, options?: { filters?: Record<string, string> }): Promise<PagefindResults>;
}

export interface PagefindResults {
  readonly results: readonly { readonly id: string; data(): Promise<PagefindPage> }[];
}

export interface PagefindPage {
  readonly url: string;
  readonly excerpt?: string;
  readonly meta: { readonly title?: string; readonly endpoint?: string; readonly version?: string };
  readonly sub_results?: readonly {
    readonly url: string;
    readonly title: string;
    readonly excerpt?: string;
  }[];
}

/**
 * Pagefind's results, those of the reader's version (`navigation.versions`) first: the pages of
 * several versions often share titles and words, and Pagefind alone ranks an old version's page
 * as readily as the reader's.
 */
export async function searchReaderVersionFirst(
  module: Pagefind,
  query: string,
  version: string | undefined,
): Promise<PagefindResults> {
  if (version === undefined) return await module.search(query);
  const [own, all] = await Promise.all([
    module.search(query, { filters: { version } }),
    module.search(query),
  ]);
  const ownIds = new Set(own.results.map((result) => result.id));
  return { results: [...own.results, ...all.results.filter((result) => !ownIds.has(result.id))] };
}

/** A page and its best sections, each a link the arrow keys can reach. */
export function resultOptions(
  page: PagefindPage,
  index: number,
  readerVersion: string | undefined,
  skipStopwords: boolean,
): HTMLAnchorElement[] {
  const endpoint = page.meta.endpoint;
  const pageOption = option(
    `dw-search-${index}`,
    page.url,
    page.meta.title ?? page.url,
    page.excerpt,
    skipStopwords,
    endpoint,
  );
  pageOption.classList.add('dw-search-page');
  const version = page.meta.version;
  if (version !== undefined && readerVersion !== undefined && version !== readerVersion) {
    const label = document.createElement('span');
    label.className = 'dw-search-version';
    label.textContent = version;
    pageOption.querySelector('.dw-search-title')?.append(' ', label);
  }
  const sections = (page.sub_results ?? [])
    .filter((sub) => sub.url !== page.url && sub.title !== page.meta.title)
    .slice(0, maxSubResults)
    .map((sub, i) => {
      const subOption = option(`dw-search-${index}-${i}`, sub.url, sub.title, sub.excerpt, skipStopwords);
      subOption.classList.add('dw-search-section');
      return subOption;
    });
  return [pageOption, ...sections];
}

function option(
  id: string,
  href: string,
  title: string,
  excerpt: string | undefined,
  skipStopwords: boolean,
  endpoint?: string,
): HTMLAnchorElement {
  const link = document.createElement('a');
  link.id = id;
  link.href = href;
  link.setAttribute('role', 'option');
  link.setAttribute('aria-selected', 'false');
  link.tabIndex = -1;
  const heading = document.createElement('span');
  heading.className = 'dw-search-title';
  if (endpoint) {
    const [method = ''] = endpoint.split(' ');
    const badge = document.createElement('span');
    badge.className = `dw-search-method dw-method-${method.toLowerCase()}`;
    badge.textContent = method;
    heading.append(badge, ' ');
  }
  heading.append(title);
  const text = document.createElement('span');
  text.className = 'dw-search-excerpt';
  text.append(...highlighted(excerpt ?? '', skipStopwords));
  link.append(heading, text);
  return link;
}

/**
 * Pagefind's excerpt (escaped text with `<mark>`s) as DOM: the marks kept (but those of stopwords
 * when `skipStopwords`), anything else as text.
 */
function highlighted(excerpt: string, skipStopwords: boolean): (string | HTMLElement)[] {
  const body = new DOMParser().parseFromString(excerpt, 'text/html').body;
  return [...body.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return node.textContent ?? '';
    if (skipStopwords && isStopword((node.textContent ?? '').replace(/\W+$/, '')))
      return node.textContent ?? '';
    const mark = document.createElement('mark');
    mark.textContent = node.textContent;
    return mark;
  });
}
