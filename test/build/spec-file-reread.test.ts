// A build holds no spec file's text between loading it and writing the output: it copies the file
// again (byte for byte) and reads it again only to locate a late warning. `docs dev` keeps the
// texts, which an edit is compared with.
import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { IncrementalSite } from '@docwright/site-builder';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Zahlungen', version: '1' },
  paths: {
    '/refunds': {
      get: {
        summary: 'Rückerstattungen auflisten',
        description: 'Listet alle Rückerstattungen – 返金 – auf.',
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};
// Line ends and characters past ASCII as an editor may write them.
const specText = `${JSON.stringify(spec, null, 2).replaceAll('\n', '\r\n')}\r\n`;

const siteFiles = {
  'docs.json': JSON.stringify({
    name: 'Acme',
    navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
  }),
  'openapi.json': specText,
};

describe('spec files in a build', () => {
  it('are loaded without keeping their text for a build, and with it for docs dev', async () => {
    const site = await writeSite(siteFiles, 'spec-reread');
    const build = new IncrementalSite(site, { rereadSpecFiles: true });
    await build.load();
    const [loaded] = build.inputs.specs;
    expect(loaded?.spec?.operations).toHaveLength(1);
    expect(loaded?.text).toBeUndefined();
    expect(loaded?.path).toBe(await realpath(join(site, 'openapi.json')));

    const dev = new IncrementalSite(site);
    await dev.load();
    expect(dev.inputs.specs[0]?.text).toBe(specText);
  });

  it('are copied into the output byte for byte', { timeout: 120_000 }, async () => {
    const site = await writeSite(siteFiles, 'spec-reread-build');
    const out = join(await tempDir('spec-reread-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(Buffer.compare(await readFile(join(out, 'openapi.json')), Buffer.from(specText))).toBe(0);
  });
});
