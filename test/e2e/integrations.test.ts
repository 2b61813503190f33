import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { type RecordedPost, serveStatic } from '../helpers/static-server.ts';

/**
 * docs/integrations.md, in a real browser: analytics wait for consent, the `cookies` setting counts as
 * consent, Decline sticks, and the feedback widget beacons its answer. Vendor hosts are
 * unreachable here, so the tests watch which requests the page *attempts*.
 */
const gtag = 'https://www.googletagmanager.com/gtag/js?id=G-E2E1234';
const posthog = 'https://us-assets.i.posthog.com/static/array.js';
const segment = 'https://cdn.segment.com/analytics.js/v1/segE2E/analytics.min.js';
const vendorUrls = [gtag, posthog, segment];

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${title} text.\n`;

async function buildAndServe(integrations: unknown, posts: RecordedPost[]) {
  const dir = await writeSite({
    'docs.json': JSON.stringify({
      name: 'Consent Site',
      navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
      integrations,
    }),
    'index.mdx': page('Home'),
    'guide.mdx': page('Guide'),
  });
  const dist = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', dist]);
  expect(result.code, result.stderr).toBe(0);
  return serveStatic(dist, { posts });
}

/** A fresh reader (empty storage), whose requests to anywhere but the docs are refused at once. */
async function reader(browser: Browser, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ colorScheme });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  return { context, requests, vendorRequests: () => requests.filter((url) => vendorUrls.includes(url)) };
}

/** Loads a page and waits until its scripts have run and the network is quiet. */
async function open(context: BrowserContext, url: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(url);
  await tab.waitForLoadState('networkidle');
  return tab;
}

const banner = (tab: Page) => tab.getByRole('region', { name: 'Cookie consent' });
const bodies = (posts: RecordedPost[], path: string) =>
  posts.filter((post) => post.path === path).map((post) => JSON.parse(post.body) as unknown);

describe('integrations in the browser', () => {
  let browser: Browser;
  let site: { url: string; close: () => Promise<void> };
  let cookieSite: { url: string; close: () => Promise<void> };
  const posts: RecordedPost[] = [];
  const cookiePosts: RecordedPost[] = [];

  beforeAll(async () => {
    [browser, site, cookieSite] = await Promise.all([
      launchBrowser(),
      buildAndServe(
        { ga4: { measurementId: 'G-E2E1234' }, posthog: { apiKey: 'phc_e2e' }, segment: { key: 'segE2E' } },
        posts,
      ),
      buildAndServe(
        { ga4: { measurementId: 'G-E2E1234' }, cookies: { key: 'acme_consent', value: 'granted' } },
        cookiePosts,
      ),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([site?.close(), cookieSite?.close()]);
  });

  it('attempts no analytics request before consent, and loads every configured vendor after Accept', async () => {
    posts.length = 0;
    const { context, requests, vendorRequests } = await reader(browser);
    const tab = await open(context, `${site.url}/guide`);
    await banner(tab).waitFor();
    expect(requests.some((url) => url.endsWith('/_docwright/consent.js'))).toBe(true);
    expect(vendorRequests()).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(site.url))).toEqual([]);
    expect(bodies(posts, '/_docwright/telemetry')).toEqual([]);

    const attempted = Promise.all(vendorUrls.map((url) => tab.waitForRequest(url)));
    await tab.getByRole('button', { name: 'Accept' }).click();
    await attempted;
    expect(await banner(tab).count()).toBe(0);
    expect(await tab.evaluate(() => localStorage.getItem('docwright:consent'))).toBe('granted');
    // The page view goes to the site's own server, and nowhere else of Docwright's.
    await expect
      .poll(() => bodies(posts, '/_docwright/telemetry'))
      .toEqual([{ path: '/guide', referrer: '' }]);

    // The answer is remembered: the next page loads the vendors at once, with no banner.
    requests.length = 0;
    const next = await open(context, `${site.url}/`);
    expect(await banner(next).count()).toBe(0);
    expect(vendorRequests().sort()).toEqual([...vendorUrls].sort());
    await context.close();
  });

  it('keeps analytics off after Decline, across reloads', async () => {
    posts.length = 0;
    const { context, requests, vendorRequests } = await reader(browser);
    const tab = await open(context, `${site.url}/`);
    await tab.getByRole('button', { name: 'Decline' }).click();
    expect(await banner(tab).count()).toBe(0);
    await tab.waitForTimeout(300);
    expect(vendorRequests()).toEqual([]);

    requests.length = 0;
    await tab.reload();
    await tab.waitForLoadState('networkidle');
    expect(requests.some((url) => url.endsWith('/_docwright/consent.js'))).toBe(true);
    expect(await banner(tab).count()).toBe(0);
    expect(vendorRequests()).toEqual([]);
    expect(await tab.evaluate(() => localStorage.getItem('docwright:consent'))).toBe('denied');
    expect(bodies(posts, '/_docwright/telemetry')).toEqual([]);
    await context.close();
  });

  it('counts the site’s consent cookie as consent, and shows no banner of its own', async () => {
    cookiePosts.length = 0;
    const { context, vendorRequests } = await reader(browser);
    await context.addCookies([{ name: 'acme_consent', value: 'granted', url: cookieSite.url }]);
    const tab = await open(context, `${cookieSite.url}/`);
    expect(vendorRequests()).toEqual([gtag]);
    expect(await banner(tab).count()).toBe(0);
    await expect
      .poll(() => bodies(cookiePosts, '/_docwright/telemetry'))
      .toEqual([{ path: '/', referrer: '' }]);
    await context.close();
  });

  it('waits for the consent cookie (or localStorage entry) to hold the configured value', async () => {
    const { context, vendorRequests } = await reader(browser);
    await context.addCookies([{ name: 'acme_consent', value: 'denied', url: cookieSite.url }]);
    const tab = await open(context, `${cookieSite.url}/`);
    expect(await banner(tab).count()).toBe(0);
    await tab.waitForTimeout(1500);
    expect(vendorRequests()).toEqual([]);
    // The site's consent manager records consent later, without a reload: the loaders follow.
    const attempted = tab.waitForRequest(gtag);
    await tab.evaluate(() => localStorage.setItem('acme_consent', 'granted'));
    await attempted;
    await context.close();
  });

  it('sends the feedback answer to the server, thanks the reader, and reaches consented analytics', async () => {
    posts.length = 0;
    const { context } = await reader(browser);
    // Without consent: the beacon still goes to the site's server; no analytics exist to tell.
    const tab = await open(context, `${site.url}/guide`);
    const widget = tab.getByRole('group', { name: 'Was this page helpful?' });
    await widget.getByRole('button', { name: 'Yes' }).click();
    await expect
      .poll(() => bodies(posts, '/_docwright/feedback'))
      .toEqual([{ path: '/guide', helpful: true }]);
    expect(posts.find((post) => post.path === '/_docwright/feedback')?.contentType).toBe('application/json');
    // Thanks only once the server has accepted the answer.
    await expect.poll(() => widget.getByRole('status').textContent()).toBe('Thanks for your feedback.');
    expect(await widget.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');
    // One answer per page view.
    await widget.getByRole('button', { name: 'No' }).click();
    await tab.waitForTimeout(200);
    expect(bodies(posts, '/_docwright/feedback')).toHaveLength(1);
    expect(await tab.evaluate(() => 'dataLayer' in window)).toBe(false);

    // With consent: the answer also goes to each configured analytics (their queues, here).
    await tab.getByRole('button', { name: 'Accept' }).click();
    const other = await open(context, `${site.url}/`);
    await other.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => bodies(posts, '/_docwright/feedback')).toHaveLength(2);
    // The event follows the server's answer, which reaches the page after the post reached us.
    const analyticsEvents = () =>
      other.evaluate(() => {
        const w = window as unknown as Record<'dataLayer' | 'posthog' | 'analytics', ArrayLike<unknown>[]>;
        // gtag queues `arguments` objects; the others, arrays.
        const find = (queue: ArrayLike<unknown>[], method: string) => {
          const entry = [...queue].find((item) => item[0] === method && item[1] === 'docs_feedback');
          return entry && Array.from(entry);
        };
        return {
          gtag: find(w.dataLayer, 'event'),
          posthog: find(w.posthog, 'capture'),
          segment: find(w.analytics, 'track'),
        };
      });
    const detail = { path: '/', helpful: false };
    await expect.poll(analyticsEvents).toEqual({
      gtag: ['event', 'docs_feedback', detail],
      posthog: ['capture', 'docs_feedback', detail],
      segment: ['track', 'docs_feedback', detail],
    });
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'has no serious accessibility violations with the consent banner and the feedback widget (%s)',
    async (scheme) => {
      const { context } = await reader(browser, scheme);
      const tab = await open(context, `${site.url}/guide`);
      await banner(tab).waitFor();
      expect(await tab.getByRole('group', { name: 'Was this page helpful?' }).isVisible()).toBe(true);
      expect(await seriousViolations(tab)).toEqual([]);
      await tab.getByRole('button', { name: 'Yes' }).click();
      expect(await seriousViolations(tab)).toEqual([]);
      // Keyboard: the banner's buttons are reachable and work with Enter.
      await tab.getByRole('button', { name: 'Decline' }).focus();
      await tab.keyboard.press('Enter');
      expect(await banner(tab).count()).toBe(0);
      await context.close();
    },
  );
});
