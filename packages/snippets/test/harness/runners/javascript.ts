import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../../../../test/helpers/browser.ts';
import type { Runner, SnippetCase } from '../runner.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pagePath = '/__snippet';

let browser: Promise<Browser> | undefined;
let lastCase: string | undefined;

/** The echo server's origin: the page runs there, so cookies and fetch are same-origin as in the snippet. */
function originOf(code: string): string | undefined {
  return /\bhttps?:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d+/.exec(code)?.[0];
}

/** Runs one browser snippet in a fresh context (its own cookie jar) on a page served at the echo server's origin. */
async function runInBrowser(snippet: SnippetCase): Promise<string[]> {
  const origin = originOf(snippet.code);
  if (!origin) return ['no http://127.0.0.1:PORT origin in the snippet'];
  if (!browser) browser = launchBrowser();
  const context = await (await browser).newContext();
  const problems: string[] = [];
  try {
    const page = await context.newPage();
    const output: string[] = [];
    page.on('console', (message) => {
      output.push(message.text());
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // The page comes from the route, never from the echo server, which must see the snippet's request only.
    await page.route(`${origin}${pagePath}`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><link rel="icon" href="data:,"><input type="file">',
      }),
    );
    await page.goto(`${origin}${pagePath}`);
    // The reader picks the file the request uploads (the harness writes it only for uploads).
    const upload = join(snippet.dir, 'upload.bin');
    if (existsSync(upload)) await page.setInputFiles('input[type="file"]', upload);
    // A module from a blob URL: import() settles when its top-level await does, and rejects with its
    // error. Passed as text: vitest would rewrite an `import()` in a function it compiled.
    const error: unknown = await page.evaluate(`(async () => {
      const url = URL.createObjectURL(new Blob([${JSON.stringify(snippet.code)}], { type: 'text/javascript' }));
      try {
        await import(url);
        return undefined;
      } catch (caught) {
        return caught instanceof Error ? caught.name + ': ' + caught.message : String(caught);
      }
    })()`);
    if (error) problems.push(`the snippet threw ${error}`);
    if (!error && !output.some((line) => line.includes('"ok":true')))
      problems.push(`the snippet did not print the response (console: ${JSON.stringify(output)})`);
  } catch (error) {
    problems.push(`browser: ${(error as Error).message}`);
  } finally {
    await context.close();
  }
  return problems;
}

/** Runs each snippet as a module script in Debian's Chromium (headless, via playwright-core). */
export const javascriptRunner: Runner = {
  mode: 'execute',
  toolchain: 'Chromium (Debian chromium) driven by playwright-core',
  check: async () => {
    if (!existsSync(chromiumPath)) {
      throw new Error(
        `Chromium is not available at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`,
      );
    }
  },
  prepare: async (cases) => {
    lastCase = cases.at(-1)?.dir;
    browser ??= launchBrowser();
    await browser;
  },
  run: async (snippet) => {
    try {
      return await runInBrowser(snippet);
    } finally {
      if (snippet.dir === lastCase && browser) {
        const done = browser;
        browser = undefined;
        await (await done).close();
      }
    }
  },
};
