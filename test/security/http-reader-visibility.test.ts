// Issue 31, item 6: navigation, search, the llms files and island modules show a reader only the
// group-only pages that reader may open. A signed-out reader and a reader outside the `partners`
// group learn no title, URL or word of the partners' pages from a public page's navigation, the
// search index, llms.txt, llms-full.txt, the sitemap or an island module; a partner sees them all.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { RunningServer } from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { get, loginUrl, readerSecret, serveSite, signIn } from './serve-helpers.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const page = (title: string, extra: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${title} summary\n${extra}---\n\n${body}\n`;

/** What only partners may learn: titles, addresses and words of their pages. */
const partnerSecrets = [
  'Partner Deals Handbook',
  'partner-deals',
  'zanzibarword',
  'Partner Deep Secrets',
  'partner-deep',
  'quokkaword',
  'Partner Tab Page',
  'partner-tab',
  'Deep partners',
  'PartnerCounter',
];
/** The admins' page, which partners may not open either. */
const adminSecrets = ['Admin Console Runbook', 'admin-only', 'walrusword'];

const files = {
  'docs.json': JSON.stringify({
    name: 'Visibility',
    api: { openapi: 'shop.json' },
    navigation: {
      tabs: [
        {
          tab: 'Guides',
          groups: [
            { group: 'Start', pages: ['index', 'guide'] },
            {
              group: 'Partners',
              pages: ['partner-deals', { group: 'Deep partners', pages: ['partner-deep'] }],
            },
            { group: 'Mixed', pages: ['admin-only', 'open-two'] },
            { group: 'Shop API', pages: ['cart', 'get-order'] },
          ],
        },
        { tab: 'Partner tab', groups: [{ group: 'Tab group', pages: ['partner-tab'] }] },
      ],
    },
  }),
  'index.mdx': page('Home', 'public: true\n', 'Welcome home.'),
  'guide.mdx': page('Guide', '', 'A guide for every reader.'),
  'partner-deals.mdx': page(
    'Partner Deals Handbook',
    'groups: [partners]\n',
    "import { PartnerCounter } from '/components/partner-counter.jsx';\n\nThe zanzibarword terms.\n\n<PartnerCounter />",
  ),
  'components/partner-counter.jsx':
    'export const PartnerCounter = () => { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>{n}</button>; };',
  'partner-deep.mdx': page('Partner Deep Secrets', 'groups: [partners]\n', 'The quokkaword clause.'),
  'admin-only.mdx': page('Admin Console Runbook', 'groups: [admins]\n', 'The walrusword procedure.'),
  'open-two.mdx': page('Open Two', '', 'Open to every signed-in reader.'),
  'partner-tab.mdx': page('Partner Tab Page', 'groups: [partners, admins]\n', 'Tab content.'),
  // The cart's error response carries a whole Order, whose fields the partners' page lists.
  'shop.json': JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Shop', version: '1.0.0' },
    paths: {
      '/orders/{id}': {
        get: {
          summary: 'Get an order',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'The order', ...json(ref('Order')) } },
        },
      },
      '/carts': {
        post: {
          summary: 'Create a cart',
          responses: {
            '201': {
              description: 'Created',
              ...json({ type: 'object', properties: { id: { type: 'string' } } }),
            },
            default: { description: 'Error', ...json(ref('Error')) },
          },
        },
      },
    },
    components: {
      schemas: {
        Order: { type: 'object', properties: { id: { type: 'string' }, total: { type: 'integer' } } },
        ErrorBody: { type: 'object', properties: { message: { type: 'string' }, order: ref('Order') } },
        Error: { type: 'object', properties: { error: ref('ErrorBody') } },
      },
    },
  }),
  'cart.mdx': page('Cart', 'openapi: shop.json POST /carts\n', ''),
  'get-order.mdx': page(
    'Partner Order Lookup',
    'groups: [partners]\nopenapi: shop.json GET /orders/{id}\n',
    '',
  ),
};

let server: RunningServer;
let dist: string;
let outsider: string;
let partner: string;

beforeAll(async () => {
  const dir = await writeSite(files, 'reader-visibility');
  dist = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', dist, '--base-url', 'http://docs.test']);
  expect(result.code, result.stderr).toBe(0);
  server = await serveSite(dist, { auth: { secret: readerSecret, loginUrl } });
  outsider = await signIn(server, ['beta']);
  partner = await signIn(server, ['partners']);
});

afterAll(async () => {
  await server?.close();
});

const textOf = async (path: string, cookie?: string) => {
  const response = await get(server, path, cookie);
  return { status: response.status, text: await response.text(), response };
};

