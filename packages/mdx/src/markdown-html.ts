import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { EXIT, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { markdownKey } from './compile-cache.ts';
import { ContentCache } from './content-cache.ts';
import { simpleLineHtml } from './simple-line-html.ts';

// GitHub's sanitization schema, plus class names on code for highlighting hooks.
const schema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-/]],
  },
};

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, schema)
  .use(recordCodeBlocks)
  .use(rehypeStringify)
  .freeze();

/** Spec Markdown as HTML, and whether it holds a code block (a page that shows it loads the code script). */
export interface MarkdownHtml {
  readonly html: string;
  readonly codeBlocks: boolean;
}

const cache = new Map<string, MarkdownHtml>();
const CACHE_LIMIT = 20_000;

/**
 * The HTML of texts that went through the whole pipeline, kept across builds in the cache folder
 * (`setCacheFolder`): Stripe's 600 such descriptions took half a second of every build.
 */
export const markdownCache = new ContentCache<MarkdownHtml>(JSON.stringify, parseMarkdownHtml);

/**
 * Markdown from a spec (descriptions, summaries) to HTML that is safe to inline: raw HTML
 * is parsed and then sanitized, so `<script>` and `onclick` never survive. Cached by text,
 * since large specs repeat the same descriptions hundreds of times.
 */
export function renderMarkdown(markdown: string): string {
  return renderMarkdownParts(markdown).html;
}

/** One paragraph of Markdown (a banner) as inline HTML, without the paragraph around it. */
export function renderInlineMarkdown(markdown: string): string {
  return renderMarkdown(markdown)
    .trim()
    .replace(/^<p>([\s\S]*)<\/p>$/, '$1');
}

/** `renderMarkdown`, saying also whether the HTML holds a code block. */
export function renderMarkdownParts(markdown: string): MarkdownHtml {
  const cached = cache.get(markdown);
  if (cached !== undefined) return cached;
  const simple = simpleLineHtml(markdown);
  const rendered =
    simple !== undefined
      ? { html: simple, codeBlocks: false }
      : markdownCache.get(markdownKey(markdown), () => {
          const file = processor.processSync(markdown);
          return { html: String(file), codeBlocks: file.data.codeBlocks === true };
        });
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(markdown, rendered);
  return rendered;
}

function recordCodeBlocks() {
  return (tree: Root, file: VFile) => {
    file.data.codeBlocks = false;
    visit(tree, 'element', (element) => {
      if (element.tagName !== 'pre') return;
      file.data.codeBlocks = true;
      return EXIT;
    });
  };
}

function parseMarkdownHtml(text: string): MarkdownHtml {
  const parsed: unknown = JSON.parse(text);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    typeof (parsed as MarkdownHtml).html !== 'string' ||
    typeof (parsed as MarkdownHtml).codeBlocks !== 'boolean'
  )
    throw new Error('not rendered Markdown');
  return { html: (parsed as MarkdownHtml).html, codeBlocks: (parsed as MarkdownHtml).codeBlocks };
}

/** Forgets the HTML held in memory: the next text comes from the cache folder or the pipeline. */
export function clearMarkdownMemory(): void {
  cache.clear();
  markdownCache.clearMemory();
}
