import { renderMarkdownParts } from '@docwright/mdx';
import { recordNeed } from '../render/page-needs.ts';
import { searchHtml } from '../render/search-content.ts';

/** Spec Markdown, rendered and sanitized by `renderMarkdown` before it is inlined; search reads it too. */
export function Markdown({ text, class: className }: { text: string | undefined; class?: string }) {
  if (!text) return null;
  const html = markdownHtml(text);
  searchHtml(`<div>${html}</div>`);
  return <div class={className ?? 'dw-markdown'} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Spec Markdown's HTML; a code block in it is recorded as a need of the page. */
export function markdownHtml(text: string): string {
  const { html, codeBlocks } = renderMarkdownParts(text);
  if (codeBlocks) recordNeed('code');
  return html;
}
