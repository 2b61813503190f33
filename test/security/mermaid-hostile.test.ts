import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { watchPwned } from '../helpers/pwned.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// Diagram text comes from pages. Each of these tries to run script through Mermaid: `click`
// callbacks and `javascript:` links, HTML in labels, a directive or front matter that asks for
// `securityLevel: loose`, sequence diagram actor links, and text that would close the source's `pre`.
const hostile = [
  [
    'flowchart LR',
    '  A[Start] --> B[Next]',
    '  click A callback "Tooltip"',
    '  click B href "javascript:window.pwned=\'href\'"',
  ],
  [
    'flowchart LR',
    '  A["<img src=x onerror=window.pwned=\'img\'>"] --> B["<script>window.pwned=\'script\'</script>"]',
    '  B --> C["<a href=javascript:window.pwned=\'a\'>link</a>"]',
  ],
  [
    '%%{init: {"securityLevel": "loose", "flowchart": {"htmlLabels": true}}}%%',
    'flowchart LR',
    '  A["<img src=x onerror=window.pwned=\'init\'>"] --> B',
    '  click A call alert("init")',
  ],
  [
    '---',
    'config:',
    '  securityLevel: loose',
    '---',
    'flowchart LR',
    '  A["<iframe srcdoc=\'<script>parent.pwned=1</script>\'></iframe>"] --> B',
    '  click B call window.eval("window.pwned=\'frontmatter\'")',
  ],
  [
    'sequenceDiagram',
    '  participant Alice',
    "  link Alice: Dashboard @ javascript:window.pwned='link'",
    '  links Alice: {"Wiki": "javascript:window.pwned=\'links\'"}',
    "  Alice->>Alice: <img src=x onerror=window.pwned='message'>",
  ],
  ['graph TD', '  A --> B', '</code></pre><script>window.pwned="escape"</script><pre><code>'],
];

let browser: Browser;
let server: { url: string; close: () => Promise<void> };
let out: string;

beforeAll(async () => {
  const body = hostile.map((lines) => ['```mermaid', ...lines, '```'].join('\n')).join('\n\n');
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Hostile',
        navigation: { groups: [{ group: 'D', pages: ['diagrams'] }] },
      }),
      'diagrams.mdx': `---\ntitle: Diagrams\ndescription: Hostile diagrams.\n---\n\n${body}\n`,
    },
    'mermaid-hostile',
  );
  out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  server = await serveStatic(out);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('hostile Mermaid diagrams', () => {
  it('reach the HTML only as escaped text', async () => {
    const html = await readFile(join(out, 'diagrams/index.html'), 'utf8');
    expect(html).not.toContain('<script>window.pwned');
    expect(html).not.toContain('<img src=x');
    expect(html).toMatch(/(&lt;|&#x3C;)\/code>(&lt;|&#x3C;)\/pre>(&lt;|&#x3C;)script>/);
  });

  it('draw without running any of their script, even when clicked', async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    // Every payload sets `window.pwned` (or alerts): report it from any page or frame, even one a click opens.
    const ran = await watchPwned(context);
    const tab = await context.newPage();
    const dialogs: string[] = [];
    context.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await tab.goto(`${server.url}/diagrams`);
    const figures = await tab.locator('figure.dw-mermaid').all();
    expect(figures).toHaveLength(hostile.length);
    for (const figure of figures) await figure.scrollIntoViewIfNeeded();
    await tab.waitForFunction(
      () =>
        [...document.querySelectorAll('figure.dw-mermaid')].every(
          (figure) => figure.hasAttribute('data-rendered') || figure.hasAttribute('data-error'),
        ),
      undefined,
      { timeout: 20_000 },
    );
    // Mermaid still draws the valid ones: the attack is defused, not the diagram dropped. The last
    // is not Mermaid at all: it stays as source text, with the reason beside it.
    const states = await tab.$$eval('figure.dw-mermaid', (all) =>
      all.map((figure) =>
        figure.querySelector('svg') ? 'drawn' : figure.hasAttribute('data-error') ? 'error' : '',
      ),
    );
    expect(states).toEqual([...hostile.slice(1).map(() => 'drawn'), 'error']);
    expect(await tab.locator('figure.dw-mermaid').last().locator('pre').isVisible()).toBe(true);
    const dangerous = await tab.$$eval('figure.dw-mermaid .dw-mermaid-diagram', (diagrams) =>
      diagrams.flatMap((diagram) =>
        [...diagram.querySelectorAll('*')].flatMap((element) => [
          ...(/^(script|iframe|object|embed)$/i.test(element.tagName) ? [element.tagName] : []),
          ...[...element.attributes]
            .filter(
              (attribute) =>
                /^on/i.test(attribute.name) ||
                /^\s*javascript:/i.test(attribute.value) ||
                attribute.name === 'srcdoc',
            )
            .map((attribute) => `${element.tagName} ${attribute.name}=${attribute.value}`),
        ]),
      ),
    );
    expect(dangerous).toEqual([]);
    // Click every node, label and actor (a sanitized link may take the tab to about:blank).
    for (const target of await tab.locator('figure.dw-mermaid svg :is(.node, .actor, text)').all()) {
      if (!tab.url().startsWith(server.url)) break;
      await target.click({ force: true, timeout: 500, noWaitAfter: true }).catch(() => undefined);
    }
    await tab.waitForTimeout(300);
    expect(ran).toEqual([]);
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
