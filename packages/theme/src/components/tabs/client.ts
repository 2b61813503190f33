// Pages with <Tabs>: a link to a heading in a tab that is not chosen would land nowhere (its panel
// is display:none). Before the browser follows the link, or after it could not, every tab around
// the target is chosen and every closed <details> around it opened; `scroll-padding-top` on the
// page then keeps the target below the sticky header. The tabs stay radio buttons: nothing here
// changes how they switch, from the mouse or the keyboard;
// below them, tabs with the same title stay chosen together.
import { idOfHash } from '../../client/hash-id.ts';

/** Shows the element with this id; returns it if anything around it was hidden. */
function reveal(id: string): HTMLElement | undefined {
  const target = document.getElementById(id);
  let changed = false;
  for (let box = target?.parentElement; box; box = box.parentElement) {
    if (box instanceof HTMLDetailsElement && !box.open) box.open = changed = true;
    const group = box.classList.contains('dw-radio-panel') ? box.parentElement : null;
    if (!group) continue;
    // The nth panel belongs to the nth tab, as in the stylesheet's rules that show it.
    const panels = [...group.children].filter((child) => child.classList.contains('dw-radio-panel'));
    const input = group.querySelectorAll<HTMLInputElement>(':scope > .dw-radio-tab-list input')[
      panels.indexOf(box)
    ];
    if (input && !input.checked) input.checked = changed = true;
  }
  return changed && target ? target : undefined;
}

const land = () => reveal(idOfHash(location.hash))?.scrollIntoView();
land();
addEventListener('hashchange', land);
// A link to this page's `#id`, even the one the address already has (no `hashchange` then): shown
// first, the browser's own scroll lands it.
document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link?.hash && link.pathname === location.pathname && link.origin === location.origin)
      reveal(idOfHash(link.hash));
  },
  true,
);

// Tabs with the same title stay chosen together across the page, as on Mintlify: choosing
// "Python" in one `<Tabs>` chooses "Python" in every other `<Tabs>` (unless `sync={false}`) and in
// every code group. Setting `checked` fires no `change`, so nothing here loops; the arrow keys
// still move within the group the focus is in.

const titleOf = (input: HTMLInputElement) =>
  (input.closest('.dw-radio-tab')?.textContent ?? input.value).trim().toLowerCase();

const syncedTabs = () => document.querySelectorAll<HTMLElement>('.dw-tabs[data-tabs-sync]');

function choose(title: string, except: Element): void {
  for (const group of syncedTabs()) {
    if (group === except) continue;
    const match = [...group.querySelectorAll<HTMLInputElement>(':scope > .dw-radio-tab-list input')].find(
      (input) => titleOf(input) === title,
    );
    if (match) match.checked = true;
  }
}

document.addEventListener('change', (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.type !== 'radio') return;
  const group = input.closest('.dw-radio-tabs');
  if (!group || !(group.matches('[data-tabs-sync]') || group.matches('[data-code-group]'))) return;
  const title = titleOf(input);
  choose(title, group);
  if (!group.matches('[data-tabs-sync]')) return;
  // A code group's own script (code.ts) chooses the rest of the code groups and remembers the choice.
  const codeTab = [
    ...document.querySelectorAll<HTMLInputElement>('[data-code-group] > .dw-radio-tab-list input'),
  ].find((radio) => titleOf(radio) === title);
  if (codeTab && !codeTab.checked) {
    codeTab.checked = true;
    codeTab.dispatchEvent(new Event('change', { bubbles: true }));
  }
});
