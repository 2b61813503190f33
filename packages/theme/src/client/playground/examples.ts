import { generateSnippet, type SnippetRequest } from '@docwright/snippets/browser';
import { element } from './dom.ts';

/** The build's highlighter for the browser (`highlighterBundle`), loaded at run time. */
const highlighterScript: string = '/_docwright/highlight/index.js';

interface Highlighter {
  highlightCode(code: string, language: string): Promise<string | undefined>;
}

/** Rewrites the page's generated request examples for the request the reader is building. */
export function syncExamples(details: HTMLElement, request: SnippetRequest): void {
  const panels =
    details
      .closest('.dw-endpoint')
      ?.querySelectorAll<HTMLElement>('.dw-endpoint-examples [data-generated]') ?? [];
  for (const panel of panels) {
    const code = generateSnippet(panel.getAttribute('data-language') ?? '', request);
    const target = panel.querySelector<HTMLElement>('pre code');
    if (code === undefined || !target) continue;
    const lines = code.split('\n').map((line) => element('span', { class: 'line' }, line));
    target.replaceChildren(...lines.flatMap((line, index) => (index === 0 ? [line] : ['\n', line])));
    void highlightInto(target, code);
  }
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
