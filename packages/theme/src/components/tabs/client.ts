// Pages with <Tabs>: a link to a heading in a tab that is not chosen would land nowhere (its panel
// is display:none). Before the browser follows the link, or after it could not, every tab around
// the target is chosen and every closed <details> around it opened; `scroll-padding-top` on the
// page then keeps the target below the sticky header. The tabs stay radio buttons: nothing here
// changes how they switch, from the mouse or the keyboard.
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
