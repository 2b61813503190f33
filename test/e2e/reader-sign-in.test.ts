// Reader sign-in modes in Chromium (issue 37): an OpenID Connect round trip against a real
// provider run on 127.0.0.1 (`oidc-provider`), and a shared-password site, each signed out again.
import type { RunningServer } from '@docwright/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { type LocalOidcProvider, listenOidcProvider } from '../helpers/oidc-provider.ts';
import { buildFixture, serveSite } from '../security/serve-helpers.ts';

const page = (title: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: ${title} page\n${extra}---\n\n${title} body text.\n`;

let browser: Browser;
let dist: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Signed-in docs',
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide', 'admins'] }] },
    }),
    'index.mdx': page('Home', 'public: true\n'),
    'guide.mdx': page('Guide'),
    'admins.mdx': page('Admins', 'groups: [admins]\n'),
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('OpenID Connect sign-in', () => {
  let idp: LocalOidcProvider;
  let server: RunningServer;

  beforeAll(async () => {
    idp = await listenOidcProvider();
    server = await serveSite(dist, {
      auth: {
        oidc: {
          issuer: idp.issuer,
          clientId: 'docs',
          clientSecret: 'a-client-secret-kept-on-the-server',
          scopes: ['groups'],
          groupMap: { 'idp-admins': 'admins' },
        },
        cookieSecure: false,
      },
    });
    idp.start(
      [
        {
          client_id: 'docs',
          client_secret: 'a-client-secret-kept-on-the-server',
          redirect_uris: [`${server.url}/_docwright/auth/oidc/callback`],
          post_logout_redirect_uris: [`${server.url}/`],
        },
      ],
      { ada: ['idp-admins'], bob: ['idp-readers'] },
    );
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it('signs a reader in at the provider, maps their groups, and signs them out there too', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${server.url}/admins`);
    // The provider's own login page, reached through discovery with PKCE.
    await tab.waitForURL((url) => url.origin === idp.issuer, { timeout: 60_000 });
    await tab.fill('input[name="login"]', 'ada');
    await tab.fill('input[name="password"]', 'any password');
    await tab.click('button[type="submit"]');
    await tab.click('button:has-text("Continue")');
    await tab.waitForURL(`${server.url}/admins`, { timeout: 60_000 });
    await expect(tab.locator('article').textContent()).resolves.toContain('Admins body text');
    const session = await tab.evaluate(async () => (await fetch('/_docwright/auth/session')).json());
    expect(session).toEqual({ signedIn: true, groups: ['admins'] });
    const cookies = await context.cookies(server.url);
    expect(cookies.map((cookie) => cookie.name)).toContain('dw_reader');
    // Nothing of the client's secret reached the browser.
    expect(await tab.content()).not.toContain('a-client-secret-kept-on-the-server');

    await tab.goto(`${server.url}/_docwright/auth/logout`);
    await tab.waitForURL((url) => url.origin === idp.issuer, { timeout: 60_000 });
    // oidc-provider asks before it ends its session.
    await tab.click('button[autofocus], button[type="submit"]');
    await tab.waitForURL(`${server.url}/`, { timeout: 60_000 });
    expect((await context.cookies(server.url)).map((cookie) => cookie.name)).not.toContain('dw_reader');
    await tab.goto(`${server.url}/admins`);
    await tab.waitForURL((url) => url.origin === idp.issuer, { timeout: 60_000 });
    await expect(tab.locator('input[name="login"]').count()).resolves.toBe(1);
    await context.close();
  });

  it('gives a reader outside the mapped groups no group-only page', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${server.url}/guide`);
    await tab.waitForURL((url) => url.origin === idp.issuer, { timeout: 60_000 });
    await tab.fill('input[name="login"]', 'bob');
    await tab.fill('input[name="password"]', 'any password');
    await tab.click('button[type="submit"]');
    await tab.click('button:has-text("Continue")');
    await tab.waitForURL(`${server.url}/guide`, { timeout: 60_000 });
    await expect(tab.locator('article').textContent()).resolves.toContain('Guide body text');
    const admins = await tab.goto(`${server.url}/admins`);
    expect(admins?.status()).toBe(403);
    await context.close();
  });
});

describe('a shared-password site', () => {
  const password = 'correct horse battery staple';
  let server: RunningServer;

  beforeAll(async () => {
    server = await serveSite(dist, { auth: { password, cookieSecure: false } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('asks for the password on a labelled form, says when it is wrong, lets the right one in, and signs out', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${server.url}/guide`);
    expect(new URL(tab.url()).pathname).toBe('/_docwright/auth/password');
    const field = tab.getByLabel('Password');
    // Focused on load: a keyboard reader types at once.
    await expect(field.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await tab.keyboard.type('not the password');
    await tab.keyboard.press('Enter');
    await tab.waitForLoadState();
    const alert = tab.getByRole('alert');
    await expect(alert.textContent()).resolves.toContain('That password is not right');
    await expect(field.getAttribute('aria-describedby')).resolves.toBe('dw-password-error');
    await tab.getByLabel('Password').fill(password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(`${server.url}/guide`, { timeout: 60_000 });
    await expect(tab.locator('article').textContent()).resolves.toContain('Guide body text');
    // The password is nowhere in what the browser holds.
    expect(await tab.content()).not.toContain(password);
    expect(JSON.stringify(await context.cookies())).not.toContain(password);

    await tab.goto(`${server.url}/_docwright/auth/logout`);
    await tab.goto(`${server.url}/guide`);
    expect(new URL(tab.url()).pathname).toBe('/_docwright/auth/password');
    await context.close();
  });
});
