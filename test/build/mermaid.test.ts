import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { listFiles, writeSite } from '../helpers/site.ts';

// A real page with two flowcharts (Formal's architecture guide), beside pages without one, one with
// Mintlify's fence options and `<Mermaid>` usage.
const architecture = await readFile(
  join(corpusDir, 'docs/formal/docs/guides/getting-started/architecture.mdx'),
  'utf8',
);

const frontmatter = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n`;

let out: string;
let files: string[];
const read = (path: string) => readFile(join(out, path), 'utf8');
const scriptTag = '<script type="module" src="/_docwright/mermaid.js"></script>';

beforeAll(async () => {
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Diagrams',
        navigation: { groups: [{ group: 'Docs', pages: ['architecture', 'plain', 'options'] }] },
      }),
      'architecture.mdx': architecture,
      'plain.mdx': `${frontmatter('Plain')}\nNo diagram here.\n\n\`\`\`js\nconst mermaid = 'not a diagram';\n\`\`\`\n`,
      'options.mdx': [
        frontmatter('Options'),
        '```mermaid placement="top-left" actions={false}',
        'graph TD',
        '  A --> B',
        '```',
        '',
        '<Mermaid chart={`sequenceDiagram\n  Alice->>Bob: Hi`} placement="top-right" actions />',
        '',
        '```mermaid placement="middle"',
        'pie',
        '  "A" : 1',
        '```',
      ].join('\n'),
    },
    'mermaid',
  );
  out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  files = await listFiles(out);
}, 120_000);

describe('Mermaid diagrams in a build', () => {
  it('turn each fence into a figure holding its source as plain, unhighlighted text, and load the script', async () => {
    const html = await read('architecture/index.html');
    const figures = html.match(/<figure class="dw-mermaid" data-dw-mermaid data-placement="bottom-right">/g);
    expect(figures).toHaveLength(2);
    expect(html).toContain(
      '<pre class="dw-mermaid-source"><code class="language-mermaid">flowchart LR\n    subgraph customer[&quot;Your VPC&quot;]',
    );
    // Not coloured by shiki: no token spans inside the diagram's source.
    const source = html.slice(
      html.indexOf('dw-mermaid-source'),
      html.indexOf('</pre>', html.indexOf('dw-mermaid-source')),
    );
    expect(source).not.toContain('<span');
    expect(html).toContain('connector &lt;--> ssh');
    expect(html.split(scriptTag)).toHaveLength(2);
  });

  it('leave pages without a diagram without the script', async () => {
    const html = await read('plain/index.html');
    expect(html).not.toContain('mermaid.js');
    expect(html).not.toContain('data-dw-mermaid');
    // Its ordinary code block is still highlighted.
    expect(html).toMatch(/<pre class="dw-code shiki"[^>]*><code class="language-js">/);
  });

  it('read the fence options and <Mermaid chart> like Mintlify, falling back to bottom-right', async () => {
    const html = await read('options/index.html');
    expect(html).toContain(
      '<figure class="dw-mermaid" data-dw-mermaid data-placement="top-left" data-actions="false">',
    );
    expect(html).toContain(
      '<figure class="dw-mermaid" data-dw-mermaid data-placement="top-right" data-actions="true">',
    );
    expect(html).toMatch(/<code class="language-mermaid">sequenceDiagram\n\s*Alice->>Bob: Hi<\/code>/);
    expect(html).toContain(
      '<figure class="dw-mermaid" data-dw-mermaid data-placement="bottom-right"><pre class="dw-mermaid-source"><code class="language-mermaid">pie',
    );
    // `<Mermaid>` is drawn, not left as an unknown component.
    expect(html).not.toContain('dw-unknown');
  });

  it('keep the fence in the Markdown twin and llms-full.txt', async () => {
    const twin = await read('architecture.md');
    expect(twin).toContain('```mermaid\nflowchart LR\n    subgraph customer["Your VPC"]');
    expect(twin).not.toContain('dw-mermaid');
    const full = await read('llms-full.txt');
    expect(full).toContain('```mermaid\nflowchart TB');
  });

  it('ship Mermaid as ES modules with .js names and relative imports, and no CDN', async () => {
    const mermaid = files.filter((file) => file.startsWith('_docwright/mermaid/'));
    expect(mermaid).toContain('_docwright/mermaid/mermaid.esm.min.js');
    expect(mermaid.length).toBeGreaterThan(50);
    expect(mermaid.every((file) => file.endsWith('.js'))).toBe(true);
    const entry = await read('_docwright/mermaid/mermaid.esm.min.js');
    expect(entry).toMatch(/from"\.\/chunks\/mermaid\.esm\.min\/chunk-\w+\.js"/);
    expect(entry).not.toMatch(/\.mjs["']/);
    for (const file of mermaid) {
      const imported = [...(await read(file)).matchAll(/(?:from|import)\s*\(?"(\.[^"]+)"/g)].map((m) => m[1]);
      for (const path of imported) expect(files).toContain(join(file, '..', path ?? ''));
    }
    const script = await read('_docwright/mermaid.js');
    expect(script).toContain('/_docwright/mermaid/mermaid.esm.min.js');
    expect(script).not.toMatch(/https?:\/\/[^"']*(cdn|jsdelivr|unpkg)/);
  });
});
