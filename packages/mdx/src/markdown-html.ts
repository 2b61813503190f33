import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
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
  .use(rehypeStringify)
  .freeze();

const cache = new Map<string, string>();
const CACHE_LIMIT = 20_000;

/**
 * The HTML of texts that went through the whole pipeline, kept across builds in the cache folder
 * (`setCacheFolder`): Stripe's 600 such descriptions took half a second of every build.
 */
export const markdownCache = new ContentCache<string>(JSON.stringify, parseHtml);

/**
 * Markdown from a spec (descriptions, summaries) to HTML that is safe to inline: raw HTML
 * is parsed and then sanitized, so `<script>` and `onclick` never survive. Cached by text,
 * since large specs repeat the same descriptions hundreds of times.
 */
export function renderMarkdown(markdown: string): string {
  const cached = cache.get(markdown);
  if (cached !== undefined) return cached;
  const html =
    simpleLineHtml(markdown) ??
    markdownCache.get(markdownKey(markdown), () => String(processor.processSync(markdown)));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(markdown, html);
  return html;
}

function parseHtml(text: string): string {
  const html: unknown = JSON.parse(text);
  if (typeof html !== 'string') throw new Error('not HTML');
  return html;
}

/** Forgets the HTML held in memory: the next text comes from the cache folder or the pipeline. */
export function clearMarkdownMemory(): void {
  cache.clear();
  markdownCache.clearMemory();
}
