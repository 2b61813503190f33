import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const page = `---
title: Components
description: Every layout component on one page.
---

<Steps>
  <Step title="Install">Run the installer.</Step>
  <Step title="Configure">Edit \`docs.json\`.</Step>
</Steps>

<Tabs>
  <Tab title="macOS">Use Homebrew.</Tab>
  <Tab title="Linux">Use apt.</Tab>
</Tabs>

<AccordionGroup>
  <Accordion title="Is it free?" description="Pricing">Yes, it is open source.</Accordion>
  <Accordion title="Opened" defaultOpen>Visible at once.</Accordion>
</AccordionGroup>

<CardGroup cols={3}>
  <Card title="Quickstart" href="/quickstart">Start here.</Card>
  <Card title="External" href="https://example.com">Elsewhere.</Card>
  <Card title="Plain">No link.</Card>
</CardGroup>

<ParamField query="limit" type="integer" required default="10">How many items.</ParamField>

<ResponseField name="data.owner_id" type="string">
  The owner.
  <Expandable title="properties">
    <ResponseField name="data.owner_id.kind" type="string">Its kind.</ResponseField>
  </Expandable>
</ResponseField>

<Frame caption="A caption">An example inside a frame.</Frame>

Hover <Tooltip tip="Application Programming Interface">API</Tooltip> for its meaning.

<Update label="2024-05-01" description="v1.2" tags={["Feature"]}>Added search.</Update>

<Badge>beta</Badge>
`;

describe('layout components', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let html: string;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Components',
        navigation: { pages: ['components', 'quickstart'] },
      }),
      'components.mdx': page,
      'quickstart.mdx': '---\ntitle: Quickstart\ndescription: Start.\n---\n\nHello.\n',
    });
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('Unknown component');
    html = await readFile(join(out, 'components/index.html'), 'utf8');
    server = await serveStatic(out);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders semantic HTML with the anchors Mintlify sites link to', () => {
    expect(html).toMatch(
      /<ol class="dw-steps"><li class="dw-step" data-step-number="1"><p class="dw-step-title dw-step-title-p">Install<\/p>/,
    );
    // Mintlify's generateParamFieldId (test/oracle/heading-ids-oracle.test.ts).
    expect(html).toContain('id="param-limit"');
    expect(html).toContain('id="param-data-owner-id"');
    expect(html).toContain('id="param-data-owner-id-kind"');
    expect(html).toContain('<figcaption>A caption</figcaption>');
    expect(html).toContain('<section class="dw-update" id="2024-05-01" data-tags="[&quot;Feature&quot;]">');
    // An external link card, with its arrow.
    expect(html).toMatch(
      /<a class="dw-card dw-card-arrowed" href="https:\/\/example.com" rel="noopener noreferrer">/,
    );
    expect(html).toContain('style="--dw-cols:3"');
  });

  async function open(javaScriptEnabled: boolean): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/components`);
    return tab;
  }

  it('switches tabs and opens accordions without JavaScript, from the keyboard', async () => {
    const tab = await open(false);
    await expect(tab.getByText('Use Homebrew.').isVisible()).resolves.toBe(true);
    await expect(tab.getByText('Use apt.').isVisible()).resolves.toBe(false);
    await tab.getByRole('radio', { name: 'macOS' }).focus();
    await tab.keyboard.press('ArrowRight');
    await expect(tab.getByText('Use apt.').isVisible()).resolves.toBe(true);
    await expect(tab.getByText('Use Homebrew.').isVisible()).resolves.toBe(false);

    await expect(tab.getByText('Yes, it is open source.').isVisible()).resolves.toBe(false);
    await expect(tab.getByText('Visible at once.').isVisible()).resolves.toBe(true);
    await tab.locator('summary', { hasText: 'Is it free?' }).focus();
    await tab.keyboard.press('Enter');
    await expect(tab.getByText('Yes, it is open source.').isVisible()).resolves.toBe(true);
    await tab.context().close();
  });

  it('shows a tooltip on keyboard focus, described for screen readers', async () => {
    const tab = await open(true);
    const term = tab.getByText('API', { exact: true });
    await expect(tab.getByRole('tooltip').isVisible()).resolves.toBe(false);
    await term.focus();
    await expect(tab.getByRole('tooltip').isVisible()).resolves.toBe(true);
    const describedBy = await term.getAttribute('aria-describedby');
    await expect(tab.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
      'Application Programming Interface',
    );
    await tab.context().close();
  });
});
