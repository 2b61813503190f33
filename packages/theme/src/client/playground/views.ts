import { element } from './dom.ts';

/**
 * On a phone the dialog shows one of its parts at a time, the form by default, with a row of tabs
 * (Form, Request, Response) under its bar: the form gets the screen, and the live example and the
 * response are one tap away (the stylesheet hides the row and shows every part side by side on
 * wider screens). The row follows the ARIA tabs pattern: Left/Right/Home/End, one Tab stop.
 */
export type PlaygroundPart = 'form' | 'request' | 'response';

const parts: readonly { part: PlaygroundPart; label: string; selector: string }[] = [
  { part: 'form', label: 'Form', selector: '.dw-playground-form' },
  { part: 'request', label: 'Request', selector: '.dw-playground-live' },
  { part: 'response', label: 'Response', selector: '.dw-playground-response' },
];

let counter = 0;

/** Adds the row of tabs to the dialog; returns a function that shows one part. */
export function setUpViews(root: HTMLElement): (part: PlaygroundPart) => void {
  const dialog = root.querySelector<HTMLElement>('.dw-playground-dialog');
  const panes = dialog?.querySelector<HTMLElement>('.dw-playground-panes');
  if (!dialog || !panes) return () => {};
  const prefix = `dw-playground-view-${++counter}`;
  const list = element('div', { class: 'dw-playground-views', role: 'tablist', 'aria-label': 'Playground' });
  const tabs = parts.map(({ part, label, selector }) => {
    const pane = dialog.querySelector<HTMLElement>(selector);
    if (pane) pane.id ||= `${prefix}-${part}`;
    const tab = element(
      'button',
      { type: 'button', role: 'tab', id: `${prefix}-tab-${part}`, 'data-part': part },
      label,
    );
    if (pane) tab.setAttribute('aria-controls', pane.id);
    list.append(tab);
    return tab;
  });
  const side = dialog.querySelector('.dw-playground-side');
  side?.prepend(
    element(
      'p',
      { class: 'dw-playground-note dw-playground-no-response' },
      'Send the request to see its response here.',
    ),
  );
  const show = (part: PlaygroundPart) => {
    dialog.dataset.view = part;
    for (const tab of tabs) {
      const chosen = tab.dataset.part === part;
      tab.setAttribute('aria-selected', String(chosen));
      tab.tabIndex = chosen ? 0 : -1;
    }
  };
  list.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    if (tab) show(tab.dataset.part as PlaygroundPart);
  });
  list.addEventListener('keydown', (event) => {
    const index = tabs.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    show(next.dataset.part as PlaygroundPart);
    next.focus();
  });
  panes.before(list);
  show('form');
  return show;
}
