// The operator's dashboard through its real pages (docs/server.md, Dashboard): a real `docs serve`
// on PostgreSQL, real Chromium, a stub agent and a local bare repository.
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot } from '../helpers/cli.ts';
import { type DashboardServer, signIn, startDashboardServer, waitFor } from '../helpers/dashboard.ts';

describe('the dashboard through docs serve', () => {
  let server: DashboardServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let key: string;

  beforeAll(async () => {
    server = await startDashboardServer();
    key = await server.key();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends a signed-out browser to the sign-in page, and signs in with an admin key', async () => {
    await page.goto(`${server.dashboard}/jobs`);
    expect(new URL(page.url()).pathname).toBe('/_docwright/dashboard/sign-in');
    await signIn(page, server, key);
    await expect(page.locator('h1').textContent()).resolves.toBe('API keys');
    await expect(page.locator('#dw-dash-project-id').textContent()).resolves.toBe('acme');
    const cookie = (await context.cookies()).find((c) => c.name === 'dw_dashboard');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/_docwright/dashboard' });
    // The key itself is nowhere in the browser's storage.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(key);
  });

  it('is served on its own origin only: the site’s pages, which run the repository’s scripts, cannot reach it', async () => {
    expect(new URL(server.dashboardOrigin).origin).not.toBe(new URL(server.url).origin);
    const onSite = await fetch(`${server.url}/_docwright/dashboard/keys`, { redirect: 'manual' });
    expect(onSite.status).toBe(404);
    expect(await onSite.text()).not.toContain('Docwright dashboard');
    // The one file of the site the dashboard's listener hands out: the theme's stylesheet.
    const stylesheet = await fetch(`${server.dashboardOrigin}/_docwright/site.css`);
    expect(stylesheet.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await stylesheet.text()).toContain('--dw-');
    expect((await fetch(`${server.dashboardOrigin}/`)).status).toBe(404);
    // A script on a page of the site, with the operator signed in to the dashboard in the same browser.
    const sitePage = await context.newPage();
    await sitePage.goto(`${server.url}/`);
    const attempt = await sitePage.evaluate(async (dashboard) => {
      try {
        const response = await fetch(`${dashboard}/keys`, { credentials: 'include' });
        return `read ${response.status}: ${(await response.text()).slice(0, 40)}`;
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    }, server.dashboard);
    expect(attempt).toBe('refused: TypeError');
    await sitePage.close();
  });

  it('creates a key, shown once, that works against the admin API; revoking it makes the API answer 401', async () => {
    await page.goto(`${server.dashboard}/keys`);
    await page.getByLabel(/^Name/).fill('ci pipeline');
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('shown only once');
    const created = (await page.locator('#dw-dash-new-key-value').textContent()) ?? '';
    expect(created).toMatch(/^dw_[A-Za-z0-9]{43}$/);
    await expect(page.getByRole('button', { name: 'Copy' }).first().isVisible()).resolves.toBe(true);
    const api = () =>
      fetch(`${server.url}/v2/agent/acme/jobs`, { headers: { authorization: `Bearer ${created}` } });
    expect((await api()).status).toBe(200);
    // Shown once: the keys page lists it by name and prefix only.
    await page.goto(`${server.dashboard}/keys`);
    expect(await page.content()).not.toContain(created);
    const row = page.locator('tr', { hasText: 'ci pipeline' });
    await expect(row.locator('td').nth(1).textContent()).resolves.toBe(`${created.slice(0, 10)}…`);
    // Last used: the admin API call above, recorded in the background (reloaded until it shows).
    await waitFor('the key’s last use to show', async () => {
      if ((await row.locator('td').nth(3).locator('time').count()) === 1) return true;
      await page.reload();
      return undefined;
    });
    await row.getByRole('link', { name: /Revoke/ }).click();
    await expect(page.locator('h1').textContent()).resolves.toContain('Revoke the key “ci pipeline”');
    await page.getByRole('button', { name: 'Revoke the key' }).click();
    await page.waitForURL(/\/keys$/);
    await expect(page.locator('tr', { hasText: 'ci pipeline' }).textContent()).resolves.toContain('revoked');
    expect((await api()).status).toBe(401);
  });

  it('triggers an update and shows its summary and the live publication', async () => {
    await page.goto(`${server.dashboard}/updates`);
    await page.getByRole('button', { name: 'Update the site now' }).click();
    await page.waitForURL(/\/updates\/upd_/);
    // The page follows the update and reloads itself when it ends.
    const summary = await waitFor('the update to end', async () => {
      const status = await page
        .locator('[data-live-status]')
        .textContent()
        .catch(() => '');
      if (status === 'success' || status === 'failure')
        return page.locator('[data-update-summary]').textContent();
      return undefined;
    });
    expect(summary).toMatch(/^built 1 pages/);
    await page.goto(`${server.dashboard}/updates`);
    await expect(page.locator('tbody tr').first().textContent()).resolves.toContain('success');
    await expect(page.locator('#dw-dash-live + p').textContent()).resolves.toMatch(
      /This instance serves publication \w+/,
    );
  });

  it('starts an agent job and follows it live to completed with its pull request', async () => {
    await page.goto(`${server.dashboard}/jobs`);
    await page.getByLabel(/^Prompt/).fill('write notes from the dashboard');
    await page.getByLabel(/^Repository/).fill('https://github.com/acme/docs');
    await page.getByLabel(/^Model/).fill('dash-model');
    await page.getByRole('button', { name: 'Start the job' }).click();
    await page.waitForURL(/\/jobs\/job_/);
    // Followed by the page's script, without reloading.
    // Waits for the job to end (however loaded the host), then requires that it completed.
    const ended = await waitFor('the job to end', async () => {
      const status = await page.locator('[data-live-status]').textContent();
      return status === 'completed' || status === 'failed' ? status : undefined;
    });
    expect(ended, (await page.locator('main').textContent()) ?? '').toBe('completed');
    const link = page.locator('[data-live-pr] a');
    await expect(link.getAttribute('href')).resolves.toBe(server.pulls[0]);
    await expect(page.locator('[data-live-logs]').textContent()).resolves.toContain('agent: write');
    await page.reload();
    await page.getByRole('button', { name: 'Archive the job' }).click();
    await expect(page.locator('[data-live-status]').textContent()).resolves.toBe('archived');
    await page.goto(`${server.dashboard}/jobs?status=archived`);
    await expect(page.locator('tbody tr').count()).resolves.toBe(1);
    await page.goto(`${server.dashboard}/jobs?status=active`);
    await expect(page.locator('tbody tr').count()).resolves.toBe(0);
  }, 600_000);

  it('shows an answer a reader gave on a built page on the Readers page, and downloads it as CSV', async () => {
    const reader = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const readerPage = await reader.newPage();
    await readerPage.goto(`${server.url}/`);
    await readerPage.locator('.dw-feedback button[data-helpful="true"]').click();
    await readerPage.waitForFunction(() => document.querySelector('.dw-feedback-thanks')?.textContent !== '');
    await expect(readerPage.locator('.dw-feedback-thanks').textContent()).resolves.toBe(
      'Thanks for your feedback.',
    );
    await reader.close();

    await page.goto(`${server.dashboard}/readers`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Readers');
    const feedback = page.locator('section[aria-labelledby="dw-readers-feedback"]');
    await expect(feedback.locator('svg[role="img"]').count()).resolves.toBe(1);
    await expect(feedback.locator('.dw-readers-summary').textContent()).resolves.toMatch(/\b1\b/);
    const row = feedback.locator('table tbody tr').first();
    await expect(row.locator('th, td').first().textContent()).resolves.toBe('/');
    // The CSV download, with the session's cookie.
    const cookie = (await context.cookies()).find((c) => c.name === 'dw_dashboard');
    const csv = await fetch(`${server.dashboard}/readers.csv?kind=feedback&days=30`, {
      headers: { cookie: `dw_dashboard=${cookie?.value}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="acme-feedback-30d.csv"');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^path,helpful,not_helpful/);
    expect(lines[1]).toMatch(/^\/,1,0,1,/);
    // Signed out, the CSV is not handed out.
    const signedOut = await fetch(`${server.dashboard}/readers.csv?kind=feedback`, { redirect: 'manual' });
    expect(signedOut.status).toBe(303);
  });

  const pages = ['keys', 'jobs', 'updates', 'readers'];

  it('has no serious or critical axe violations on any page, light or dark', async () => {
    const jobLink = await (async () => {
      await page.goto(`${server.dashboard}/jobs`);
      return page.locator('tbody a').first().getAttribute('href');
    })();
    const updateLink = await (async () => {
      await page.goto(`${server.dashboard}/updates`);
      return page.locator('tbody a').first().getAttribute('href');
    })();
    const addresses = [
      ...pages.map((p) => `${server.dashboard}/${p}`),
      `${server.dashboardOrigin}${jobLink}`,
      `${server.dashboardOrigin}${updateLink}`,
    ];
    // axe is injected as an inline script, which the dashboard's CSP refuses: this context ignores it.
    const axeContext = await browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    const axePage = await axeContext.newPage();
    for (const scheme of ['light', 'dark'] as const) {
      await axePage.emulateMedia({ colorScheme: scheme });
      await axePage.goto(`${server.dashboard}/sign-in`);
      expect(await seriousViolations(axePage), `sign-in (${scheme})`).toEqual([]);
    }
    await signIn(axePage, server, key);
    for (const scheme of ['light', 'dark'] as const) {
      await axePage.emulateMedia({ colorScheme: scheme });
      for (const address of addresses) {
        await axePage.goto(address);
        expect(await seriousViolations(axePage), `${address} (${scheme})`).toEqual([]);
      }
    }
    // DOCWRIGHT_SCREENSHOTS=1 writes docs/images/dashboard-*.png: light at 1440 px, dark at 390 px.
    if (process.env.DOCWRIGHT_SCREENSHOTS === '1') {
      const shots: [string, string][] = [
        ['keys', `${server.dashboard}/keys`],
        ['jobs', `${server.dashboard}/jobs`],
        ['job', `${server.dashboardOrigin}${jobLink}`],
        ['updates', `${server.dashboard}/updates`],
        ['update', `${server.dashboardOrigin}${updateLink}`],
      ];
      for (const [scheme, width] of [
        ['light', 1440],
        ['dark', 390],
      ] as const) {
        await axePage.emulateMedia({ colorScheme: scheme });
        await axePage.setViewportSize({ width, height: 900 });
        for (const [name, address] of shots) {
          await axePage.goto(address);
          await axePage.screenshot({
            path: join(repoRoot, `docs/images/dashboard-${name}-${scheme}.png`),
            fullPage: true,
          });
        }
      }
    }
    await axeContext.close();
  });

  it('fits 390 px and 1440 px without horizontal overflow, with the navigation in view', async () => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of pages) {
        await page.goto(`${server.dashboard}/${name}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width}px`).toBeLessThanOrEqual(0);
        for (const label of ['API keys', 'Agent jobs', 'Updates', 'Readers']) {
          const box = await page
            .getByRole('navigation', { name: 'Dashboard' })
            .getByRole('link', { name: label })
            .boundingBox();
          expect(box, label).not.toBeNull();
          expect(
            (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width,
            `${label} at ${width}px`,
          ).toBe(true);
        }
      }
    }
    // Keyboard: the skip link comes first and focus is visible.
    await page.goto(`${server.dashboard}/keys`);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('signs out: the session ends on the server too', async () => {
    const cookie = (await context.cookies()).find((c) => c.name === 'dw_dashboard');
    await page.goto(`${server.dashboard}/keys`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in$/);
    const replayed = await fetch(`${server.dashboard}/keys`, {
      headers: { cookie: `dw_dashboard=${cookie?.value}` },
      redirect: 'manual',
    });
    expect(replayed.status).toBe(303);
    expect(replayed.headers.get('location')).toBe('/_docwright/dashboard/sign-in');
  });
});
