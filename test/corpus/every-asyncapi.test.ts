import { readFileSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildSite } from '@docwright/site-builder';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';

interface ManifestEntry {
  readonly file: string;
  readonly kind: string;
  readonly channels: number;
}

const manifest = JSON.parse(readFileSync(join(corpusDir, 'manifest.json'), 'utf8')) as {
  api_documents: ManifestEntry[];
};
const documents = manifest.api_documents.filter((d) => d.kind === 'asyncapi');

describe('every AsyncAPI document of the corpus', () => {
  it.each(documents.map((d) => [d.file, d] as const))('%s builds one page per channel', async (_, entry) => {
    const site = await tempDir('asyncapi');
    // Multi-file documents keep their sibling folders so relative $refs resolve.
    const root = entry.file.startsWith('asyncapi/social-media')
      ? dirname(dirname(entry.file))
      : dirname(entry.file);
    await cp(join(corpusDir, root), site, { recursive: true, filter: (path) => !/\.mdx?$/.test(path) });
    const spec = entry.file.slice(root.length + 1);
    await writeFile(
      join(site, 'docs.json'),
      JSON.stringify({ name: 'Events', navigation: { groups: [{ group: 'Channels', asyncapi: spec }] } }),
    );
    const result = await buildSite({
      dir: site,
      outDir: join(site, 'dist'),
      baseUrl: 'https://docs.example.com',
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.endpoints).toBe(entry.channels);
  });

  it('renders a channel with its operations, parameters and message payload, and binds it from front matter', async () => {
    const site = await tempDir('asyncapi-page');
    await cp(join(corpusDir, 'asyncapi/streetlights-mqtt-asyncapi-3.1.0.yml'), join(site, 'events.yml'));
    await writeFile(
      join(site, 'measured.mdx'),
      '---\nasyncapi: events lightingMeasured\n---\n\nSensors publish here every minute.\n',
    );
    await writeFile(
      join(site, 'docs.json'),
      JSON.stringify({
        name: 'Lights',
        navigation: {
          groups: [
            { group: 'Events', pages: ['measured'] },
            { group: 'All channels', asyncapi: 'events.yml' },
          ],
        },
      }),
    );
    const out = join(site, 'dist');
    const result = await buildSite({ dir: site, outDir: out, baseUrl: 'https://docs.example.com' });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = await readFile(join(out, 'measured/index.html'), 'utf8');
    expect(html).toContain('<h1 class="dw-title">Lighting measured</h1>');
    expect(html).toContain('Sensors publish here every minute.');
    expect(html).toContain('smartylighting/streetlights/1/0/event/{streetlightId}/lighting/measured');
    expect(html).toContain('The application receives');
    expect(html).toContain('id="lumens"');
    expect(html).toContain('<h2 id="servers">Servers</h2>');
    expect(html).toContain('mqtt://');
    expect(result.endpoints).toBe(4);
    const twin = await readFile(join(out, 'measured.md'), 'utf8');
    expect(twin).toContain(
      '## Channel `smartylighting/streetlights/1/0/event/{streetlightId}/lighting/measured`',
    );
  });
});
