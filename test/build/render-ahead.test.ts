import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Site } from '@docwright/build';
import { clearHighlightMemory, clearMarkdownMemory } from '@docwright/mdx';
import { expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

// Twilio Conversations: 103 operations, past the point where a render-ahead worker starts.
async function conversationsSite(): Promise<string> {
  const site = await writeSite({
    'docs.json': JSON.stringify({
      name: 'Conversations',
      navigation: { groups: [{ group: 'API', openapi: 'conversations.json' }] },
    }),
  });
  await copyFile(
    join(corpusDir, 'openapi/twilio/twilio_conversations_v1.json'),
    join(site, 'conversations.json'),
  );
  return site;
}

async function renderedPages(renderAhead: boolean) {
  // Each render starts from nothing highlighted or rendered: its own site folder (no cache packs), empty memory.
  clearHighlightMemory();
  clearMarkdownMemory();
  const site = new Site(await conversationsSite(), { renderWorkers: 0, renderAhead });
  await site.load();
  const result = await site.render();
  expect(result.ok).toBe(true);
  // What the worker and the main thread's waits affect: the HTML, the Markdown twin, the operation's document.
  const pages = new Map(
    [...(site.snapshot?.pages ?? [])].map(([route, page]) => [
      route,
      `${page.contentHtml}\n${page.markdown}\n${page.operationDocument}`,
    ]),
  );
  return { pages, renderedAhead: site.renderedAhead };
}

it('renders the same pages when a worker highlights request examples and renders Markdown ahead', async () => {
  const alone = await renderedPages(false);
  const ahead = await renderedPages(true);
  expect(alone.renderedAhead).toEqual({ highlighted: 0, markdown: 0 });
  // The worker did the highlighting: 103 operations, 8 languages each (one worker that failed to
  // start would leave it all to the main thread, and the pages would still be right). How much
  // Markdown it renders depends on how far ahead it runs: the main thread takes back what the
  // worker has not reached when it waits (packages/build/test/render-ahead.test.ts).
  expect(ahead.renderedAhead.highlighted).toBeGreaterThan(700);
  expect([...ahead.pages.keys()]).toEqual([...alone.pages.keys()]);
  for (const [route, html] of alone.pages) expect(ahead.pages.get(route), route).toBe(html);
  const page = [...ahead.pages.values()].find((html) => html.includes('dw-endpoint-examples'));
  expect(page).toMatch(
    /<pre class="dw-code shiki"[^>]*><code class="language-python"><span class="line"><span class="sk\d+">/,
  );
});
