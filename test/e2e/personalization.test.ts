// Issue 37, personalization under `docs serve`: a signed-in reader sees their name in a page and
// their API key and server values in the playground; a signed-out reader sees the fallback; an
// operation restricted to a group (`x-mint.groups`) is nowhere for a reader outside it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { type RunningDocsServer, startServe } from '../helpers/dev-server.ts';
import { writeSite } from '../helpers/site.ts';

const secret = 'identity-provider-secret-for-personalization';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Keys', version: '1' },
  servers: [
    {
      url: 'https://{region}.api.example.com',
      variables: { region: { default: 'eu', enum: ['eu', 'us'] } },
    },
  ],
  components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
  security: [{ apiKey: [] }],
  paths: {
    '/keys': {
      get: {
        summary: 'List keys',
        parameters: [{ name: 'X-Team', in: 'header', schema: { type: 'string' } }],
        responses: { '200': { description: 'Keys' } },
      },
    },
    '/audit': {
      'x-mint': { groups: ['auditors'] },
      get: {
        summary: 'Audit trail',
        description: 'Every zebracorn change an auditor may review.',
        responses: { '200': { description: 'Entries' } },
      },
    },
  },
};

interface Reader {
  groups: string[];
  content?: Record<string, unknown>;
  apiPlaygroundInputs?: Record<string, Record<string, string>>;
}

let browser: Browser;
let serve: RunningDocsServer;
let idp: ReturnType<typeof createServer>;
// Who the identity provider signs in next.
let next: Reader = { groups: [] };

