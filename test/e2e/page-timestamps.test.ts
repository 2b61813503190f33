// docs.json `metadata.timestamp` and the front matter that overrides it (`timestamp`,
// `lastUpdatedDate`): the site is a real git repository with a commit of known date, built by the
// real CLI and read in Chromium.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const page = (front: string) => `---\n${front}\n---\nSome text.\n`;

describe('last-modified dates', () => {
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Dates',
        metadata: { timestamp: true },
        navigation: { pages: ['index', 'pinned', 'quiet'] },
      }),
      'index.mdx': page('title: Home\ndescription: From git.'),
      'pinned.mdx': page('title: Pinned\ndescription: From front matter.\nlastUpdatedDate: 2025-03-09'),
      'quiet.mdx': page('title: Quiet\ndescription: No date.\ntimestamp: false'),
    });
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'T',
          GIT_AUTHOR_EMAIL: 't@example.com',
          GIT_COMMITTER_NAME: 'T',
          GIT_COMMITTER_EMAIL: 't@example.com',
          GIT_AUTHOR_DATE: '2026-07-07T12:00:00Z',
          GIT_COMMITTER_DATE: '2026-07-07T12:00:00Z',
        },
      });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'pages');
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    [site, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function dateOf(route: string, width = 1440): Promise<string | undefined> {
    const tab = await browser.newPage({ viewport: { width, height: 900 } });
    await tab.goto(`${site.url}/${route}`);
    const note = tab.locator('.dw-last-modified');
    const shown = (await note.count()) > 0 && (await note.isVisible()) ? await note.innerText() : undefined;
    if (shown !== undefined) {
      // Under the page's text, above the pager.
      const content = await tab.locator('.dw-content').boundingBox();
      const at = await note.boundingBox();
      if (!content || !at) throw new Error('not laid out');
      expect(at.y).toBeGreaterThanOrEqual(content.y + content.height);
    }
    await tab.close();
    return shown;
  }

  it("shows the date of the file's last commit, and none on a page with timestamp: false", async () => {
    await expect(dateOf('')).resolves.toBe('Last modified on July 7, 2026');
    await expect(dateOf('', 390)).resolves.toBe('Last modified on July 7, 2026');
    await expect(dateOf('quiet')).resolves.toBeUndefined();
  });

  it('shows lastUpdatedDate instead where the front matter gives one', async () => {
    await expect(dateOf('pinned')).resolves.toBe('Last modified on March 9, 2025');
  });
});
