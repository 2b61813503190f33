// Reader sign-in on a site built with --base-path /docs, in Chromium (issue 37): an OpenID Connect
// round trip against a real provider on 127.0.0.1, the server reached at /docs directly; and a
// shared-password site behind a reverse proxy that forwards /docs/* with /docs taken off and
// answers nothing else. Neither browser asks the site for anything outside /docs.
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from '@docwright/server';
import type { Browser, BrowserContext } from 'playwright-core';
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
  dist = await buildFixture(
    {
      'docs.json': JSON.stringify({
        name: 'Docs under a path',
        navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide', 'admins'] }] },
      }),
      'index.mdx': page('Home', 'public: true\n'),
      'guide.mdx': page('Guide'),
      'admins.mdx': page('Admins', 'groups: [admins]\n'),
    },
    { basePath: '/docs' },
  );
});

afterAll(async () => {
  await browser?.close();
});

/** Every path the browser asked of `origin`, to check none left /docs. */
function recordRequests(context: BrowserContext, origin: string): string[] {
  const paths: string[] = [];
  context.on('request', (asked) => {
    const url = new URL(asked.url());
    if (url.origin === origin) paths.push(url.pathname);
  });
  return paths;
}

const outsideDocs = (paths: readonly string[]) =>
  paths.filter((path) => path !== '/docs' && !path.startsWith('/docs/'));

describe('OpenID Connect sign-in under /docs', () => {
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
          redirect_uris: [`${server.url}/docs/_docwright/auth/oidc/callback`],
          post_logout_redirect_uris: [`${server.url}/docs/`],
        },
      ],
      { ada: ['idp-admins'] },
    );
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it('signs in at the provider and back to the page under /docs, then signs out to /docs/', async () => {
    const context = await browser.newContext();
    const asked = recordRequests(context, server.url);
    const tab = await context.newPage();
    await tab.goto(`${server.url}/docs/admins`);
    await tab.waitForURL((url) => url.origin === idp.issuer, { timeout: 60_000 });
    await tab.fill('input[name="login"]', 'ada');
    await tab.fill('input[name="password"]', 'any password');
    await tab.click('button[type="submit"]');
    await tab.click('button:has-text("Continue")');
    await tab.waitForURL(`${server.url}/docs/admins`, { timeout: 60_000 });
    await expect(tab.locator('article').textContent()).resolves.toContain('Admins body text');
    const session = await tab.evaluate(async () => (await fetch('/docs/_docwright/auth/session')).json());
    expect(session).toEqual({ signedIn: true, groups: ['admins'] });
    const cookie = (await context.cookies(`${server.url}/docs/`)).find((each) => each.name === 'dw_reader');
    expect(cookie?.path).toBe('/docs');

    await tab.goto(`${server.url}/docs/_docwright/auth/logout`);
    await tab.waitForURL((url) => url.origin === idp.issuer, { timeout: 60_000 });
    await tab.click('button[autofocus], button[type="submit"]');
    await tab.waitForURL(`${server.url}/docs/`, { timeout: 60_000 });
    expect((await context.cookies(`${server.url}/docs/`)).map((each) => each.name)).not.toContain(
      'dw_reader',
    );
    expect(outsideDocs(asked)).toEqual([]);
    await context.close();
  });
});

describe('a shared-password site behind a proxy at /docs', () => {
  const password = 'correct horse battery staple';
  let server: RunningServer;
  let proxy: Server;
  let origin: string;
  /** Requests that reached the proxy outside /docs. */
  const refused: string[] = [];

  beforeAll(async () => {
    server = await serveSite(dist, { auth: { password, cookieSecure: false } });
    const upstream = new URL(server.url);
    proxy = createServer((req, res) => {
      const path = req.url ?? '/';
      if (path !== '/docs' && !path.startsWith('/docs/') && !path.startsWith('/docs?')) {
        refused.push(`${req.method} ${path}`);
        res.writeHead(404).end('not part of the docs');
        return;
      }
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: path.slice('/docs'.length) || '/',
          // The reader's Host, as `proxy_set_header Host $host;` forwards it.
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => res.writeHead(502).end());
      req.pipe(forwarded);
    });
    proxy.listen(0, '127.0.0.1');
    await once(proxy, 'listening');
    origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await server?.close();
    proxy?.closeAllConnections();
    await new Promise((resolve) => proxy?.close(resolve));
  });

  it('asks for the password under /docs, returns to the page, and signs out under /docs', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${origin}/docs/guide`);
    expect(tab.url()).toBe(`${origin}/docs/_docwright/auth/password?redirect=%2Fdocs%2Fguide`);
    // The form has the site's stylesheet, fetched under /docs.
    await expect(
      tab.evaluate(
        () => getComputedStyle(document.querySelector('.dw-password-form button') as Element).cursor,
      ),
    ).resolves.toBe('pointer');
    await tab.getByLabel('Password').fill('not the password');
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await expect(tab.getByRole('alert').textContent()).resolves.toContain('That password is not right');
    expect(new URL(tab.url()).pathname).toBe('/docs/_docwright/auth/password');
    await tab.getByLabel('Password').fill(password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(`${origin}/docs/guide`, { timeout: 60_000 });
    await expect(tab.locator('article').textContent()).resolves.toContain('Guide body text');

    await tab.goto(`${origin}/docs/_docwright/auth/logout`);
    await tab.waitForURL(`${origin}/docs/`, { timeout: 60_000 });
    await tab.goto(`${origin}/docs/guide`);
    expect(new URL(tab.url()).pathname).toBe('/docs/_docwright/auth/password');
    // The browser's own guess at an icon for the sign-in form, which names none, is no request of the site.
    expect(refused.filter((line) => line !== 'GET /favicon.ico')).toEqual([]);
    await context.close();
  });
});
