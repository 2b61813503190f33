import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { highlightToHast, loadLanguages, parseCodeMeta } from '../highlight/index.ts';

interface CodeBlock {
  readonly pre: Element;
  readonly code: Element;
  readonly language: string | undefined;
}

/**
 * Highlights fenced code at build time: each `pre > code.language-*` becomes shiki-coloured static
 * markup, so the compiled page needs no highlighter in the browser. The fence's `data-title` (from
 * `remarkCodeTitles`) and `language-*` class stay on the `code`, which `<CodeGroup>` reads; `{1,3-5}`
 * marks lines, `lines` numbers them, `wrap` wraps them.
 */
export function rehypeHighlightCode() {
  return async (tree: Root) => {
    const blocks: CodeBlock[] = [];
    visit(tree, 'element', (pre) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find((child): child is Element => child.type === 'element');
      if (code?.tagName !== 'code' || pre.children.length !== 1) return SKIP;
      const classes = classList(code.properties.className);
      // Display math is KaTeX's, already rendered by now when present.
      if (classes.includes('math-display')) return SKIP;
      // Mermaid's source is drawn in the browser (`remarkMermaid`), not coloured as code.
      if (classes.includes('language-mermaid')) return SKIP;
      const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      blocks.push({ pre, code, language });
      return SKIP;
    });
    if (blocks.length === 0) return;
    await loadLanguages(blocks.map((block) => block.language));
    for (const block of blocks) highlightBlock(block);
  };
}

function highlightBlock({ pre, code, language }: CodeBlock): void {
  // The fence's text ends with the newline before the closing fence.
  const highlighted = highlightToHast(textOf(code).replace(/\n$/, ''), language);
  const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
  const highlightedCode = highlighted.children[0] as Element;
  let lineNumber = 0;
  for (const line of highlightedCode.children) {
    if (line.type !== 'element') continue;
    lineNumber++;
    if (meta.highlightedLines.has(lineNumber))
      line.properties.className = [...classList(line.properties.className), 'dw-line-highlighted'];
  }
  pre.properties = {
    ...highlighted.properties,
    className: [
      ...classList(highlighted.properties.className),
      ...(meta.lineNumbers ? ['dw-line-numbers'] : []),
      ...(meta.wrap ? ['dw-code-wrap'] : []),
    ],
  };
  // The fence's own `language-*` class and title stay on `code`: `<CodeGroup>` labels tabs with them.
  code.children = highlightedCode.children;
}

function textOf(node: Element): string {
  return node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : ''))
    .join('');
}

function classList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}
