import { renderMarkdown } from '@docwright/mdx';

/** Spec Markdown, rendered and sanitized by `renderMarkdown` before it is inlined. */
export function Markdown({ text, class: className }: { text: string | undefined; class?: string }) {
  if (!text) return null;
  return (
    <div class={className ?? 'dw-markdown'} dangerouslySetInnerHTML={{ __html: renderMarkdown(text) }} />
  );
}
