import { describe, expect, it } from 'vitest';
import { IncrementalSite, pageData } from '../../packages/site-builder/src/index.ts';
import { writeSite } from '../helpers/site.ts';

const page = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${title} text.\n`;

describe('pageData', () => {
  it("gives a route's neighbours, description, indexing and content from the snapshot alone", async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Data',
        seo: { metatags: { description: 'The site description.' } },
        navigation: { groups: [{ group: 'One', pages: ['index', 'second', 'third'] }] },
      }),
      'index.mdx': page('Home', 'description: The home page.\n'),
      'second.mdx': page('Second', 'sidebarTitle: Two\n'),
      'third.mdx': page('Third'),
      'hidden.mdx': page('Hidden', 'description: Not in the navigation.\n'),
    });
    const site = new IncrementalSite(dir, { renderWorkers: 0, renderAhead: false });
    await site.load();
    expect((await site.render()).ok).toBe(true);
    const snapshot = site.snapshot;
    if (!snapshot) throw new Error('no snapshot');

    const second = pageData('second', snapshot);
    expect(second?.previous).toEqual({ title: 'Home', route: '' });
    expect(second?.next).toEqual({ title: 'Third', route: 'third' });
    expect(second?.description).toBe('The site description.');
    expect(second?.noindex).toBe(false);
    expect(Buffer.concat((second?.content ?? []).map((piece) => Buffer.from(piece))).toString()).toContain(
      'Second text.',
    );

    expect(pageData('', snapshot)?.previous).toBeUndefined();
    expect(pageData('', snapshot)?.description).toBe('The home page.');
    expect(pageData('third', snapshot)?.previous).toEqual({ title: 'Two', route: 'second' });
    expect(pageData('third', snapshot)?.next).toBeUndefined();
    // Outside the navigation, so outside the index (seo.indexing: navigable).
    expect(pageData('hidden', snapshot)?.noindex).toBe(true);
    expect(pageData('no-such-route', snapshot)).toBeUndefined();
    // Pure: the same snapshot gives equal data.
    expect(pageData('second', snapshot)).toEqual(second);
  });
});
