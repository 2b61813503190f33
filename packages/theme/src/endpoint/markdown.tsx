import { renderMarkdownParts } from '@docwright/mdx';
import { recordNeed } from '../render/page-needs.ts';

/** Spec Markdown, rendered and sanitized by `renderMarkdown` before it is inlined. */
export function Markdown({ text, class: className }: { text: string | undefined; class?: string }) {
  if (!text) return null;
  return <div class={className ?? 'dw-markdown'} dangerouslySetInnerHTML={{ __html: markdownHtml(text) }} />;
}

/** Spec Markdown's HTML; a code block in it is recorded as a need of the page. */
export function markdownHtml(text: string): string {
  const { html, codeBlocks } = renderMarkdownParts(text);
  if (codeBlocks) recordNeed('code');
  return html;
}
