import type { Element, ElementContent, Root, RootContent } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { readCodeNotation } from '../highlight/code-notation.ts';
import { classList, highlightCodeBlock } from '../highlight/highlighted-block.ts';
import { type CodeMeta, loadLanguages, parseCodeMeta } from '../highlight/index.ts';
import type { Twoslash } from '../highlight/twoslash.ts';

interface CodeBlock {
  readonly pre: Element;
  readonly code: Element;
  readonly language: string | undefined;
  /** Where the block stands, for a title bar around it; undefined inside a code group (its tab shows the title). */
  readonly parent: { children: RootContent[] } | undefined;
}

/** A fence option the build does not apply, where it was written. */
export interface IgnoredCodeOption {
  readonly option: string;
  readonly reason: string;
  readonly line?: number;
  readonly column?: number;
}

/** A compiler error twoslash found in a block, where it is in the page. */
export interface TwoslashPageProblem {
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

// Mintlify's: twoslash checks these fences and leaves the others as they are.
const twoslashLanguages = new Set(['ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx']);

// Their fences' titles are tab labels, so the blocks inside get no title bar of their own.
const groups = new Set(['CodeGroup', 'RequestExample', 'ResponseExample']);

/**
 * Highlights fenced code at build time: each `pre > code.language-*` becomes shiki-coloured static
 * markup, so the compiled page needs no highlighter in the browser. The fence's options are
 * Mintlify's (`parseCodeMeta`): `{1,3-5}`/`highlight` mark lines, `focus` dims the others, `lines`
 * numbers them, `wrap` wraps them, `expandable` and `nocopy` are left for `code.js`; `[!code …]`
 * comments mark lines and are taken out. A block outside a code group with a title or icon gets a
 * title bar. The fence's `data-title` and `language-*` class stay on the `code`, which
 * `<CodeGroup>` reads.
 */
export function rehypeHighlightCode() {
  return async (tree: Root, file: VFile) => {
    const blocks: CodeBlock[] = [];
    visit(tree, 'element', (pre, _index, parent) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find((child): child is Element => child.type === 'element');
      if (code?.tagName !== 'code' || pre.children.length !== 1) return SKIP;
      const classes = classList(code.properties.className);
      // Display math is KaTeX's, already rendered by now when present.
      if (classes.includes('math-display')) return SKIP;
      // Mermaid's source is drawn in the browser (`remarkMermaid`), not coloured as code.
      if (classes.includes('language-mermaid')) return SKIP;
      const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      const inGroup = parent !== undefined && 'name' in parent && groups.has(String(parent.name));
      blocks.push({ pre, code, language, parent: inGroup ? undefined : parent });
      return SKIP;
    });
    if (blocks.length === 0) return;
    await loadLanguages(blocks.map((block) => block.language));
    const metas = blocks.map((block) =>
      parseCodeMeta((block.code.data as { meta?: string } | undefined)?.meta),
    );
    // Twoslash (and TypeScript) load only for a page that has a `twoslash` block.
    const twoslash = metas.some((meta) => meta.twoslash)
      ? await import('../highlight/twoslash.ts').then((module) =>
          module.loadTwoslash(file.data.location?.siteDir ?? process.cwd()),
        )
      : undefined;
    file.data.ignoredCodeOptions ??= [];
    const ignored = file.data.ignoredCodeOptions;
    blocks.forEach((block, index) => {
      const meta = metas[index] as CodeMeta;
      const at = block.pre.position?.start;
      const place = at ? { line: at.line, column: at.column } : {};
      const typed = meta.twoslash ? twoslashBlock(block, twoslash, file, `dw-ts${index}`) : undefined;
      if (typeof typed === 'string') ignored.push({ option: 'twoslash', reason: typed, ...place });
      highlightBlock(block, meta, typeof typed === 'object' ? typed : undefined);
      if (block.parent && (meta.title !== undefined || meta.icon !== undefined))
        addTitleBar(block.parent, block.pre, meta);
      for (const option of meta.ignored)
        ignored.push({ option, reason: 'Docwright does not apply this code block option', ...place });
    });
  };
}

/**
 * The block highlighted with twoslash's type information, its compiler errors recorded on the
 * file; or why it shows as plain highlighted code.
 */
function twoslashBlock(
  block: CodeBlock,
  twoslash: Twoslash | undefined,
  file: VFile,
  idPrefix: string,
): Element | string {
  if (block.language === undefined || !twoslashLanguages.has(block.language.toLowerCase()))
    return 'twoslash applies to TypeScript and JavaScript blocks (ts, tsx, js, jsx), as in Mintlify, so this block shows as highlighted code';
  if (!twoslash)
    return "no TypeScript 5 or 6 is installed for this site, so the block shows without type information on hover; run `npm i -D typescript@5` in the site's folder";
  const code = readCodeNotation(textOf(block.code).replace(/\n$/, '')).code;
  try {
    const { pre, problems } = twoslash.render(code, block.language, idPrefix);
    const fenceLine = block.pre.position?.start.line;
    if (fenceLine !== undefined) {
      file.data.twoslashProblems ??= [];
      for (const problem of problems)
        file.data.twoslashProblems.push({
          message: problem.message,
          line: fenceLine + 1 + problem.line,
          column: problem.character + 1,
        });
    }
    return pre;
  } catch (error) {
    return `twoslash could not check the block (${error instanceof Error ? error.message.split('\n')[0] : String(error)}), so it shows without type information`;
  }
}

function highlightBlock({ pre, code, language }: CodeBlock, meta: CodeMeta, typed?: Element): void {
  // The fence's text ends with the newline before the closing fence.
  const highlighted = highlightCodeBlock(textOf(code).replace(/\n$/, ''), language, meta, typed);
  pre.properties = highlighted.properties;
  // The fence's own `language-*` class and title stay on `code`: `<CodeGroup>` labels tabs with them.
  code.children = (highlighted.children[0] as Element).children;
}

/** Puts the block in a `.dw-code-block` headed by its icon and title, as Mintlify shows a titled block. */
function addTitleBar(parent: { children: RootContent[] }, pre: Element, meta: CodeMeta): void {
  const index = parent.children.indexOf(pre);
  if (index < 0) return;
  const head: ElementContent[] = [];
  if (meta.icon !== undefined)
    head.push({
      type: 'mdxJsxTextElement',
      name: 'Icon',
      attributes: [{ type: 'mdxJsxAttribute', name: 'icon', value: meta.icon }],
      children: [],
    } as unknown as ElementContent);
  if (meta.title !== undefined)
    head.push({
      type: 'element',
      tagName: 'span',
      properties: { className: ['dw-code-title-text'] },
      children: [{ type: 'text', value: meta.title }],
    });
  parent.children[index] = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['dw-code-block', 'dw-code-titled'] },
    children: [
      { type: 'element', tagName: 'div', properties: { className: ['dw-code-title'] }, children: head },
      pre,
    ],
  };
}

function textOf(node: Element): string {
  return node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : ''))
    .join('');
}
