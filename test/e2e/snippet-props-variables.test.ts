// Snippet props and docs.json `variables`, as Mintlify documents them: a site built by the real
// CLI, read in Chromium (what the reader sees) and through its Markdown twin.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { type RunResult, runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n${body}`;

describe('snippet props and variables', () => {
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let build: RunResult;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Acme',
        variables: { product: 'Acme Cloud', version: '2.4.1', markup: '<b>bold</b> a > b' },
        navigation: { pages: ['index'] },
      }),
      'snippets/greeting.mdx':
        'My keyword of the day is {word}.\n\n```bash\ninstall {word} --channel {{version}}\n```\n',
      'snippets/names.mdx':
        "export const myName = 'Ada';\n\nexport const myObject = { fruit: 'strawberries' };\n",
      'index.mdx': page(
        'Home',
        [
          "import Greeting from '/snippets/greeting.mdx';",
          "import { myName, myObject } from '/snippets/names.mdx';",
          '',
          'Welcome to {{product}} {{ version }}. Markup: {{markup}}.',
          '',
          'Unknown: {{missing}} here.',
          '',
          '<div id="with-prop"><Greeting word="bananas" /></div>',
          '',
          '<div id="without-prop"><Greeting /></div>',
          '',
          'Name: {myName}, fruit: {myObject.fruit}.',
          '',
          '```js',
          'const v = "{{version}}"; // {{ template.var }}',
          '```',
        ].join('\n'),
      ),
    });
    const out = join(dir, 'dist');
    build = await runDocs(['build', dir, '--out', out]);
    expect(build.code, build.stderr).toBe(0);
    [site, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(): Promise<Page> {
    const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await tab.goto(`${site.url}/`);
    return tab;
  }

  it('shows each variable filled in prose and code, a value as text, an unknown name as written', async () => {
    const tab = await open();
    const article = tab.locator('article');
    const text = await article.innerText();
    expect(text).toContain('Welcome to Acme Cloud 2.4.1. Markup: bold a > b.');
    expect(text).toContain('Unknown: {{missing}} here.');
    expect(text).toContain('const v = "2.4.1"; // {{ template.var }}');
    expect(text).toContain('install bananas --channel 2.4.1');
    // The value's tags are gone, not rendered: no bold element in the page's prose.
    expect(await article.locator('p b, p strong').count()).toBe(0);
    await tab.close();
  });

  it("fills a snippet's {word} from the prop its use passes, and shows it as written where none is passed", async () => {
    const tab = await open();
    await expect(tab.locator('#with-prop').innerText()).resolves.toContain(
      'My keyword of the day is bananas.',
    );
    await expect(tab.locator('#without-prop').innerText()).resolves.toContain(
      'My keyword of the day is {word}.',
    );
    await expect(tab.locator('article').innerText()).resolves.toContain('Name: Ada, fruit: strawberries.');
    await tab.close();
  });

  it('warns, at file:line:column, of an undefined variable and of a prop a use does not pass', () => {
    expect(build.stderr).toMatch(/warning page\/undefined-variable\s+index\.mdx:10:10/);
    expect(build.stderr).toContain('`{{missing}}` names no entry of `variables` in docs.json');
    expect(build.stderr).toMatch(/warning page\/missing-snippet-prop\s+snippets\/greeting\.mdx:1:26/);
    expect(build.stderr).toContain('index.mdx does not pass');
    // Placeholders inside code are another template language's: no warning for them.
    expect(build.stderr).not.toContain('template.var');
  });

  it('writes the same text in the Markdown twin', async () => {
    const twin = await (await fetch(`${site.url}/index.md`)).text();
    expect(twin).toContain('Welcome to Acme Cloud 2.4.1. Markup: bold a > b.');
    expect(twin).toContain('Unknown: {{missing}} here.');
    expect(twin).toContain('My keyword of the day is bananas.');
    expect(twin).toContain('install bananas --channel 2.4.1');
    expect(twin).toContain('const v = "2.4.1"; // {{ template.var }}');
  });
});
