// A site's own stylesheets and scripts are linked on every page by their file names, so a name is
// the site's input to the page's markup: one written to close the attribute or turn the URL into
// another stays a single path to that very file. And a stylesheet that is a symbolic link out of
// the site folder is never read or published.
import { existsSync } from 'node:fs';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { listFiles, tempDir, writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const docsJson = JSON.stringify({
  name: 'Hostile',
  navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
});
const index = '---\ntitle: Home\ndescription: Home page\n---\nThe home page.\n';

describe('custom CSS and JS files against hostile names and links', () => {
  it('a file name that would break out of the attribute or the URL stays one path to its file', async () => {
    const scriptName = `x" onerror="window.injected=1" data-x="?#.js`;
    const styleName = `y'><img src=x onerror=alert(1)>%2e.css`;
    const site = await writeSite({ 'docs.json': docsJson, 'index.mdx': index });
    await writeFile(join(site, scriptName), 'window.ranHostileName = true;\n');
    await writeFile(join(site, styleName), 'body { border-top: 9px solid rgb(0, 128, 0); }\n');
    const out = join(await tempDir('custom-hostile-out'), 'dist');
    const build = await runDocs(['build', site, '--out', out]);
    expect(build.code, build.stderr).toBe(0);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).not.toContain('onerror=');
    expect(html).not.toContain('<img');
    const [server, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
    try {
      const tab = await browser.newPage();
      await tab.goto(`${server.url}/`);
      await tab.waitForLoadState('load');
      const seen = await tab.evaluate(() => {
        const page = window as unknown as { ranHostileName?: boolean; injected?: number };
        return {
          ran: page.ranHostileName === true,
          injected: page.injected,
          border: getComputedStyle(document.body).borderTopColor,
        };
      });
      // The file itself loaded (its own URL), and no attribute came from its name.
      expect(seen.ran).toBe(true);
      expect(seen.injected).toBeUndefined();
      expect(seen.border).toBe('rgb(0, 128, 0)');
      await tab.close();
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it('a stylesheet linked outside the site folder: a located error, nothing read or linked', async () => {
    const outside = await tempDir('custom-outside');
    const marker = `SECRET-${Math.random().toString(36).slice(2)}`;
    await writeFile(join(outside, 'secret.css'), `body::after { content: "${marker}"; }\n`);
    const site = await writeSite({ 'docs.json': docsJson, 'index.mdx': index });
    await symlink(join(outside, 'secret.css'), join(site, 'brand.css'));
    const out = join(await tempDir('custom-outside-out'), 'dist');
    const build = await runDocs(['build', site, '--out', out]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('site/read-outside');
    expect(build.stderr).toContain('brand.css');
    const written = existsSync(out)
      ? await Promise.all((await listFiles(out)).map((file) => readFile(join(out, file), 'utf8')))
      : [];
    expect(written.join('\n')).not.toContain(marker);
  });
});
