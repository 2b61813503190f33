// Code blocks: a copy button on each, and the reader's language in code groups, remembered across pages.
import { interfaceString } from './interface-strings.ts';

const storageKey = 'docwright:language';

/**
 * Shows the reader's language in every code group but `chosenIn`, where the reader chose it: two
 * samples of one language there (a 200 and a 404 response, both JSON) must not send it back to the
 * first. A group already showing the language keeps the sample it shows.
 */
function choose(language: string, chosenIn?: Element | null): void {
  for (const group of document.querySelectorAll('[data-code-group]')) {
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    const shown = radios.find((radio) => radio.checked);
    if (group !== chosenIn && shown?.value !== language) {
      const input = radios.find((radio) => radio.value === language);
      if (input) input.checked = true;
    }
    syncDropdown(group);
  }
}

/** A `<CodeGroup dropdown>`'s menu shows the sample its (hidden) radios show. */
function syncDropdown(group: Element): void {
  const select = group.querySelector<HTMLSelectElement>(':scope > .dw-code-dropdown > select');
  if (!select) return;
  const radios = [...group.querySelectorAll<HTMLInputElement>(':scope > .dw-radio-tab-list input')];
  select.value = String(
    Math.max(
      0,
      radios.findIndex((radio) => radio.checked),
    ),
  );
}

try {
  const stored = localStorage.getItem(storageKey);
  if (stored) choose(stored);
} catch {
  // Storage can be off (private mode, blocked cookies): the first tab stays selected.
}

document.addEventListener('change', (event) => {
  const select = event.target;
  if (select instanceof HTMLSelectElement && select.matches('.dw-code-dropdown > select')) {
    const group = select.closest('[data-code-group]');
    const radios = group?.querySelectorAll<HTMLInputElement>(':scope > .dw-radio-tab-list input');
    const radio = radios?.[Number(select.value)];
    // Chosen as a tab would be, so the reader's language carries to the other groups.
    if (radio) {
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    }
    return;
  }
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.closest('[data-code-group]')) return;
  choose(input.value, input.closest('[data-code-group]'));
  try {
    localStorage.setItem(storageKey, input.value);
  } catch {
    // Not remembered, still switched.
  }
});

/** The element a block's copy button goes in: its code group panel, its wrapper, or a new wrapper. */
function containerOf(pre: HTMLPreElement): Element {
  const existing = pre.closest('.dw-code-panel') ?? pre.closest('.dw-code-block');
  if (existing) return existing;
  const wrapper = document.createElement('div');
  wrapper.className = 'dw-code-block';
  pre.replaceWith(wrapper);
  wrapper.append(pre);
  return wrapper;
}

/** The code as written: without a twoslash block's type popups and error lines. */
function codeText(code: Element): string {
  if (!code.querySelector('.twoslash-popup-container, .twoslash-meta-line')) return code.textContent ?? '';
  const copy = code.cloneNode(true) as Element;
  for (const extra of copy.querySelectorAll('.twoslash-popup-container, .twoslash-meta-line')) extra.remove();
  return copy.textContent ?? '';
}

function addCopyButton(pre: HTMLPreElement): void {
  const container = containerOf(pre);
  if (container.querySelector(':scope > .dw-copy')) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'dw-copy';
  button.textContent = interfaceString('copy', 'Copy');
  button.setAttribute('aria-label', 'Copy code');
  button.addEventListener('click', async () => {
    const code = pre.querySelector('code') ?? pre;
    try {
      await navigator.clipboard.writeText(codeText(code));
      button.textContent = interfaceString('copied', 'Copied');
    } catch {
      button.textContent = 'Press Ctrl+C';
      const range = document.createRange();
      range.selectNodeContents(code);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }
    setTimeout(() => {
      button.textContent = interfaceString('copy', 'Copy');
    }, 1500);
  });
  container.prepend(button);
  // In a code group the button sits in the tab row (code.css), over a titled block in its title
  // bar; elsewhere it sits over the code.
  const inBar =
    container.classList.contains('dw-code-panel') || container.classList.contains('dw-code-titled');
  if (!inBar) keepClear.observe(pre);
}

/**
 * A block whose first line of code reaches under its Copy button moves its code down below the
 * button, so the button never covers code; checked again whenever the block's size changes (a
 * wider or narrower screen, a tab or accordion that shows it).
 */
const keepClear = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    const pre = target as HTMLPreElement;
    const block = pre.closest('.dw-code-block');
    const button = block?.querySelector<HTMLElement>(':scope > .dw-copy');
    const line =
      [...pre.querySelectorAll('.line')].find((element) => (element.textContent ?? '').trim() !== '') ?? pre;
    if (!block || !button || pre.clientWidth === 0) continue;
    const text = document.createRange();
    text.selectNodeContents(line);
    const reach = text.getBoundingClientRect().right + pre.scrollLeft;
    block.classList.toggle('dw-copy-above', reach > button.getBoundingClientRect().left - 4);
  }
});

/** Lines an `expandable` block shows folded (code.css folds it to as many); a shorter block stays as it is. */
const foldedLines = 8;
let expandables = 0;

/**
 * Folds a long `expandable` block to its first lines, with a button after it that shows the rest
 * and folds it again. The block is folded here rather than in the stylesheet, so without this
 * script every line stays readable.
 */
function makeExpandable(pre: HTMLPreElement): void {
  const lines = pre.querySelectorAll('.line').length;
  if (lines <= foldedLines + 2) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'dw-code-expand';
  const set = (expanded: boolean) => {
    pre.classList.toggle('dw-code-folded', !expanded);
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = expanded ? 'Collapse' : `Expand (${lines} lines)`;
  };
  button.addEventListener('click', () => set(pre.classList.contains('dw-code-folded')));
  if (!pre.id) pre.id = `dw-code-${++expandables}`;
  button.setAttribute('aria-controls', pre.id);
  pre.after(button);
  set(false);
}

// Fence options (see rehypeHighlightCode): `nocopy` blocks get no button, `expandable` ones fold.
for (const pre of document.querySelectorAll('pre')) {
  if (!pre.hasAttribute('data-nocopy')) addCopyButton(pre);
  if (pre.hasAttribute('data-expandable')) makeExpandable(pre);
}
