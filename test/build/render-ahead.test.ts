import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clearCacheMemory } from '@docwright/mdx';
import { IncrementalSite } from '@docwright/site-builder';
import { expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { copySite, writeSite } from '../helpers/site.ts';

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

async function renderedPages(siteDir: string, renderAhead: boolean) {
  // Each render starts from nothing highlighted or compiled: its own site folder (no cache packs), empty memory.
  clearCacheMemory();
  const site = new IncrementalSite(siteDir, { renderWorkers: 0, renderAhead });
  await site.load();
  const result = await site.render();
  expect(result.ok).toBe(true);
  // What the worker and the twins made while waiting for it affect: the HTML, the Markdown twin, the operation's document.
  const pages = new Map(
    [...(site.snapshot?.pages ?? [])].map(([route, page]) => [
      route,
      `${page.contentHtml}\n${page.markdown}\n${page.operationDocument}`,
    ]),
  );
  return { pages, highlightedAhead: site.highlightedAhead };
}

it('renders the same pages when a worker highlights the request examples ahead', async () => {
  const alone = await renderedPages(await conversationsSite(), false);
  const ahead = await renderedPages(await conversationsSite(), true);
  expect(alone.highlightedAhead).toBe(0);
  // The worker did the highlighting: 103 operations, 8 languages each (one worker that failed to
  // start would leave it all to the main thread, and the pages would still be right).
  expect(ahead.highlightedAhead).toBeGreaterThan(700);
  expect([...ahead.pages.keys()]).toEqual([...alone.pages.keys()]);
  for (const [route, html] of alone.pages) expect(ahead.pages.get(route), route).toBe(html);
  const page = [...ahead.pages.values()].find((html) => html.includes('dw-endpoint-examples'));
  expect(page).toMatch(
    /<pre class="dw-code shiki"[^>]*><code class="language-python"><span class="line"><span class="sk\d+">/,
  );
});

it("renders the same pages when a worker highlights the pages' fenced code ahead", async () => {
  const firecrawl = join(corpusDir, 'docs/firecrawl');
  const alone = await renderedPages(await copySite(firecrawl, 'firecrawl-alone'), false);
  const ahead = await renderedPages(await copySite(firecrawl, 'firecrawl-ahead'), true);
  expect(alone.highlightedAhead).toBe(0);
  // Its 100 pages' fences and its 25 endpoints' request examples (8 languages each).
  expect(ahead.highlightedAhead).toBeGreaterThan(25 * 8 + 200);
  expect([...ahead.pages.keys()]).toEqual([...alone.pages.keys()]);
  for (const [route, html] of alone.pages) expect(ahead.pages.get(route), route).toBe(html);
  const guide = ahead.pages.get('advanced-scraping-guide');
  expect(guide).toMatch(
    /<pre class="dw-code shiki[^"]*"[^>]*><code class="language-\w+"[^>]*><span class="line"><span class="sk\d+">/,
  );
});
