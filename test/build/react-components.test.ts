import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { copySite, writeSite } from '../helpers/site.ts';

const fixture = join(import.meta.dirname, '../fixtures/react-components');

async function buildFixture() {
  const dir = await copySite(fixture, 'react-build');
  const out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  return { result, out };
}

async function buildPage(page: string, files: Record<string, string> = {}) {
  const dir = await writeSite({
    'docs.json': JSON.stringify({ name: 'Components', navigation: { pages: ['page'] } }),
    'page.mdx': `---\ntitle: Page\ndescription: A page.\n---\n\n${page}`,
    ...files,
  });
  const out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  return { result, out };
}

describe('React components in pages and snippets, as Mintlify runs them', () => {
  it('server-renders .jsx and .tsx snippets, page exports with hooks and built-ins, and a JSX <Update> label', async () => {
    const { result, out } = await buildFixture();
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/unknown-component|static-component/);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<button type="button" class="fixture-counter">Clicked 2 times</button>');
    expect(html).toMatch(/class="dw-callout dw-callout-note".*Hello, reader\./s);
    expect(html).toContain(
      'class="fixture-toggle" aria-pressed="false">Off</button><span class="fixture-badge">disabled</span>',
    );
    expect(html).toMatch(/class="dw-callout dw-callout-tip".*Hi Ada from the page\./s);
    expect(html).toContain('<section class="dw-update" id="version-2">');
    expect(html).toContain('<a class="dw-update-label" href="#version-2">Version <b>2</b></a>');
  });

  it('writes one browser module per interactive file and marks each use as an island', async () => {
    const { result, out } = await buildFixture();
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    const modules = (await readdir(join(out, '_docwright/islands'))).sort();
    expect(modules).toContain('runtime.js');
    expect(
      modules.filter((name) => /^(counter|toggle|badge|index)-[0-9a-f]{10}\.js$/.test(name)),
    ).toHaveLength(4);
    const counterModule = modules.find((name) => name.startsWith('counter-')) as string;
    expect(html).toContain(
      `<dw-island data-module="${counterModule}" data-export="Counter" data-props="{&quot;start&quot;:2}">`,
    );
    expect(html).toContain('<script type="module" src="/_docwright/islands/runtime.js"></script>');
    const code = await readFile(join(out, '_docwright/islands', counterModule), 'utf8');
    // Hooks used without an import come from the runtime; nothing is left for the browser to resolve.
    expect(code).toMatch(/^import \{ buildOnly as __buildOnly, useState \} from "\.\/runtime\.js";/);
    expect(code).not.toMatch(/from "(react|preact)[^"]*"/);
    const toggleModule = modules.find((name) => name.startsWith('toggle-')) as string;
    const toggle = await readFile(join(out, '_docwright/islands', toggleModule), 'utf8');
    expect(toggle).toMatch(/from "\.\/badge-[0-9a-f]{10}\.js"/);
    const plain = await readFile(join(out, 'shared-scope/index.html'), 'utf8');
    expect(plain).not.toContain('islands/runtime.js');
  });

  it('lets a snippet use a component that only the page imports (one scope per page)', async () => {
    const { out } = await buildFixture();
    const html = await readFile(join(out, 'shared-scope/index.html'), 'utf8');
    expect(html).toMatch(
      /<h3 id="authorizations">Authorizations<\/h3><aside class="dw-callout dw-callout-info"/,
    );
    expect(html).toContain('<h3 id="body">Body</h3>');
  });

  it('warns, with the file, about a component that code names and nothing provides, and renders its children', async () => {
    const { result, out } = await buildPage(
      'export const Box = () => <Missing>inner text</Missing>;\n\n<Box />\n',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /warning page\/unknown-component {2}page\.mdx:\d+:1\n {2}Unknown component Missing/,
    );
    const html = await readFile(join(out, 'page/index.html'), 'utf8');
    expect(html).toContain('<div class="dw-unknown-component">inner text</div>');
  });

  it('warns about an npm package import from a snippet, as Mintlify does, and renders what it names as its children', async () => {
    const { result, out } = await buildPage("import { Chart } from '/snippets/chart.jsx';\n\n<Chart />\n", {
      'snippets/chart.jsx':
        "import { LineChart } from 'recharts';\nexport const Chart = () => <LineChart>chart data</LineChart>;\n",
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('warning page/unsupported-import  snippets/chart.jsx');
    expect(result.stderr).toContain('snippets/chart.jsx imports "recharts", which is not a file of the site');
    expect(await readFile(join(out, 'page/index.html'), 'utf8')).toContain('chart data');
  });

  it('runs a module once per page, so two snippets importing one context share it; class names and typeof work', async () => {
    const { result, out } = await buildPage(
      "import { Provider } from '/snippets/provider.jsx';\nimport { Consumer } from '/snippets/consumer.jsx';\n\n<Provider><Consumer /></Provider>\n",
      {
        'snippets/context.jsx':
          "import { createContext } from 'react';\nexport const Theme = createContext('default');\n",
        'snippets/provider.jsx':
          'import { Theme } from \'./context.jsx\';\nexport const Provider = ({ children }) => <Theme.Provider value="shared">{children}</Theme.Provider>;\n',
        'snippets/consumer.jsx': [
          "import { useContext } from 'react';",
          "import { Theme } from './context.jsx';",
          'const Shape = class Square { static make() { return new Square(); } };',
          "export const Consumer = () => <p>theme: {useContext(Theme)}, {typeof gtag}, {Shape.make() ? 'made' : ''}</p>;",
        ].join('\n'),
      },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(await readFile(join(out, 'page/index.html'), 'utf8')).toContain(
      '<p>theme: shared, undefined, made</p>',
    );
  });

  it('points a syntax error in a .jsx snippet at the line and column its parser gives', async () => {
    const { result } = await buildPage("import { Broken } from '/snippets/broken.jsx';\n\n<Broken />\n", {
      'snippets/broken.jsx': 'export const Broken = () => (\n  <div>\n);\n',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error page\/mdx-compile {2}snippets\/broken\.jsx:\d+:\d+/);
    expect(result.stderr).toContain('The component file could not be compiled');
  });
});
