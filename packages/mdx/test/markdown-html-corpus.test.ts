import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/index.ts';

const corpus = fileURLToPath(new URL('../../../../shared/corpus/openapi/', import.meta.url));

/** The full pipeline, as the module sets it up: what every text must render to, fast path or not. */
const reference = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, {
    ...defaultSchema,
    attributes: {
      ...defaultSchema.attributes,
      code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-/]],
    },
  })
  .use(rehypeStringify)
  .freeze();

function descriptions(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) descriptions(item, into);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if ((key === 'description' || key === 'summary') && typeof child === 'string') into.add(child);
      else descriptions(child, into);
    }
  return into;
}

describe('renderMarkdown on real spec text', () => {
  it('renders every Stripe and Twilio description exactly as the full pipeline does', () => {
    const texts = new Set<string>();
    for (const file of ['stripe/spec3.json', 'twilio/twilio_api_v2010.json'])
      descriptions(JSON.parse(readFileSync(`${corpus}${file}`, 'utf8')), texts);
    const edgeCases = [
      '  indented code',
      '1. one',
      '- item',
      'a "quoted" word',
      "it's",
      'Tab\there',
      'trailing  ',
      // Inline code only (a fast path of its own)
      '`a`',
      'x `a` y  ',
      'x ` a ` y',
      'x `a  b` y',
      'x `"q"` and it\'s',
      'a `b` c `d',
      'x ``a`` y',
      'x `a\tb` y',
      'x `<b>` y',
      'x `a&amp;b` y',
      '1) `a`',
      'é `ü` ✓ 😀',
      'x `a` \u00a0y',
      'x `a` y_z',
      // Links (a fast path of their own too)
      'See [the docs](https://example.com/docs#a_b).',
      'See [the `expand` parameter](/docs/api?x=1).',
      '[x](https://e.com/a%20b) and [y](https://e.com/100%)',
      '[x](javascript:alert(1))',
      '[x](https://e.com/é)',
      '[x](https://e.com "title")',
      '[^1](https://e.com)',
      '[a `]` b](https://e.com)',
      '[a `b](c)` d',
      '(see [x](https://e.com))',
      '[x]: https://e.com',
      '[](https://e.com)',
      '[x] (https://e.com)',
      '![x](https://e.com/i.png)',
      '[x](https://e.com)[y](/z)',
      '[x](<https://e.com>)',
      // Paragraphs and soft line breaks (each line a fast path of its own)
      'one\ntwo',
      'one\n\ntwo `x`\nthree [y](/z)',
      'one\n\n\ntwo',
      'one\n \ntwo',
      'one \ntwo',
      'one  \ntwo',
      'one\\\ntwo',
      'one\n  two',
      'one\n    two',
      'one\n\n    two',
      'one\n===',
      'one\n---',
      'one\n- two',
      'one\n1. two',
      'one\n2) two',
      'one\n> two',
      'one\n# two',
      'one\n<div>two</div>',
      'one\n| a | b |\n| - | - |',
      'a `b\nc` d',
      '[a\nb](/c)',
      '[a](/b\nc)',
      'one\r\ntwo',
      'one\n\ttwo',
      'one\n\n',
      '\none',
      'one\ntwo\n\nthree\nfour\n\nfive',
      // One plain HTML paragraph (a fast path of its own)
      '<p>Plain text.</p>',
      '<p>Two\nlines.</p>',
      '<p>Two\n\nparagraphs.</p>',
      '<p>Tom &amp; Jerry</p>',
      '<p>a <b>bold</b> word</p>',
      '<p>x</p>\n',
      ' <p>x</p>',
      '<p>x</p><p>y</p>',
      '<p>`code` and *stars* and [x](/y)</p>',
      '<p>https://example.com and www.example.com</p>',
      '<p>a <code>b</code> c</p>\n\n<p>d <a href="/docs/x#y">e</a> f</p>',
      '<p>a</p>\n<p>b</p>',
      '<p>a</p>\n\n\n<p>b</p>',
      '<p>a</p>\n\n text',
      '<p>a <code>b\nc</code></p>',
      '<p>a <code>&lt;b&gt;</code></p>',
      '<p><a href="javascript:alert(1)">x</a></p>',
      '<p><a href="https://e.com/a b">x</a></p>',
      '<p><a href="/x" title="t">x</a></p>',
      '<p><a href="/x">`y` *z*</a></p>',
      '<p><code>*x*</code></p>',
      // Underscores
      'a_b c_d_e',
      '_a_ b',
      'a _b_ c',
      'a_ b _c',
      '__init__',
      'é_ü a_é',
      'a_`b`_c',
      'snake_case_[x](/y)_z',
    ];
    for (const text of edgeCases) texts.add(text);
    expect(texts.size).toBeGreaterThan(4000);
    const mismatches = [...texts].filter(
      (text) => renderMarkdown(text) !== String(reference.processSync(text)),
    );
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
