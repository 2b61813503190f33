// Site search: a dialog over the site's Pagefind index, whose script loads on first open.
import { searchIndexMetaName } from '../search-indexes.ts';
import { interfaceString } from './interface-strings.ts';
import type * as Results from './search-results.ts';

const maxResults = 10;
const typingDelay = 120;

function setUpSearch(button: HTMLButtonElement): void {
  const dialog = createDialog();
  const input = dialog.querySelector('input') as HTMLInputElement;
  const list = dialog.querySelector('.dw-search-results') as HTMLElement;
  const status = dialog.querySelector('.dw-search-status') as HTMLElement;
  let pagefind: Promise<Loaded | undefined> | undefined;
  let results: typeof Results | undefined;
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
    const loaded = await load();
    if (current !== latestQuery) return;
    if (!loaded) {
      show([], 'Search is not available yet. Try again in a moment.');
      return;
    }
    results = loaded.results;
    let found: Results.PagefindResults;
    let pages: Results.PagefindPage[];
    try {
      found = await results.searchReaderVersionFirst(loaded.pagefind, query, readerVersion);
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
      results.hasContentWord(query),
    );
  }

  function show(pages: readonly Results.PagefindPage[], message: string, skipStopwords = false): void {
    status.textContent = message;
    const shown = results;
    list.replaceChildren(
      ...(shown
        ? pages.flatMap((page, i) => shown.resultOptions(page, i, readerVersion, skipStopwords))
        : []),
    );
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

/** Pagefind's module, and this dialog's code for its results (beside this script, wherever the site is served). */
interface Loaded {
  readonly pagefind: Results.Pagefind;
  readonly results: typeof Results;
}

async function loadIndex(url: string): Promise<Loaded> {
  const resultsUrl = new URL('search-results.js', import.meta.url).href;
  const [module, results] = await Promise.all([
    import(url) as Promise<Results.Pagefind>,
    import(resultsUrl) as Promise<typeof Results>,
  ]);
  const options = { excerptLength: 24 };
  await module.options(options);
  // Pages only some readers may open have indexes of their own; the page lists those its reader may open.
  for (const meta of document.querySelectorAll<HTMLMetaElement>(`meta[name="${searchIndexMetaName}"]`))
    await module.mergeIndex(meta.content, options);
  return { pagefind: module, results };
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

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

const button = document.querySelector('.dw-search-button');
if (button instanceof HTMLButtonElement) setUpSearch(button);
