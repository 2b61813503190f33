// A site naming Font Awesome Pro icons, built: each gets a Free drawing and no warning, while a
// name nothing is close to still warns, located.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '@docwright/site-builder';
import { describe, expect, it } from 'vitest';
import { tempDir, writeSite } from '../helpers/site.ts';

const page = `---
title: Pro icons
description: Icons only Font Awesome Pro has.
icon: rocket-launch
---

<CardGroup cols={2}>
  <Card title="Feedback" icon="message-arrow-up">Send it.</Card>
  <Card title="Safe" icon="shield-check" iconType="duotone">Checked.</Card>
  <Card title="Nothing" icon="definitely-not-an-icon">No icon.</Card>
</CardGroup>

<Steps>
  <Step title="One" icon="circle-1">First.</Step>
  <Step title="Two" icon="circle-2" iconType="sharp-solid">Second.</Step>
</Steps>

Sparkles <Icon icon="sparkles" iconType="fa-light" /> and a pipe <Icon icon="pipe" />.
`;

describe('a page naming Font Awesome Pro icons', () => {
  it('draws each with the nearest Free icon, warns only about the name nothing is close to, and inlines only what it uses', async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Pro icons',
        navigation: {
          groups: [
            { group: 'Guides', icon: 'book-open-cover', pages: ['pro'] },
            { group: 'More', icon: { name: 'microchip-ai', style: 'regular' }, pages: ['other'] },
            { group: 'Broken', icon: 'nav-nonsense-xyz', pages: ['third'] },
          ],
        },
      }),
      'pro.mdx': page,
      'other.mdx': '---\ntitle: Other\ndescription: A page.\nicon: square-terminal\n---\n\nText.\n',
      'third.mdx': '---\ntitle: Third\ndescription: A page.\n---\n\nText.\n',
    });
    const out = join(await tempDir('pro-icons'), 'dist');
    const result = await buildSite({ dir, outDir: out });
    expect(result.ok).toBe(true);

    const iconWarnings = result.diagnostics.filter((d) => d.code.endsWith('/unknown-icon'));
    expect(iconWarnings.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ['config/unknown-icon', 'docs.json', expect.any(Number), expect.any(Number)],
      ['page/unknown-icon', 'pro.mdx', 10, 25],
    ]);
    const [config, pageWarning] = iconWarnings;
    expect(config?.jsonPath).toBe('navigation.groups[2].icon');
    expect(config?.message).toContain('"nav-nonsense-xyz"');
    expect(pageWarning?.message).toContain('"definitely-not-an-icon"');
    expect(pageWarning?.message).toContain('No Font Awesome Free, Lucide or Tabler icon');

    const html = await readFile(join(out, 'pro/index.html'), 'utf8');
    const content = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    // Six of the seven component icons resolve; the nonsense one renders nothing.
    expect(content.match(/<svg [^>]*class="dw-icon"/g)).toHaveLength(6);
    // Font Awesome drawings keep Font Awesome's viewBox; Lucide's and Tabler's are line drawings.
    expect(content).toMatch(/dw-card-icon"><svg [^>]*viewBox="0 0 \d+ 512"/);
    expect(content).toMatch(/dw-card-icon"><svg [^>]*stroke="currentColor"/);
    expect(content).toMatch(/dw-icon-inline"><svg [^>]*stroke="currentColor"/);
    // The navigation shows the substitutes for docs.json's and front matter's Pro names too.
    const sidebar = html.slice(html.indexOf('<nav class="dw-sidebar"'));
    const navIcons = (title: string) =>
      new RegExp(
        `<span class="dw-nav-icon"><svg [^>]*class="dw-icon dw-chrome-icon"[^>]*>.*?</svg></span>(<span>)?${title}<`,
      );
    for (const title of ['Guides', 'Pro icons', 'More', 'Other'])
      expect(sidebar, title).toMatch(navIcons(title));
    expect(sidebar).not.toMatch(navIcons('Broken'));
  });
});