beforeAll(async () => {
  idp = createServer(async (request, response) => {
    const query = new URL(request.url ?? '/', 'http://idp').searchParams;
    const token = await new SignJWT({ ...next })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('reader@example.com')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    const back = new URL('/_docwright/auth/callback', serve.url);
    back.searchParams.set('token', token);
    back.searchParams.set('redirect', query.get('redirect') ?? '/');
    response.writeHead(302, { location: back.href }).end();
  });
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  const idpUrl = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Personal',
        api: { openapi: 'openapi.json' },
        navigation: {
          groups: [{ group: 'API', pages: ['index', 'plans', 'login', 'GET /keys', 'GET /audit'] }],
        },
      }),
      'openapi.json': JSON.stringify(spec),
      'index.mdx':
        '---\ntitle: Home\ndescription: Home\npublic: true\n---\n\nWelcome back, {user.firstName ?? "reader"}! Your plan: {user.org?.plan ?? "free"}.\n',
      'plans.mdx': [
        '---\ntitle: Plans\ndescription: Plans\npublic: true\n---',
        '',
        '{',
        "  user.plan === 'enterprise'",
        '    ? <>Contact your admin to enable this feature.</>',
        '    : <>See <a href="https://example.com/pricing">pricing</a> for information on upgrading.</>',
        '}',
        '',
        "{user.plan === 'enterprise' ? <Note>{user.seats > 100 ? <>A dedicated manager for your {user.seats} seats.</> : <>Shared support.</>}</Note> : null}",
        '',
      ].join('\n'),
      'login.mdx': '---\ntitle: Sign in\ndescription: Sign in\n---\n\nSigned in.\n',
    },
    'personalization',
  );
  const out = join(dir, 'dist');
  const built = await runDocs(['build', dir, '--out', out]);
  expect(built.code, built.stderr).toBe(0);
  [serve, browser] = await Promise.all([
    startServe(out, {
      DOCWRIGHT_READER_AUTH_SECRET: secret,
      DOCWRIGHT_READER_LOGIN_URL: `${idpUrl}/login`,
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  await new Promise((resolve) => idp?.close(resolve));
});

/** A new browser session signed in as `reader` through the identity provider. */
async function signedIn(reader: Reader): Promise<Page> {
  next = reader;
  const page = await (await browser.newContext()).newPage();
  // A page for signed-in readers sends the reader through the identity provider and back.
  await page.goto(`${serve.url}/login`);
  expect(await page.getByText('Signed in.').count()).toBe(1);
  return page;
}

/** The pages search finds for `query`, by title. */
async function searchTitles(page: Page, query: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.getByRole('combobox', { name: 'Search' }).fill(query);
  await page
    .locator('.dw-search-status')
    .filter({ hasText: `for “${query}”` })
    .waitFor();
  return page.locator('.dw-search-results .dw-search-page').allTextContents();
}

describe('personalization under docs serve', () => {
  it("shows a signed-in reader their name, and a signed-out reader the page's fallback", async () => {
    const reader = await signedIn({ groups: [], content: { firstName: 'Ada', org: { plan: 'Enterprise' } } });
    await reader.goto(`${serve.url}/`);
    await expect
      .poll(() => reader.locator('article').textContent())
      .toContain('Welcome back, Ada! Your plan: Enterprise.');

    const signedOut = await (await browser.newContext()).newPage();
    await signedOut.goto(`${serve.url}/`);
    await expect
      .poll(() => signedOut.locator('article').textContent())
      .toContain('Welcome back, reader! Your plan: free.');
  });

  it('shows each reader the branch of a condition on user their data picks, nested conditions too', async () => {
    const text = (page: Page) => page.locator('article .dw-content').textContent();
    const enterprise = await signedIn({ groups: [], content: { plan: 'enterprise', seats: 250 } });
    await enterprise.goto(`${serve.url}/plans`);
    await expect.poll(() => text(enterprise)).toContain('Contact your admin to enable this feature.');
    expect(await text(enterprise)).toContain('A dedicated manager for your 250 seats.');
    expect(await text(enterprise)).not.toContain('pricing');
    // The Note component renders as on any page.
    expect(await enterprise.locator('article .dw-content .dw-callout').count()).toBeGreaterThan(0);

    const small = await signedIn({ groups: [], content: { plan: 'enterprise', seats: 20 } });
    await small.goto(`${serve.url}/plans`);
    await expect.poll(() => text(small)).toContain('Shared support.');
    expect(await text(small)).not.toContain('dedicated manager');

    const pro = await signedIn({ groups: [], content: { plan: 'pro' } });
    await pro.goto(`${serve.url}/plans`);
    await expect.poll(() => text(pro)).toContain('See pricing for information on upgrading.');
    expect(await text(pro)).not.toMatch(/Contact your admin|Shared support|dedicated/);

    const signedOut = await (await browser.newContext()).newPage();
    await signedOut.goto(`${serve.url}/plans`);
    await expect.poll(() => text(signedOut)).toContain('See pricing for information on upgrading.');
    expect(await signedOut.content()).not.toMatch(/Contact your admin|Shared support|dedicated/);
    // The pricing link inside the branch is a real link.
    const link = signedOut.getByRole('link', { name: 'pricing' });
    expect(await link.getAttribute('href')).toBe('https://example.com/pricing');
    expect(await pro.getByRole('link', { name: 'pricing' }).getAttribute('href')).toBe(
      'https://example.com/pricing',
    );
  });

  it("prefills the playground with the reader's API key, header and server values", async () => {
    const reader = await signedIn({
      groups: [],
      apiPlaygroundInputs: {
        header: { 'x-api-key': 'sk_live_ada', 'X-Team': 'platform' },
        server: { region: 'us' },
      },
    });
    await reader.goto(`${serve.url}/api-reference/list-keys`);
    await reader.getByText('Try it').first().click();
    const key = reader.locator('input[name="auth-apiKey"]');
    await expect.poll(() => key.inputValue()).toBe('sk_live_ada');
    expect(await reader.locator('[name="header-X-Team"]').inputValue()).toBe('platform');
    expect(await reader.locator('[name="server-0-region"]').inputValue()).toBe('us');
    // The request example the reader copies carries the key too.
    await expect
      .poll(() => reader.locator('.dw-playground').textContent())
      .toContain('https://us.api.example.com');

    // Another reader's playground starts empty: the key was never in the page for them.
    const other = await signedIn({ groups: [] });
    await other.goto(`${serve.url}/api-reference/list-keys`);
    expect(await other.content()).not.toContain('sk_live_ada');
    await other.getByText('Try it').first().click();
    await expect.poll(() => other.locator('input[name="auth-apiKey"]').inputValue()).toBe('');
  });

  it('keeps an operation of a group out of the sidebar and search for readers outside it, and refuses its page and twin', async () => {
    const outsider = await signedIn({ groups: ['support'] });
    await outsider.goto(`${serve.url}/api-reference/list-keys`);
    expect(await outsider.locator('.dw-sidebar').textContent()).toContain('List keys');
    expect(await outsider.locator('.dw-sidebar').textContent()).not.toContain('Audit trail');
    expect(await searchTitles(outsider, 'zebracorn')).toEqual([]);
    for (const path of ['/api-reference/audit-trail', '/api-reference/audit-trail.md']) {
      const status = await outsider.evaluate(
        async (url) => (await fetch(url, { redirect: 'manual' })).status,
        `${serve.url}${path}`,
      );
      expect(status, path).toBe(403);
    }

    const auditor = await signedIn({ groups: ['auditors'] });
    await auditor.goto(`${serve.url}/api-reference/list-keys`);
    expect(await auditor.locator('.dw-sidebar').textContent()).toContain('Audit trail');
    expect((await searchTitles(auditor, 'zebracorn')).join(' ')).toContain('Audit trail');
    const page = await auditor.goto(`${serve.url}/api-reference/audit-trail`);
    expect(page?.status()).toBe(200);

    // Signed out, the page asks for sign-in and the operation is nowhere in the public page's sidebar.
    const signedOut = await (await browser.newContext()).newPage();
    await signedOut.goto(`${serve.url}/`);
    expect(await signedOut.content()).not.toContain('Audit trail');
  });
});
