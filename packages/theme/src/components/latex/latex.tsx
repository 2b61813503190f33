import katex from 'katex';
import { type ComponentChildren, toChildArray } from 'preact';

/** `<Latex>`: its text typeset by KaTeX at build time (the page loads KaTeX's stylesheet, no script). */
export function Latex({ children }: { children?: ComponentChildren }) {
  const source = toChildArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
  // KaTeX escapes the TeX it renders; `throwOnError: false` shows a bad formula in red instead of failing the page.
  const html = katex.renderToString(source, {
    throwOnError: false,
    strict: 'ignore',
    output: 'htmlAndMathml',
  });
  return <span class="dw-latex" dangerouslySetInnerHTML={{ __html: html }} />;
}
