import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { renderMdxContent } from '../../index.ts';
import { twinOf } from '../twin-test-helper.ts';
import { tabs } from './index.tsx';
import { Tab, Tabs } from './tabs.tsx';

describe('<Tabs>', () => {
  it('renders radio tabs: every panel in the HTML, the first one chosen', () => {
    const html = renderToString(
      h(Tabs, null, [h(Tab, { title: 'npm' }, 'npm i'), h(Tab, { title: 'yarn' }, 'yarn add')]),
    );
    expect(html.match(/<input type="radio"/g)).toHaveLength(2);
    expect(html).toMatch(/<input type="radio" name="(dw-tabs[^"]+)" value="npm" checked/);
    expect(html).toContain('npm i');
    expect(html).toContain('yarn add');
    expect(html).toContain('<span>npm</span>');
  });

  it('names its browser module as a need, so only pages with tabs load it', () => {
    const page = ({ components }: { components?: Record<string, unknown> }) =>
      h(components?.Tabs as typeof Tabs, null, [h(components?.Tab as typeof Tab, { title: 'One' }, 'first')]);
    expect(renderMdxContent(page, ['Tabs', 'Tab']).needs).toContain(tabs.script?.need);
    expect(tabs.script?.path).toBe('/_docwright/tabs.js');
  });

  it('reads as labelled sections in the Markdown twin, in order', async () => {
    const md = await twinOf(
      '<Tabs>\n  <Tab title="npm">\n    ```bash\n    npm i x\n    ```\n  </Tab>\n  <Tab title="yarn">Use yarn.</Tab>\n</Tabs>',
    );
    expect(md).toBe('**npm**\n\n```bash\nnpm i x\n```\n\n**yarn**\n\nUse yarn.');
  });

  it('written on one line, reads as it does written on several', async () => {
    expect(await twinOf('<Tabs><Tab title="A">One.</Tab><Tab title="B">Two.</Tab></Tabs>')).toBe(
      '**A**\n\nOne.\n\n**B**\n\nTwo.',
    );
  });
});
