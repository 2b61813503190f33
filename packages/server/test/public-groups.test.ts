import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture } from './fixture-site.ts';
import { siteApp } from './helpers/app.ts';

const settings = {
  secret: 'a-reader-token-secret-of-the-identity-provider',
  loginUrl: 'https://login.example.com/in',
};

// Mintlify's `public: true` on a navigation group: its pages, its nested groups' pages and the
// endpoint pages it generates are readable without signing in; a page's `public: false` wins.
function publicGroupSite(): Record<string, string> {
  const page = (title: string, extra = '') =>
    `---\ntitle: ${title}\ndescription: ${title} page\n${extra}---\n\n${title} body text.\n`;
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Status', version: '1' },
    paths: { '/status': { get: { summary: 'Get status', responses: { '200': { description: 'Up' } } } } },
  };
  return {
    'docs.json': JSON.stringify({
      name: 'Public groups',
      navigation: {
        groups: [
          {
            group: 'Getting started',
            public: true,
            pages: ['intro', 'draft', { group: 'Deeper', pages: ['deeper'] }],
          },
          { group: 'Status API', public: true, openapi: 'status.json' },
          { group: 'Account', pages: ['account', { group: 'Opened', public: true, pages: ['opened'] }] },
        ],
      },
    }),
    'status.json': JSON.stringify(spec),
    'intro.mdx': page('Intro'),
    'draft.mdx': page('Draft', 'public: false\n'),
    'deeper.mdx': page('Deeper'),
    'account.mdx': page('Account'),
    'opened.mdx': page('Opened'),
  };
}

let dist: string;
let app: Hono;

beforeAll(async () => {
  dist = await buildFixture(publicGroupSite());
  ({ app } = await siteApp(dist, { readerAuth: settings }));
});

const statusOf = async (path: string) => (await app.request(path)).status;

describe('navigation groups with public: true', () => {
  it('mark their pages public in the server manifest, nested groups and generated endpoints included', async () => {
    const manifest = JSON.parse(await readFile(join(dist, '_docwright/server.json'), 'utf8'));
    const publicRoutes = Object.entries(manifest.routes as Record<string, { public?: true }>)
      .filter(([, access]) => access.public)
      .map(([route]) => route)
      .sort();
    expect(publicRoutes).toEqual(['api-reference/get-status', 'deeper', 'intro', 'opened']);
  });

  it('are served to signed-out readers; the rest still send them to sign in', async () => {
    for (const path of ['/intro', '/deeper', '/opened', '/api-reference/get-status'])
      expect(await statusOf(path), path).toBe(200);
    for (const path of ['/draft', '/account']) expect(await statusOf(path), path).toBe(302);
  });
});
