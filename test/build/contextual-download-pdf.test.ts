import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

// `contextual.options: ["download-pdf"]`: an entry that prints the page, beside the title and in
// the table of contents (a page's own `display: toc`), and the print rules in the stylesheet.
describe('contextual.options "download-pdf"', () => {
  let out = '';
  let stderr = '';
  beforeAll(async () => {
    const site = await writeSite(
      {
        'docs.json': JSON.stringify({
          name: 'Printable',
          navigation: { pages: ['guide', 'listed', 'plain'] },
          contextual: { options: ['copy', 'download-pdf', 'view'] },
        }),
        'guide.mdx': '---\ntitle: Guide\ndescription: G.\n---\n\n## First\n\nText.\n',
        'listed.mdx':
          '---\ntitle: Listed\ndescription: L.\ncontextual:\n  options: [download-pdf]\n  display: toc\n---\n\n## Only\n\nText.\n',
        'plain.mdx':
          '---\ntitle: Plain\ndescription: P.\ncontextual:\n  options: [copy]\n---\n\n<Tabs>\n  <Tab title="One">First.</Tab>\n  <Tab title="Two">Second.</Tab>\n</Tabs>\n',
      },
      'ctx-pdf',
    );
    out = join(await tempDir('ctx-pdf-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    stderr = result.stderr;
  }, 120_000);

  const html = (route: string) => readFile(join(out, route, 'index.html'), 'utf8');

  it('no longer warns that download-pdf is left out', () => {
    expect(stderr).not.toContain('download-pdf');
    expect(stderr).not.toContain('config/not-supported');
  });

  it('puts a "Download PDF" button in the menu, in the order docs.json gives', async () => {
    const page = await html('guide');
    const titles = [...page.matchAll(/class="dw-ctx-title">([^<]+)</g)].map((match) => match[1]);
    expect(titles).toEqual(['Copy page', 'Download PDF', 'View as Markdown']);
    expect(page).toContain(
      '<button type="button" class="dw-ctx-item" role="menuitem" tabindex="-1" data-ctx-print><span class="dw-ctx-text"><span class="dw-ctx-title">Download PDF</span><span class="dw-ctx-desc">Download this page as a PDF</span></span></button>',
    );
  });

  it('lists it in the table of contents where a page asks for display "toc"', async () => {
    const page = await html('listed');
    const toc = page.slice(page.indexOf('<aside class="dw-toc"'), page.indexOf('</aside>'));
    expect(toc).toContain(
      '<button type="button" class="dw-ctx-toc-item" title="Download this page as a PDF" data-ctx-print><span>Download PDF</span></button>',
    );
    // The title's menu, the stand-in where the table of contents is hidden, leads with it.
    expect(page).toContain(
      '<button type="button" class="dw-ctx-primary" data-ctx-print><span>Download PDF</span></button>',
    );
  });

  it('leaves it out of a page whose own options do not name it, and labels every tab panel for paper', async () => {
    const page = await html('plain');
    expect(page).not.toContain('data-ctx-print');
    expect(page).toMatch(/<div class="dw-radio-panel" id="[^"]+" data-label="One">/);
    expect(page).toMatch(/<div class="dw-radio-panel" id="[^"]+" data-label="Two">/);
  });

  it('ships the print rules in the site’s stylesheet', async () => {
    const css = await readFile(join(out, '_docwright/site.css'), 'utf8');
    expect(css).toContain('@media print{');
    expect(css).toContain('content:attr(data-label)');
  });
});
