import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

// Printing labels each tab panel with its tab's title (`data-label`, shown by print.css through
// `attr()`): a page's tab and code block titles reach that attribute, and stay text there.
describe('hostile tab and code block titles in the print labels', () => {
  it('escapes them in the attribute, where CSS can only show them as text', async () => {
    const site = await writeSite(
      {
        'docs.json': JSON.stringify({
          name: 'Labels',
          navigation: { pages: ['index'] },
          contextual: { options: ['download-pdf'] },
        }),
        'index.mdx': [
          '---\ntitle: Home\ndescription: H.\n---\n',
          `<Tabs>\n  <Tab title='"><img src=x onerror=alert(1)>'>First.</Tab>\n  <Tab title="Two">Second.</Tab>\n</Tabs>\n`,
          '<CodeGroup>\n```bash "><script>alert(2)</script>\nnpm i\n```\n```bash two\nyarn\n```\n</CodeGroup>\n',
        ].join('\n'),
      },
      'sec-print-labels',
    );
    const out = join(await tempDir('sec-print-labels-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<img src=x|<script>alert/i);
    expect(html).toContain('data-label="&quot;>&lt;img src=x onerror=alert(1)>"');
    const labels = [...html.matchAll(/data-label="([^"]*)"/g)].map((match) => match[1]);
    expect(labels).toHaveLength(4);
    // `>` may stand in an attribute's value; a quote or `<` would end it or open a tag.
    for (const label of labels) expect(label).not.toMatch(/[<"]/);
  });
});
