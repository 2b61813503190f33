import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

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
 * Markdown from a spec (descriptions, summaries) to HTML that is safe to inline: raw HTML
 * is parsed and then sanitized, so `<script>` and `onclick` never survive. Cached by text,
 * since large specs repeat the same descriptions hundreds of times.
 */
export function renderMarkdown(markdown: string): string {
  const cached = cache.get(markdown);
  if (cached !== undefined) return cached;
  const html = isPlainText(markdown)
    ? `<p>${markdown.trimEnd()}</p>`
    : (inlineCodeHtml(markdown) ?? String(processor.processSync(markdown)));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(markdown, html);
  return html;
}

// Characters and sequences that Markdown, GFM autolinks or HTML give a meaning to.
const markup = /[`*_[\]<>#|~\\!&@\n\r$]|www\.|:\/\//;
// A leading list marker, ordered-list number, heading underline or indentation.
const blockStart = /^(\s|[-+=]|\d+[.)])/;

/**
 * One line of text in which Markdown finds nothing: its HTML is the text in a paragraph. Most of
 * a large spec's descriptions are such lines, and the full pipeline costs a millisecond each.
 */
function isPlainText(text: string): boolean {
  return text.trim() !== '' && !markup.test(text) && !blockStart.test(text);
}

/** Whether a code span's HTML is its text as it is: no characters to escape, no control characters. */
function isLiteralCode(code: string): boolean {
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c < 0x20 || c === 0x3c || c === 0x3e || c === 0x26) return false;
  }
  return true;
}

/**
 * The HTML of one line whose only markup is inline code (`one_of`, `"range"`), or undefined when
 * the line holds anything else. After plain text these are a large spec's most common
 * descriptions: Stripe has about 460 of them.
 */
function inlineCodeHtml(text: string): string | undefined {
  if (blockStart.test(text)) return undefined;
  const parts = text.trimEnd().split('`');
  if (parts.length < 3 || parts.length % 2 === 0) return undefined;
  let html = '<p>';
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 0) {
      if (markup.test(part)) return undefined;
      html += part;
    } else {
      // Spaces at both ends of a code span are trimmed, and an empty one is no span at all.
      if (part === '' || part.startsWith(' ') || part.endsWith(' ') || !isLiteralCode(part)) return undefined;
      html += `<code>${part}</code>`;
    }
  }
  return `${html}</p>`;
}
