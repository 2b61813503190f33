// Pages with two or more <View>s: one view at a time, chosen in a menu above the first, as
// Mintlify's multi-view dropdown does. The reader's choice is remembered for the next page with
// the same view. Without this script every view shows, each headed by its title.

const storageKey = 'docwright:view';
const views = [...document.querySelectorAll<HTMLElement>('.dw-view[data-view]')];
const titles = [...new Set(views.map((view) => view.dataset.view ?? ''))];

/** Shows the views titled `title`, and only the contents entries of headings that show. */
function show(title: string): void {
  for (const view of views) view.hidden = view.dataset.view !== title;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.dw-toc a[href^="#"]')) {
    const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    const item = link.closest('li');
    if (item) item.hidden = target?.closest('.dw-view[hidden]') != null;
  }
}

function stored(): string | undefined {
  try {
    return localStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined; // Storage off: the first view shows.
  }
}

if (titles.length > 1 && views[0]) {
  const switcher = document.createElement('div');
  switcher.className = 'dw-view-switcher';
  const label = document.createElement('label');
  label.textContent = 'View';
  const select = document.createElement('select');
  select.id = 'dw-view-select';
  label.htmlFor = select.id;
  for (const title of titles) select.append(new Option(title, title));
  switcher.append(label, select);
  views[0].before(switcher);
  document.documentElement.setAttribute('data-view-switcher', '');
  const first = stored();
  select.value = first !== undefined && titles.includes(first) ? first : (titles[0] ?? '');
  show(select.value);
  select.addEventListener('change', () => {
    show(select.value);
    try {
      localStorage.setItem(storageKey, select.value);
    } catch {
      // Not remembered, still switched.
    }
  });
}
