import type { Element, ElementContent } from 'hast';
import type { Segment } from './line-tokenizer.ts';

/** A block's lines as segments: what the highlighter computes and the cache keeps. */
export type HighlightedLines = readonly (readonly Segment[])[];

/** Block-level classes (`dw-code shiki`). */
export interface BlockStyle {
  readonly className: readonly string[];
}

/** `pre > code > span.line` with each styled run in a `span`; lines separated by newlines, so `textContent` is the code. */
export function linesToHast(lines: HighlightedLines, language: string, block: BlockStyle): Element {
  const children: ElementContent[] = [];
  lines.forEach((segments, index) => {
    if (index > 0) children.push({ type: 'text', value: '\n' });
    children.push({
      type: 'element',
      tagName: 'span',
      properties: { className: ['line'] },
      children: segments.map(
        (segment): ElementContent =>
          segment.className === ''
            ? { type: 'text', value: segment.text }
            : {
                type: 'element',
                tagName: 'span',
                properties: { className: segment.className.split(' ') },
                children: [{ type: 'text', value: segment.text }],
              },
      ),
    });
  });
  return {
    type: 'element',
    tagName: 'pre',
    properties: {
      className: [...block.className],
      tabIndex: 0,
    },
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: { className: [`language-${language}`] },
        children,
      },
    ],
  };
}

/** The same markup as `linesToHast`, as HTML. */
export function linesToHtml(lines: HighlightedLines, language: string, block: BlockStyle): string {
  const body = lines
    .map(
      (segments) =>
        `<span class="line">${segments
          .map((s) =>
            s.className === ''
              ? escapeText(s.text)
              : `<span class="${s.className}">${escapeText(s.text)}</span>`,
          )
          .join('')}</span>`,
    )
    .join('\n');
  return `<pre class="${block.className.join(' ')}" tabindex="0"><code class="language-${language}">${body}</code></pre>`;
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}
