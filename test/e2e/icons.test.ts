import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '@docwright/site-builder';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const page = `---
title: Icons
description: Icons on components.
icon: rocket
---

<CardGroup cols={2}>
  <Card title="Launch" icon="rocket" href="/icons">Go.</Card>
  <Card title="Broken" icon="no-such-icon">Nothing to show.</Card>
</CardGroup>

Star us on <Icon icon="github" size={20} /> GitHub.

<Steps>
  <Step title="First" icon="terminal">Run it.</Step>
</Steps>
`;

const site = (library?: 'lucide') =>
  writeSite({
    'docs.json': JSON.stringify({
      name: 'Icons',
      ...(library && { icons: { library } }),
      navigation: { pages: ['icons', 'other'] },
    }),
    'icons.mdx': page,
    'other.mdx': '---\ntitle: Other\ndescription: A page.\nicon: not-a-real-icon\n---\n\nText.\n',
  });

describe('icons in a built site', () => {
  it('renders component icons as inline SVG and warns, with file and line, about an unknown one', async () => {
    const dir = await site();
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(join(out, 'icons/index.html'), 'utf8');
    expect(html).toMatch(/<span class="dw-icon-wrap dw-card-icon"><svg [^>]*class="dw-icon"[^>]*width="20"/);
    expect(html).toMatch(
      /<span class="dw-icon-wrap dw-icon-inline"><svg [^>]*viewBox="0 0 512 512" width="20"/,
    );
    expect(html).toContain('class="dw-step dw-step-has-icon"');
    // Three icons resolve (rocket, github, terminal); the unknown one renders nothing.
    expect(html.match(/<svg [^>]*class="dw-icon"/g)).toHaveLength(3);
    expect(result.stderr).toContain('page/unknown-icon');
    expect(result.stderr).toContain('Unknown icon "no-such-icon"');
    expect(result.stderr).toMatch(/icons\.mdx:9:\d+/);
    // A front matter icon (shown by the navigation) is checked too, at its line.
    expect(result.stderr).toMatch(/other\.mdx:4:1/);
    expect(result.stderr).toContain('Unknown icon "not-a-real-icon" in the front matter');
    // icons.css is joined after site.css in the one stylesheet.
    const css = await readFile(join(out, '_docwright/site.css'), 'utf8');
    expect(css.indexOf('.dw-icon-wrap')).toBeGreaterThan(css.indexOf('.dw-callout-warning'));
  });

  it('builds two sites with different icon libraries in one process, each with its own', async () => {
    const [fontAwesome, lucide] = await Promise.all([site(), site('lucide')]);
    const [faOut, lucideOut] = [join(await tempDir('fa'), 'dist'), join(await tempDir('lucide'), 'dist')];
    const [faResult, lucideResult] = await Promise.all([
      buildSite({ dir: fontAwesome, outDir: faOut }),
      buildSite({ dir: lucide, outDir: lucideOut }),
    ]);
    expect(faResult.ok).toBe(true);
    expect(lucideResult.ok).toBe(true);
    const faHtml = await readFile(join(faOut, 'icons/index.html'), 'utf8');
    const lucideHtml = await readFile(join(lucideOut, 'icons/index.html'), 'utf8');
    expect(faHtml).not.toContain('lucide-static');
    expect(lucideHtml).toContain('stroke="currentColor"');
    // GitHub is a brand: Lucide draws none, so both sites show Font Awesome's logo.
    expect(lucideHtml).toContain('Font Awesome Free');
    const unknown = lucideResult.diagnostics.filter((d) => d.code === 'page/unknown-icon');
    expect(unknown.map((d) => [d.file, d.line])).toEqual([
      ['icons.mdx', 9],
      ['other.mdx', 4],
    ]);
  });
});

// Font Awesome Pro names, as real sites write them, drawn with the nearest Free icon.
const proPage = `---
title: Pro icons
description: Font Awesome Pro names drawn with Free icons.
---

<CardGroup cols={3}>
  <Card title="message-arrow-up" icon="message-arrow-up">Font Awesome message.</Card>
  <Card title="shield-check" icon="shield-check" iconType="duotone">Lucide, same name.</Card>
  <Card title="chart-candlestick" icon="chart-candlestick">Lucide, same name.</Card>
  <Card title="rocket-launch" icon="rocket-launch" iconType="sharp-solid">Font Awesome rocket.</Card>
  <Card title="arrows-exchange" icon="arrows-exchange">Tabler, same name.</Card>
  <Card title="vercel" icon="vercel">Tabler's brand logo.</Card>
</CardGroup>

<Steps>
  <Step title="circle-1" icon="circle-1">The number in the frame.</Step>
  <Step title="circle-2" icon="circle-2">The number in the frame.</Step>
</Steps>

Inline: <Icon icon="sparkles" size={20} /> sparkles, <Icon icon="window" size={20} /> window, <Icon icon="pipe" size={20} /> pipe.
`;

describe('Font Awesome Pro names in Chromium', () => {
  it('draw a visible icon for each, in light and dark', async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({ name: 'Pro icons', navigation: { pages: ['pro'] } }),
      'pro.mdx': proPage,
    });
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('unknown-icon');
    const shots = '/tmp/icon-shots';
    await mkdir(shots, { recursive: true });
    const server = await serveStatic(out);
    const browser = await launchBrowser();
    try {
      const tab = await browser.newPage({ viewport: { width: 1100, height: 900 } });
      await tab.goto(`${server.url}/pro`);
      /** Size and painted colour of every icon in the content: fill, or stroke for line icons. */
      const icons = () =>
        tab.$$eval('.dw-content .dw-icon-wrap svg', (svgs) =>
          svgs.map((svg) => {
            const box = svg.getBoundingClientRect();
            const style = getComputedStyle(svg);
            const paint = svg.getAttribute('fill') === 'none' ? style.stroke : style.fill;
            return { width: box.width, height: box.height, paint };
          }),
        );
      const light = await icons();
      await tab.screenshot({ path: `${shots}/pro-icons-light.png`, fullPage: true });
      await tab.getByRole('button', { name: 'Dark mode' }).click();
      await tab.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
      const dark = await icons();
      await tab.screenshot({ path: `${shots}/pro-icons-dark.png`, fullPage: true });
      expect(light).toHaveLength(11);
      for (const icon of [...light, ...dark]) {
        expect(icon.width).toBeGreaterThan(10);
        expect(icon.height).toBeGreaterThan(10);
        expect(icon.paint).toMatch(/^rgb/);
      }
      // Icons follow the text colour, so they change with the theme.
      expect(dark.map((icon) => icon.paint)).not.toEqual(light.map((icon) => icon.paint));
    } finally {
      await browser.close();
      await server.close();
    }
  }, 60_000);
});
