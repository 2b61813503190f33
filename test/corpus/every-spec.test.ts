import { readFileSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { buildSite } from '@docwright/site-builder';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';

interface ManifestEntry {
  readonly file: string;
  readonly kind: string;
  readonly bytes: number;
  readonly operations: number;
  readonly webhooks: number;
  readonly external_ref_targets?: number;
}

const manifest = JSON.parse(readFileSync(join(corpusDir, 'manifest.json'), 'utf8')) as {
  api_documents: ManifestEntry[];
};
// The largest specs have their own, more thorough test (build-large-specs.test.ts).
const specs = manifest.api_documents.filter((d) => d.kind === 'openapi' && d.bytes < 1_000_000);

describe('every OpenAPI document of the corpus', () => {
  it.each(specs.map((d) => [d.file, d] as const))(
    '%s builds with one page per operation and webhook',
    async (_, entry) => {
      const site = await tempDir('spec');
      const source = join(corpusDir, entry.file);
      // Multi-file specs keep their folder around them so relative $refs still resolve.
      const specDir = entry.external_ref_targets ? dirname(dirname(source)) : dirname(source);
      const relativeSpec = source.slice(specDir.length + 1);
      if (entry.external_ref_targets) {
        const { cp } = await import('node:fs/promises');
        await cp(specDir, site, { recursive: true });
      } else {
        await mkdir(join(site, dirname(relativeSpec)), { recursive: true });
        await copyFile(source, join(site, relativeSpec));
      }
      await writeFile(
        join(site, 'docs.json'),
        JSON.stringify({
          name: basename(entry.file),
          navigation: { groups: [{ group: 'API', openapi: relativeSpec }] },
        }),
      );
      const result = await buildSite({
        dir: site,
        outDir: join(site, 'dist'),
        baseUrl: 'https://docs.example.com',
      });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(result.ok).toBe(true);
      expect(result.endpoints).toBe(entry.operations + entry.webhooks);
    },
  );
});
