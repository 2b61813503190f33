import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clearMarkdownMemory, renderMarkdown } from '@docwright/mdx';
import { isMarkdownReady } from '@docwright/mdx/markdown';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { RenderAhead } from '../src/render-ahead/render-ahead.ts';

const corpus = join(import.meta.dirname, '../../../../shared/corpus/openapi');

/** Descriptions with Markdown in them, from a real spec: each goes through the whole pipeline. */
async function richDescriptions(): Promise<string[]> {
  const spec = JSON.parse(await readFile(join(corpus, 'twilio/twilio_conversations_v1.json'), 'utf8'));
  const texts = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node))
      if (key === 'description' && typeof value === 'string' && /[`[*<]/.test(value)) texts.add(value);
      else visit(value);
  };
  visit(spec);
  return [...texts];
}

let ahead: RenderAhead;
beforeEach(() => {
  clearMarkdownMemory();
  ahead = new RenderAhead();
});
afterEach(() => ahead.close());

it("renders Markdown in the worker into this thread's cache, as this thread would have", async () => {
  const texts = (await richDescriptions()).slice(0, 40);
  expect(texts.length).toBe(40);
  ahead.sendMarkdown(0, texts);
  // Replies come in order: once a later request is answered, the Markdown is in.
  await ahead.highlight([{ code: 'curl https://example.com', language: 'bash' }]);
  expect(ahead.stats).toMatchObject({ markdown: 40, discarded: 0 });
  expect(texts.every(isMarkdownReady)).toBe(true);
  const fromWorker = texts.map(renderMarkdown);
  clearMarkdownMemory();
  expect(texts.map(renderMarkdown)).toEqual(fromWorker);
});

it('gives back Markdown the worker has not begun, a request at a time, and the worker skips it', async () => {
  const texts = (await richDescriptions()).slice(0, 40);
  ahead.sendMarkdown(0, texts.slice(0, 20));
  ahead.sendMarkdown(1, texts.slice(20));
  // Nothing is answered before this thread lets the worker's replies in; requests hold 16 texts.
  expect(ahead.takeBackMarkdown(1)).toEqual(texts.slice(20, 36));
  expect(ahead.takeBackMarkdown(1)).toEqual(texts.slice(36));
  expect(ahead.takeBackMarkdown(1)).toEqual([]);
  await ahead.highlight([{ code: 'print(1)', language: 'python' }]);
  // A worker that rendered the requests taken back would have sent replies nobody waits for.
  expect(ahead.stats).toMatchObject({ markdown: 20, discarded: 0 });
  expect(texts.slice(0, 20).every(isMarkdownReady)).toBe(true);
  expect(texts.slice(20).some(isMarkdownReady)).toBe(false);
  expect(ahead.takeBackMarkdown(0)).toEqual([]);
});
