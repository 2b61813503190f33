import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { copySite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const componentsPage = `---
title: Writing pages
description: Components on one page, for the audit.
---

## Steps and tabs

<Steps>
  <Step title="Install">Run the installer.</Step>
  <Step title="Configure">Edit \`docs.json\`.</Step>
</Steps>

<Tabs>
  <Tab title="macOS">Use Homebrew.</Tab>
  <Tab title="Linux">Use apt.</Tab>
</Tabs>

<CodeGroup>
\`\`\`bash Install
npm install my-api
\`\`\`

\`\`\`python Call
import my_api
\`\`\`
</CodeGroup>

<Note>Notes stand out.</Note>
<Warning>So do warnings.</Warning>

<AccordionGroup>
  <Accordion title="Is it free?">Yes.</Accordion>
</AccordionGroup>

<CardGroup cols={2}>
  <Card title="Quickstart" href="/quickstart">Start here.</Card>
  <Card title="Reference" href="/api-reference/introduction">Every endpoint.</Card>
</CardGroup>

<ParamField query="limit" type="integer" required default="10">How many items.</ParamField>

Hover <Tooltip tip="Application Programming Interface">API</Tooltip>.

| Key | Meaning |
| --- | --- |
| \`a\` | first |
`;

describe('accessibility (axe-core in Chromium)', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    const dir = await copySite(join(repoRoot, 'templates/starter'), 'a11y');
    await writeFile(join(dir, 'components.mdx'), componentsPage);
    const dist = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', dist]);
    expect(result.code, result.stderr).toBe(0);
    [browser, server] = await Promise.all([launchBrowser(), serveStatic(dist)]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [name, path] of [
      ['a content page with components', '/components'],
      ['the starter writing guide', '/writing'],
      ['an endpoint page', '/api-reference/items/create-an-item'],
      ['the 404 page', '/no-such-page'],
    ]) {
      it(`${name} has no serious or critical violations (${colorScheme})`, async () => {
        const context = await browser.newContext({ colorScheme });
        const page = await context.newPage();
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        expect(await page.locator('h1').count()).toBe(1);
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
