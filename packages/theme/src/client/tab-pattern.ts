// Radio tabs (code groups, <Tabs>, response statuses) as the tabs they look like. The HTML keeps
// radio buttons, so without JavaScript the tabs still switch (CSS shows the checked one's panel)
// and the arrow keys move between them. With this script each tab row is a `tablist`: its labels
// become the `tab`s (one Tab stop, the chosen one: a roving tabindex), each panel a `tabpanel`, and
// Left/Right/Home/End move the choice as the ARIA tabs pattern has it. The radios leave the
// keyboard and the accessibility tree (inert: a focusable control inside a tab is announced
// twice); their `checked` still decides the panel, and choosing fires `change` as a click did.

const listSelector = '.dw-radio-tab-list';

function radioOf(tab: Element): HTMLInputElement | null {
  return tab.querySelector<HTMLInputElement>(':scope > input[type="radio"]');
}

function tabsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(':scope > .dw-radio-tab')];
}

let counter = 0;

/**
 * The label as a `div` with its classes and children: a label would lend the tab the state of
 * its radio (inert, below), and a tab is a control of its own.
 */
function asTab(label: HTMLElement): HTMLElement {
  const tab = document.createElement('div');
  for (const { name, value } of label.attributes) tab.setAttribute(name, value);
  tab.append(...label.childNodes);
  label.replaceWith(tab);
  tab.id ||= `dw-tab-${++counter}`;
  tab.setAttribute('role', 'tab');
  return tab;
}

function upgrade(list: HTMLElement): void {
  if (list.getAttribute('role') === 'tablist') return;
  list.setAttribute('role', 'tablist');
  for (const label of tabsOf(list)) {
    const radio = radioOf(label);
    if (!radio) continue;
    const tab = asTab(label);
    const panelId = radio.getAttribute('aria-controls');
    if (panelId) {
      tab.setAttribute('aria-controls', panelId);
      const panel = document.getElementById(panelId);
      panel?.setAttribute('role', 'tabpanel');
      panel?.setAttribute('aria-labelledby', tab.id);
    }
    radio.inert = true;
    radio.setAttribute('aria-hidden', 'true');
  }
  refresh(list);
}

/** aria-selected and the roving tabindex from the radios, which other scripts may have checked. */
function refresh(list: Element): void {
  for (const tab of tabsOf(list)) {
    const chosen = radioOf(tab)?.checked === true;
    tab.setAttribute('aria-selected', String(chosen));
    tab.tabIndex = chosen ? 0 : -1;
  }
}

function refreshAll(): void {
  for (const list of document.querySelectorAll(`${listSelector}[role="tablist"]`)) refresh(list);
}

function choose(tab: HTMLElement): void {
  const radio = radioOf(tab);
  if (radio && !radio.checked) {
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
  }
  refreshAll();
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function onKeydown(event: KeyboardEvent): void {
  const tab = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[role="tab"]') : null;
  const list = tab?.parentElement;
  if (!tab || !list?.matches(listSelector)) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    choose(tab);
    return;
  }
  const move = keyMoves[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  event.preventDefault();
  const tabs = tabsOf(list);
  const next = tabs[move(tabs.indexOf(tab), tabs.length)];
  if (!next) return;
  choose(next);
  next.focus();
}

function onClick(event: MouseEvent): void {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
  // A link into a tab that is not chosen chooses it (tabs/client.ts), with no hash change when
  // the address already has that hash.
  if (!tab?.parentElement?.matches(listSelector)) return void setTimeout(refreshAll);
  event.preventDefault();
  choose(tab);
}

/** Makes every radio tab row on the page a tablist; later rows (an island's) call it again. */
export function upgradeTabs(root: ParentNode = document): void {
  for (const list of root.querySelectorAll<HTMLElement>(listSelector)) upgrade(list);
}

upgradeTabs();
document.addEventListener('keydown', onKeydown);
document.addEventListener('click', onClick);
// Other scripts check radios without a `change` (tabs kept in step across the page, the
// remembered language): the selection is read back after every change and on navigation.
document.addEventListener('change', () => queueMicrotask(refreshAll));
addEventListener('hashchange', () => setTimeout(refreshAll));
addEventListener('load', refreshAll);
