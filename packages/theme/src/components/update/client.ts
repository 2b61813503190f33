// Pages with tagged <Update>s: the tag filter Mintlify shows in place of the table of contents.
// Each tag is a toggle button; with some pressed, only the updates carrying any of them show,
// and only their contents entries. A link to an update the filter hides clears the filter, so
// every anchor still lands. Without this script every update shows.

const updates = [...document.querySelectorAll<HTMLElement>('.dw-update[data-tags]')];
const tagsOf = (update: HTMLElement): string[] => {
  try {
    const tags = JSON.parse(update.dataset.tags ?? '[]') as unknown;
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
};
const allUpdates = [...document.querySelectorAll<HTMLElement>('.dw-update')];
const tags = [...new Set(updates.flatMap(tagsOf))];
const chosen = new Set<string>();
const buttons: HTMLButtonElement[] = [];

function apply(): void {
  for (const update of allUpdates)
    update.hidden = chosen.size > 0 && !tagsOf(update).some((tag) => chosen.has(tag));
  for (const button of buttons)
    button.setAttribute('aria-pressed', String(chosen.has(button.dataset.tag ?? '')));
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.dw-toc a[href^="#"]')) {
    const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    const item = link.closest('li');
    if (item) item.hidden = target?.closest('.dw-update[hidden]') != null;
  }
}

/** A link to an update the filter hides shows every update again, then lands on it. */
function revealTarget(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target?.closest('.dw-update[hidden]')) return;
  chosen.clear();
  apply();
  target.scrollIntoView();
}

// As in Mintlify, wide, custom and center pages have neither a table of contents nor the filter.
const modeWithoutFilter = /\bdw-mode-(wide|custom|center)\b/.test(document.body.className);

if (tags.length > 0 && allUpdates[0] && !modeWithoutFilter) {
  const filter = document.createElement('div');
  filter.className = 'dw-update-filter';
  filter.setAttribute('role', 'group');
  filter.setAttribute('aria-label', 'Filter updates by tag');
  const title = document.createElement('p');
  title.className = 'dw-update-filter-title';
  title.textContent = 'Filters';
  filter.append(title);
  for (const tag of tags) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'dw-update-filter-tag';
    button.dataset.tag = tag;
    button.textContent = tag;
    button.addEventListener('click', () => {
      if (chosen.has(tag)) chosen.delete(tag);
      else chosen.add(tag);
      apply();
    });
    buttons.push(button);
    filter.append(button);
  }
  // In the table of contents' column where it shows (as Mintlify's), else above the updates.
  const toc = document.querySelector<HTMLElement>('.dw-toc');
  if (toc && getComputedStyle(toc).display !== 'none') toc.prepend(filter);
  else allUpdates[0].before(filter);
  apply();
  addEventListener('hashchange', revealTarget);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
    link.addEventListener('click', () => setTimeout(revealTarget));
}
