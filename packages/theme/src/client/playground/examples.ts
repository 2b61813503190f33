import { generateSnippet, type SnippetRequest } from '@docwright/snippets/browser';
import { element } from './dom.ts';

/** The build's highlighter for the browser (`highlighterBundle`), loaded at run time. */
const highlighterScript: string = '/_docwright/highlight/index.js';

interface Highlighter {
  highlightCode(code: string, language: string): Promise<string | undefined>;
}

const languageKey = 'docwright:language';

/** The page's generated example panels (the static examples the build wrote). */
function pagePanels(root: HTMLElement): HTMLElement[] {
  return [
    ...(root.closest('.dw-endpoint') ?? document).querySelectorAll<HTMLElement>(
      '.dw-endpoint-examples [data-generated]',
    ),
  ];
}

/**
 * Offers the page's example languages in the dialog, starting at the one the page's code tabs
 * show; a choice here moves the page's tabs too (and is remembered as theirs is).
 */
export function setUpLanguages(root: HTMLElement, changed: () => void): void {
  const select = root.querySelector<HTMLSelectElement>('.dw-playground-language');
  if (!select) return;
  const seen = new Set<string>();
  for (const panel of pagePanels(root)) {
    const key = panel.dataset.language ?? '';
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const radio = document.querySelector<HTMLInputElement>(`input[aria-controls="${CSS.escape(panel.id)}"]`);
    const label = radio?.parentElement?.textContent?.trim() || key;
    const syntax = [...(panel.querySelector('code')?.classList ?? [])]
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length);
    select.append(element('option', { value: key, 'data-syntax': syntax ?? 'text' }, label));
  }
  if (select.options.length === 0)
    select.append(element('option', { value: 'bash', 'data-syntax': 'bash' }, 'cURL'));
  const shown = pagePanels(root).find((panel) => {
    const radio = document.querySelector<HTMLInputElement>(`input[aria-controls="${CSS.escape(panel.id)}"]`);
    return radio?.checked;
  });
  if (shown?.dataset.language && seen.has(shown.dataset.language)) select.value = shown.dataset.language;
  select.addEventListener('change', () => {
    try {
      localStorage.setItem(languageKey, select.value);
    } catch {}
    for (const radio of document.querySelectorAll<HTMLInputElement>(
      `.dw-endpoint-examples input[type="radio"][value="${CSS.escape(select.value)}"]`,
    )) {
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    }
    changed();
  });
}

/** Rewrites the dialog's live example and the page's generated examples for the request being built. */
export function syncExamples(root: HTMLElement, request: SnippetRequest): void {
  const select = root.querySelector<HTMLSelectElement>('.dw-playground-language');
  const live = root.querySelector<HTMLElement>('.dw-playground-live pre code');
  if (select && live) {
    const syntax = select.selectedOptions[0]?.dataset.syntax ?? 'text';
    live.className = `language-${syntax}`;
    writeCode(live, generateSnippet(select.value, request));
  }
  for (const panel of pagePanels(root)) {
    writeCode(
      panel.querySelector<HTMLElement>('pre code'),
      generateSnippet(panel.dataset.language ?? '', request),
    );
  }
}

function writeCode(target: HTMLElement | null, code: string | undefined): void {
  if (code === undefined || !target) return;
  const lines = code.split('\n').map((line) => element('span', { class: 'line' }, line));
  target.replaceChildren(...lines.flatMap((line, index) => (index === 0 ? [line] : ['\n', line])));
  void highlightInto(target, code);
}

/** Colours regenerated code with the build's highlighter, unless the reader has typed on meanwhile. */
async function highlightInto(target: HTMLElement, code: string): Promise<void> {
  const language = [...target.classList]
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  if (!language || language === 'text') return;
  target.dataset.code = code;
  try {
    const { highlightCode } = (await import(highlighterScript)) as Highlighter;
    const html = await highlightCode(code, language);
    if (html === undefined || target.dataset.code !== code) return;
    // The highlighter escapes the code: this markup holds only its own spans.
    const template = document.createElement('template');
    template.innerHTML = html;
    const highlighted = template.content.querySelector('code');
    if (highlighted) target.replaceChildren(...highlighted.childNodes);
  } catch {
    // Without the highlighter the code stays plain, and correct.
  }
}
