import type { Element, ElementContent } from 'hast';
import type { Segment } from './line-tokenizer.ts';

/** A block's lines as segments: what the highlighter computes and the cache keeps. */
export type HighlightedLines = readonly (readonly Segment[])[];

/** Block-level styling: its text colours per theme, for tokens without their own. */
export interface BlockStyle {
  readonly className: readonly string[];
  readonly style?: string;
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
          segment.style === ''
            ? { type: 'text', value: segment.text }
            : {
                type: 'element',
                tagName: 'span',
                properties: { style: segment.style },
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
      ...(block.style !== undefined && { style: block.style }),
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
            s.style === '' ? escapeText(s.text) : `<span style="${s.style}">${escapeText(s.text)}</span>`,
          )
          .join('')}</span>`,
    )
    .join('\n');
  const style = block.style !== undefined ? ` style="${block.style}"` : '';
  return `<pre class="${block.className.join(' ')}"${style} tabindex="0"><code class="language-${language}">${body}</code></pre>`;
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}
