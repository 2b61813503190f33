// Code blocks: a copy button on each, and the reader's language in code groups, remembered across pages.
const storageKey = 'docwright:language';

function choose(language: string): void {
  for (const group of document.querySelectorAll('[data-code-group]')) {
    const input = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (radio) => radio.value === language,
    );
    if (input) input.checked = true;
  }
}

try {
  const stored = localStorage.getItem(storageKey);
  if (stored) choose(stored);
} catch {
  // Storage can be off (private mode, blocked cookies): the first tab stays selected.
}

document.addEventListener('change', (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.closest('[data-code-group]')) return;
  choose(input.value);
  try {
    localStorage.setItem(storageKey, input.value);
  } catch {
    // Not remembered, still switched.
  }
});

/** The element a block's copy button goes in: its code group panel, its wrapper, or a new wrapper. */
function containerOf(pre: HTMLPreElement): Element {
  const existing = pre.closest('.dw-code-panel, .dw-code-block');
  if (existing) return existing;
  const wrapper = document.createElement('div');
  wrapper.className = 'dw-code-block';
  pre.replaceWith(wrapper);
  wrapper.append(pre);
  return wrapper;
}

function addCopyButton(pre: HTMLPreElement): void {
  const container = containerOf(pre);
  if (container.querySelector(':scope > .dw-copy')) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'dw-copy';
  button.textContent = 'Copy';
  button.setAttribute('aria-label', 'Copy code');
  button.addEventListener('click', async () => {
    const code = pre.querySelector('code') ?? pre;
    try {
      await navigator.clipboard.writeText(code.textContent ?? '');
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Press Ctrl+C';
      const range = document.createRange();
      range.selectNodeContents(code);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }
    setTimeout(() => {
      button.textContent = 'Copy';
    }, 1500);
  });
  container.prepend(button);
}

for (const pre of document.querySelectorAll('pre')) addCopyButton(pre);
