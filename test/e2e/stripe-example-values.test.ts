import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { languageKeys } from '@docwright/config';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoServer, startEchoServer } from '../../packages/snippets/test/harness/echo-server.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// Issue 36 items 2 and 4 on Stripe's own spec, built once with all 18 languages and its servers
// pointed at an echo server on 127.0.0.1. Item 2: no request example in any language fills a
// parameter with its own name (`expand[0]=expand`, `/v1/charges/charge`); a value the spec does
// not give is a `{name}` to fill in, and the playground shows it greyed, never as a value. Item 4:
// a oneOf option shows its values; an empty-string value reads `""`.

const run = promisify(execFile);
const corpus = join(import.meta.dirname, '../../../shared/corpus');

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Where a sample gives a parameter or field its own name as its value, in any language's syntax. */
function ownNameValues(code: string, origin: string, templates: readonly string[][]): string[] {
  const found: string[] = [];
  // `email=email`, `expand[0]=expand`, `created[gt]=gt`, in a URL or a form body (not Python's
  // keyword argument `files=files`).
  for (const match of code.matchAll(/(?:^|[?&'"])([A-Za-z0-9_]+)((?:\[[^\]=]*\])*)=([A-Za-z0-9_]+)/g)) {
    const key = /\[([^\]]*)\]$/.exec(match[2] ?? '')?.[1] ?? match[1];
    if (match[3] === key) found.push(match[0].trim());
  }
  // `"email": "email"`, `'email' => 'email'`, `("email", "email")`.
  for (const match of code.matchAll(/(["'])(\w+)\1\s*(?::|=>|,|=)\s*(["'])\2\3/g)) found.push(match[0]);
  // `/v1/charges/charge`: a path segment that is its parameter's name.
  for (const match of code.matchAll(new RegExp(`${origin.replaceAll('.', '\\.')}(/[^?'"\\s]*)`, 'g'))) {
    const segments = (match[1] ?? '').split('/');
    for (const template of templates) {
      if (template.length !== segments.length) continue;
      if (!template.every((part, index) => part.startsWith('{') || part === segments[index])) continue;
      template.forEach((part, index) => {
        if (part === `{${segments[index]}}`) found.push(`path ${match[1]}`);
      });
    }
  }
  return found;
}

describe("Stripe's request examples and variants (issue 36, items 2 and 4)", () => {
  let echo: EchoServer;
  let out: string;
  let templates: string[][];
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    echo = await startEchoServer();
    const stripe = JSON.parse(await readFile(join(corpus, 'openapi/stripe/spec3.json'), 'utf8'));
    // Every operation's own servers (files.stripe.com) go to the echo server too.
    for (const item of Object.values(stripe.paths) as Record<string, { servers?: unknown }>[])
      for (const operation of Object.values(item)) delete operation.servers;
    templates = Object.keys(stripe.paths).map((path) => path.split('/'));
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Stripe',
        api: { playground: { proxy: false }, examples: { languages: languageKeys } },
        navigation: { groups: [{ group: 'API', openapi: 'spec3.json' }] },
      }),
      'spec3.json': JSON.stringify({ ...stripe, servers: [{ url: echo.origin }] }),
    });
    out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    [site, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await echo?.close();
  });

  it('fills no parameter with its own name, in any of the 18 languages on any endpoint page', async () => {
    const pages = (await readdir(join(out, 'api-reference'))).filter((name) => !name.endsWith('.md'));
    expect(pages.length).toBe(417);
    const problems: string[] = [];
    const languages = new Set<string>();
    let samples = 0;
    for (const page of pages) {
      const html = await readFile(join(out, 'api-reference', page, 'index.html'), 'utf8');
      const panels = html.matchAll(
        /<div class="dw-code-panel[^"]*"[^>]*data-language="([^"]+)"[^>]*>([\s\S]*?)<\/pre>/g,
      );
      for (const [, language = '', code = ''] of panels) {
        samples += 1;
        languages.add(language);
        for (const problem of ownNameValues(decode(code), echo.origin, templates))
          problems.push(`${page} ${language}: ${problem}`);
      }
    }
    expect(languages.size).toBe(18);
    expect(samples).toBeGreaterThan(417 * 17);
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('writes a value the spec does not give as {name} in every language: path and query', async () => {
    const html = await readFile(join(out, 'api-reference/get-v1charges-1/index.html'), 'utf8');
    const panels = [...html.matchAll(/data-language="([^"]+)"[^>]*>([\s\S]*?)<\/pre>/g)];
    expect(panels.length).toBe(18);
    for (const [, language, code = ''] of panels) {
      expect(decode(code), language).toContain(`${echo.origin}/v1/charges/{charge}?expand`);
      // Swift's URL shows the query's brackets encoded (`expand%5B0%5D`); the value reads the same.
      expect(decode(code), language).toMatch(/\?expand(\[0\]|%5B0%5D)=\{expand\}/);
    }
  });

  async function openPlayground(page: Page, route: string): Promise<void> {
    await page.goto(`${site.url}/api-reference/${route}`);
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
  }

  it('greys a placeholder in the playground, refuses Send until it is filled, and sends what the live curl shows', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await openPlayground(page, 'get-v1charges-1');
      const charge = page.locator('input[name="path-charge"]');
      const expand = page.locator('input[name="query-expand"]');
      for (const input of [charge, expand]) {
        await expect(input.inputValue()).resolves.toBe('');
        await expect(input.getAttribute('placeholder')).resolves.toBe('<string>');
        // Shown in the placeholder's grey, not the colour of typed text.
        const [text, placeholder] = await input.evaluate((element) => [
          getComputedStyle(element).color,
          getComputedStyle(element, '::placeholder').color,
        ]);
        expect(placeholder).not.toBe(text);
      }
      const live = page.locator('.dw-playground-live pre code');
      await page.locator('.dw-playground-language').selectOption('bash');
      await expect.poll(() => live.textContent()).toContain('/v1/charges/{charge}');
      const before = echo.received.length;
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect(
        charge.evaluate((element: HTMLInputElement) => element.validity.valueMissing),
      ).resolves.toBe(true);
      await charge.fill('ch_3Kq');
      await expect.poll(() => live.textContent()).toContain('/v1/charges/ch_3Kq');
      const liveCurl = (await live.textContent()) ?? '';
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect.poll(() => echo.received.length).toBe(before + 1);
      const sent = echo.received.at(-1);
      expect(sent?.target).toBe('/v1/charges/ch_3Kq');
      // The live example, run as it is shown, sends the same request-target.
      await run('bash', ['-c', liveCurl]);
      expect(echo.received.length).toBe(before + 2);
      expect(echo.received.at(-1)?.target).toBe(sent?.target);
    } finally {
      await page.close();
    }
  });

  it("shows a oneOf option's type, values and constraints when expanded (off_session)", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await page.goto(`${site.url}/api-reference/post-v1payment_intents`);
      const field = page.locator('li.dw-field#off-session');
      await field.locator('summary', { hasText: 'child attributes' }).first().click();
      const option = field.locator('details.dw-variant', { hasText: 'string (option 2)' });
      const chips = option.locator('.dw-field-meta code');
      await expect(chips.first().isVisible()).resolves.toBe(false);
      await option.locator('summary').click();
      await expect(chips.allTextContents()).resolves.toEqual(['one_off', 'recurring']);
      for (const chip of await chips.all()) {
        await expect(chip.isVisible()).resolves.toBe(true);
        expect((await chip.boundingBox())?.width ?? 0).toBeGreaterThan(10);
      }
      // The allowed values stand for the length limit of the strings they are (max 5000): it is left out.
      await expect(option.locator('.dw-field-meta').textContent()).resolves.not.toContain('max length');
      // An option without allowed values shows its constraints: the response's `application`, an ID or an object.
      const application = page.locator('li.dw-field#response-200-application');
      await application.locator('summary', { hasText: 'child attributes' }).first().click();
      const id = application.locator('details.dw-variant', { hasText: 'string (option 1)' });
      await id.locator('summary').click();
      await expect(id.locator('.dw-field-meta').isVisible()).resolves.toBe(true);
      await expect(id.locator('.dw-field-meta').textContent()).resolves.toBe('max length: 5000');
    } finally {
      await page.close();
    }
  });

  it('reads an empty-string value as "" in a chip of non-zero width (setup_future_usage)', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await page.goto(`${site.url}/api-reference/post-v1payment_intents`);
      const field = page.locator('li.dw-field[id$="acss-debit-setup-future-usage"]').first();
      // Open every disclosure around the field, as a reader clicking "Show child attributes" does.
      await field.evaluate((element) => {
        for (let node = element.parentElement; node; node = node.parentElement)
          if (node instanceof HTMLDetailsElement) node.open = true;
      });
      const chips = field.locator(':scope > .dw-field-meta code');
      await expect(chips.allTextContents()).resolves.toEqual(['""', 'none', 'off_session', 'on_session']);
      const empty = chips.first();
      await expect(empty.isVisible()).resolves.toBe(true);
      expect((await empty.boundingBox())?.width ?? 0).toBeGreaterThan(8);
    } finally {
      await page.close();
    }
  });

  it('lists the same option values, and "" as `""`, in the Markdown twin', async () => {
    const twin = await readFile(join(out, 'api-reference/post-v1payment_intents.md'), 'utf8');
    expect(twin).toContain('- option: string (option 2), one of `"one_off"`, `"recurring"`');
    expect(twin).toContain('- option: boolean (option 1)');
  });
});
