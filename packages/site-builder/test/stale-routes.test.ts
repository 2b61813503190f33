import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IncrementalSite } from '../src/index.ts';

const config = (server: string) =>
  JSON.stringify({
    name: 'Widgets',
    navigation: { pages: ['index', 'create-widget'] },
    api: { mdx: { server, auth: { method: 'bearer' } } },
  });

const pages = {
  'index.mdx': '---\ntitle: Home\n---\nWelcome.\n',
  'create-widget.mdx': '---\ntitle: Create a widget\napi: POST /widgets\n---\nMakes one.\n',
};

describe('stale routes', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function siteWith(server: string): Promise<IncrementalSite> {
    dir = await mkdtemp(join(tmpdir(), 'stale-routes-'));
    await writeFile(join(dir, 'docs.json'), config(server));
    for (const [file, text] of Object.entries(pages)) await writeFile(join(dir, file), text);
    const site = new IncrementalSite(dir, { renderWorkers: 0, renderAhead: false });
    await site.load();
    return site;
  }

  it('re-renders an api: page when api.mdx changes in docs.json', async () => {
    const site = await siteWith('https://one.example.com');
    const first = await site.render();
    expect(first.ok, JSON.stringify(first.diagnostics)).toBe(true);
    expect(first.changedRoutes).toEqual(expect.arrayContaining(['', 'create-widget']));
    expect(site.snapshot?.pages.get('create-widget')?.contentHtml).toContain('https://one.example.com');

    await writeFile(join(dir as string, 'docs.json'), config('https://two.example.com'));
    await site.update(['docs.json']);
    const second = await site.render();
    expect(second.ok).toBe(true);
    expect(second.changedRoutes).toContain('create-widget');
    const html = site.snapshot?.pages.get('create-widget')?.contentHtml;
    expect(html).toContain('https://two.example.com');
    expect(html).not.toContain('https://one.example.com');
  });

  it('re-renders nothing when docs.json is saved unchanged', async () => {
    const site = await siteWith('https://one.example.com');
    expect((await site.render()).ok).toBe(true);
    await site.update(['docs.json']);
    const again = await site.render();
    expect(again.ok).toBe(true);
    expect(again.changedRoutes).toEqual([]);
  });
});