/** Site paths of the files the build wrote under `folder`. */
async function builtFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(dist, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name))}`);
}

/** A Pagefind file as text: its fragments and word chunks are gzipped. */
function pagefindText(bytes: Buffer): string {
  try {
    return gunzipSync(bytes).toString('latin1');
  } catch {
    return bytes.toString('latin1');
  }
}

const expectNone = (text: string, secrets: readonly string[], where: string) => {
  for (const secret of secrets) expect(text, `${where} names ${secret}`).not.toContain(secret);
};
const expectAll = (text: string, secrets: readonly string[], where: string) => {
  for (const secret of secrets) expect(text, `${where} lacks ${secret}`).toContain(secret);
};

describe('docs serve: a reader sees only the group-only pages they may open', () => {
  it("leaves other readers' group-only pages out of navigation, tabs, the pager and the 404 page", async () => {
    // What the guide's section, its tabs and its pager show of the partners' pages.
    const navigationSecrets = [
      'Partner Deals Handbook',
      'partner-deals',
      'Partner Deep Secrets',
      'partner-deep',
      'Deep partners',
      'Partner tab',
      'partner-tab',
    ];
    for (const [who, cookie] of [
      ['signed out', undefined],
      ['outside the group', outsider],
    ] as const) {
      const home = await textOf('/', cookie);
      expect(home.status, who).toBe(200);
      expectNone(home.text, navigationSecrets, `the home page for a reader ${who}`);
      expectNone(home.text, adminSecrets, `the home page for a reader ${who}`);
      // Its group's heading goes with its pages; a group with an open page stays.
      expect(home.text).toContain('Open Two');
      expect(home.text).not.toContain('>Partners<');
      // A public page's markup now depends on the reader: no shared cache may keep one reader's.
      expect(home.response.headers.get('cache-control'), who).toBe('private, no-cache');
      expect(home.response.headers.get('vary'), who).toContain('Cookie');
      const notFound = await textOf('/no-such-page', cookie);
      expect(notFound.status, who).toBe(404);
      expectNone(notFound.text, navigationSecrets, `the 404 page for a reader ${who}`);
    }
    // `guide` comes just before a partners' page: its Next link leads there for partners only.
    const guide = await textOf('/guide', outsider);
    expect(guide.status).toBe(200);
    expectNone(guide.text, navigationSecrets, 'the guide for a reader outside the group');
    expect(guide.text).toContain('rel="prev"');

    const forPartner = await textOf('/guide', partner);
    expectAll(forPartner.text, navigationSecrets, 'the guide for a partner');
    expect(forPartner.text).toMatch(/href="\/partner-deals" rel="next"/);
    expect(forPartner.text).toMatch(/<a href="\/partner-tab"[^>]*>Partner tab</);
    expectNone(forPartner.text, adminSecrets, 'the guide for a partner');
    // `partner-tab` is for partners and admins: an admin sees its tab, not the partners' pages.
    const admin = await signIn(server, ['admins']);
    const forAdmin = await textOf('/guide', admin);
    expectAll(forAdmin.text, ['Admin Console Runbook', 'partner-tab'], 'the guide for an admin');
    expectNone(forAdmin.text, ['Partner Deals Handbook', 'Partner Deep Secrets'], 'the guide for an admin');
  });

  it("gives search only the indexes of the reader's audiences", async () => {
    const searchFiles = await builtFiles('_docwright/search');
    expect(searchFiles.length).toBeGreaterThan(5);
    const secrets = [...partnerSecrets.filter((secret) => secret !== 'PartnerCounter'), ...adminSecrets];
    for (const [who, cookie] of [
      ['signed out', undefined],
      ['outside the group', outsider],
    ] as const) {
      for (const path of searchFiles) {
        const response = await get(server, path, cookie);
        const text = pagefindText(Buffer.from(await response.arrayBuffer()));
        if (response.status === 200) expectNone(text, secrets, `${path} for a reader ${who}`);
        else expect(response.status, `${path} for a reader ${who}`).toBe(cookie ? 403 : 401);
      }
      const home = await textOf('/', cookie);
      expect(home.text, who).not.toContain('docwright:search-index');
    }
    // The partner's page names the partners' index (and the partners-or-admins one) for search to
    // merge; the partner may fetch them, and they hold the partners' pages.
    const home = await textOf('/', partner);
    const indexes = [...home.text.matchAll(/<meta name="docwright:search-index" content="([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
    expect(indexes).toHaveLength(2);
    let found = '';
    for (const index of indexes) {
      const entry = await get(server, `${index}pagefind-entry.json`, partner);
      expect(entry.status, index).toBe(200);
      for (const path of searchFiles.filter((file) => file.startsWith(index))) {
        const response = await get(server, path, partner);
        expect(response.status, path).toBe(200);
        found += pagefindText(Buffer.from(await response.arrayBuffer()));
      }
    }
    expectAll(
      found,
      ['Partner Deals Handbook', '/partner-deals', 'zanzibarword', 'Partner Tab Page'],
      'their indexes',
    );
    expectNone(found, adminSecrets, "the partner's indexes");
  });

  it('keeps skill.md and the skills index behind sign-in, and lists no group-only page in them', async () => {
    for (const path of [
      '/skill.md',
      '/.well-known/skills/default/SKILL.md',
      '/.well-known/skills/index.json',
    ]) {
      const signedOut = await textOf(path);
      expect(signedOut.status, path).toBe(401);
      expectNone(signedOut.text, partnerSecrets, `${path} signed out`);
      for (const reader of [outsider, partner]) {
        const read = await textOf(path, reader);
        expect(read.status, path).toBe(200);
        expectNone(read.text, [...partnerSecrets, ...adminSecrets], `${path} signed in`);
      }
    }
    expect((await textOf('/skill.md', outsider)).text).toContain('/guide.md');
  });

  it('lists a reader only the pages they may open in llms.txt and llms-full.txt (and no group-only page in the sitemap)', async () => {
    const files = ['/llms.txt', '/llms-full.txt', '/.well-known/llms.txt', '/.well-known/llms-full.txt'];
    for (const path of [...files, '/sitemap.xml']) {
      const signedOut = await textOf(path);
      expect(signedOut.status, path).toBe(401);
      expectNone(signedOut.text, partnerSecrets, `${path} signed out`);
      const forOutsider = await textOf(path, outsider);
      expect(forOutsider.status, path).toBe(200);
      expectNone(forOutsider.text, [...partnerSecrets, ...adminSecrets], `${path} outside the group`);
      expect(forOutsider.text, path).toContain('/guide');
    }
    for (const path of files) {
      const forPartner = await textOf(path, partner);
      expect(forPartner.status, path).toBe(200);
      expectAll(
        forPartner.text,
        ['Partner Deals Handbook', '/partner-deals', 'Partner Deep Secrets', 'Partner Tab Page'],
        path,
      );
      expectNone(forPartner.text, adminSecrets, `${path} for a partner`);
      expect(forPartner.response.headers.get('cache-control'), path).toBe('private, no-cache');
    }
    expect((await textOf('/llms-full.txt', partner)).text).toContain('zanzibarword');
    // In navigation order, under the partners' group heading.
    const llms = (await textOf('/llms.txt', partner)).text;
    expect(llms.indexOf('Partner Deals Handbook')).toBeGreaterThan(llms.indexOf('### Partners'));
    expect(llms.indexOf('Partner Deals Handbook')).toBeLessThan(llms.indexOf('Open Two'));
    // Group-only pages say noindex: the sitemap, for search engines, lists them for nobody.
    expectNone((await textOf('/sitemap.xml', partner)).text, partnerSecrets, 'the sitemap for a partner');
    // The data the server makes them from is never served.
    expect((await textOf('/_docwright/llms-readers.json', partner)).status).toBe(404);
  });

  it("serves a group-only page's island modules to its readers only", async () => {
    const html = await readFile(join(dist, 'partner-deals/index.html'), 'utf8');
    const module = /data-module="([^"]+)"/.exec(html)?.[1];
    expect(module).toMatch(/^partner-counter-[0-9a-f]+\.js$/);
    const path = `/_docwright/islands/${module}`;
    expect((await get(server, path)).status).toBe(401);
    const refused = await textOf(path, outsider);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('PartnerCounter');
    const served = await textOf(path, partner);
    expect(served.status).toBe(200);
    expect(served.text).toContain('PartnerCounter');
    expect(served.response.headers.get('cache-control')).toBe('private, no-cache');
    // The runtime every island needs is no secret.
    expect((await get(server, '/_docwright/islands/runtime.js')).status).toBe(200);
  });

  it("links no schema to a group-only endpoint page that the page's readers may not all open", async () => {
    // Built alone, the cart's Order links to the fields on the GET's page (test/build/operation-links).
    for (const cookie of [outsider, partner]) {
      const cart = await textOf('/cart', cookie);
      expect(cart.status).toBe(200);
      const content = cart.text.slice(cart.text.indexOf('dw-content'), cart.text.indexOf('dw-feedback'));
      expect(content).toContain('Fields of <code>Order</code> are listed on the page of ');
      expect(content).not.toContain('/get-order');
    }
    expectNone((await textOf('/cart', outsider)).text, ['/get-order', 'Partner Order Lookup'], 'the cart');
    const order = await textOf('/get-order', partner);
    expect(order.text).toContain('id="schema-order"');
  });

  it("finds a group-only page in the browser's search for its readers only", async () => {
    const browser = await launchBrowser();
    try {
      /** The titles search lists for `word` on the home page, for a reader with that session cookie. */
      const titlesFound = async (cookie: string, word: string) => {
        const context = await browser.newContext();
        const [name = '', value = ''] = cookie.split('=');
        await context.addCookies([{ name, value, url: server.url }]);
        const tab = await context.newPage();
        await tab.goto(`${server.url}/`);
        await tab.keyboard.press('/');
        await tab.getByRole('combobox', { name: 'Search' }).fill(word);
        await tab
          .locator('.dw-search-status')
          .filter({ hasText: `for “${word}”` })
          .waitFor();
        const titles = await tab
          .locator('.dw-search-results .dw-search-page .dw-search-title')
          .allTextContents();
        await context.close();
        return titles;
      };
      expect(await titlesFound(partner, 'zanzibarword')).toEqual(['Partner Deals Handbook']);
      // The site's own index is merged with theirs: open pages are still found.
      expect(await titlesFound(partner, 'guide')).toContain('Guide');
      expect(await titlesFound(outsider, 'zanzibarword')).toEqual([]);
      expect(await titlesFound(outsider, 'guide')).toContain('Guide');
    } finally {
      await browser.close();
    }
  });
});
