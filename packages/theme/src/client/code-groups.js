// Code groups: the reader's language, remembered across pages, and copy buttons.
const storageKey = 'docwright:language';

function choose(language) {
  for (const group of document.querySelectorAll('[data-code-group]')) {
    const input = [...group.querySelectorAll('input[type="radio"]')].find(
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

for (const panel of document.querySelectorAll('[data-code-group] .dw-code-panel')) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'dw-copy';
  button.textContent = 'Copy';
  button.addEventListener('click', async () => {
    const code = panel.querySelector('code')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Press Ctrl+C';
      const range = document.createRange();
      range.selectNodeContents(panel.querySelector('code') ?? panel);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }
    setTimeout(() => {
      button.textContent = 'Copy';
    }, 1500);
  });
  panel.prepend(button);
}
