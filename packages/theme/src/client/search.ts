// Site search: a dialog over the site's Pagefind index, whose script loads on first open.
import { searchIndexMetaName } from '../search-indexes.ts';
import { interfaceString } from './interface-strings.ts';
import { hasContentWord, isStopword } from './stopwords.ts';

const maxResults = 10;
const maxSubResults = 3;
const typingDelay = 120;

/** The parts of Pagefind's browser module this dialog uses. */
interface Pagefind {
  options(options: { excerptLength: number }): Promise<void>;
  mergeIndex(path: string, options: { excerptLength: number }): Promise<void>;
  search(query: string, options?: { filters?: Record<string, string> }): Promise<PagefindResults>;
}

interface PagefindResults {
  readonly results: readonly { readonly id: string; data(): Promise<PagefindPage> }[];
}

interface PagefindPage {
  readonly url: string;
  readonly excerpt?: string;
  readonly meta: { readonly title?: string; readonly endpoint?: string; readonly version?: string };
  readonly sub_results?: readonly {
    readonly url: string;
    readonly title: string;
    readonly excerpt?: string;
  }[];
}

function setUpSearch(button: HTMLButtonElement): void {
  const dialog = createDialog();
  const input = dialog.querySelector('input') as HTMLInputElement;
  const list = dialog.querySelector('.dw-search-results') as HTMLElement;
  const status = dialog.querySelector('.dw-search-status') as HTMLElement;
  let pagefind: Promise<Pagefind | undefined> | undefined;
  let latestQuery = 0;
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  const readerVersion = document.querySelector<HTMLElement>('.dw-switcher[data-version]')?.dataset.version;

  const isApple = /Mac|iPhone|iPad/.test(navigator.platform);
  const hint = button.querySelector('.dw-search-hint');
  if (hint) hint.textContent = isApple ? '⌘K' : 'Ctrl K';
  button.hidden = false;
  document.body.append(dialog);

  const load = () => {
    pagefind ??= loadIndex(button.dataset.searchIndex ?? '').catch(() => {
      // Not there yet (`docs dev` builds it just after starting): the next search tries again.
      pagefind = undefined;
      return undefined;
    });
    return pagefind;
  };
  const open = () => {
    if (!dialog.open) dialog.showModal();
    input.select();
    load();
  };

  button.addEventListener('click', open);
  document.addEventListener('keydown', (event) => {
    const shortcutK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (shortcutK || (slash && !isTyping(event.target))) {
      event.preventDefault();
      open();
    }
  });
  // A click on the backdrop lands on the dialog itself.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  input.addEventListener('input', () => {
    clearTimeout(typingTimer);
    typingTimer = setTimeout(() => search(input.value.trim()), typingDelay);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const active = activeOption() ?? list.querySelector<HTMLAnchorElement>('[role="option"]');
      if (active) go(active.href);
    }
  });
  // A result on the current page only scrolls: the dialog must not stay over it.
  list.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) dialog.close();
  });

  function go(href: string): void {
    dialog.close();
    location.assign(href);
  }

  async function search(query: string): Promise<void> {
    const current = ++latestQuery;
    if (query === '') {
      show([], '');
      return;
    }
    status.textContent = interfaceString('searching', 'Searching…');
    const module = await load();
    if (current !== latestQuery) return;
    if (!module) {
      show([], 'Search is not available yet. Try again in a moment.');
      return;
    }
    let found: PagefindResults;
    let pages: PagefindPage[];
    try {
      found = await searchReaderVersionFirst(module, query, readerVersion);
      pages = await Promise.all(found.results.slice(0, maxResults).map((result) => result.data()));
    } catch {
      // In `docs dev` the index can be replaced while this page still holds the old one.
      if (current === latestQuery) show([], 'Search failed. Reload the page to search again.');
      return;
    }
    if (current !== latestQuery) return;
    const count = found.results.length;
    show(
      pages,
      `${count === 0 ? 'No' : count} result${count === 1 ? '' : 's'} for “${query}”`,
      hasContentWord(query),
    );
  }

  function show(pages: readonly PagefindPage[], message: string, skipStopwords = false): void {
    status.textContent = message;
    list.replaceChildren(...pages.flatMap((page, i) => resultOptions(page, i, readerVersion, skipStopwords)));
    input.removeAttribute('aria-activedescendant');
    input.setAttribute('aria-expanded', String(pages.length > 0));
  }

  function activeOption(): HTMLAnchorElement | null {
    const id = input.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id) as HTMLAnchorElement | null) : null;
  }

  function move(step: number): void {
    const options = [...list.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
    if (options.length === 0) return;
    const active = activeOption();
    const from = active ? options.indexOf(active) : -1;
    const to =
      from === -1 ? (step > 0 ? 0 : options.length - 1) : (from + step + options.length) % options.length;
    for (const option of options) option.setAttribute('aria-selected', 'false');
    const target = options[to] as HTMLAnchorElement;
    target.setAttribute('aria-selected', 'true');
    target.scrollIntoView({ block: 'nearest' });
    input.setAttribute('aria-activedescendant', target.id);
  }
}

/**
 * Pagefind's results, those of the reader's version (`navigation.versions`) first: the pages of
 * several versions often share titles and words, and Pagefind alone ranks an old version's page
 * as readily as the reader's.
 */
async function searchReaderVersionFirst(
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

async function loadIndex(url: string): Promise<Pagefind> {
  const module = (await import(url)) as Pagefind;
  const options = { excerptLength: 24 };
  await module.options(options);
  // Pages only some readers may open have indexes of their own; the page lists those its reader may open.
  for (const meta of document.querySelectorAll<HTMLMetaElement>(`meta[name="${searchIndexMetaName}"]`))
    await module.mergeIndex(meta.content, options);
  return module;
}

function createDialog(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'dw-search';
  dialog.setAttribute('aria-label', interfaceString('search', 'Search'));
  dialog.innerHTML = `<div class="dw-search-box">
<label class="dw-search-field"><span class="dw-search-field-label">Search</span><input type="text" enterkeyhint="search" role="combobox" aria-controls="dw-search-results" aria-expanded="false" aria-autocomplete="list" autocomplete="off" spellcheck="false" placeholder="Search the docs"></label>
<p class="dw-search-status" role="status"></p>
<div class="dw-search-results" id="dw-search-results" role="listbox" aria-label="Results"></div>
</div>`;
  const label = dialog.querySelector('.dw-search-field-label');
  if (label) label.textContent = interfaceString('search', 'Search');
  return dialog;
}

/** A page and its best sections, each a link the arrow keys can reach. */
function resultOptions(
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

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

const button = document.querySelector('.dw-search-button');
if (button instanceof HTMLButtonElement) setUpSearch(button);
