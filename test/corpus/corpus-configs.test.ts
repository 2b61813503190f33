import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@docwright/config';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';

const sites = readdirSync(join(corpusDir, 'docs')).sort();

describe.each(sites)('the config of corpus site %s', (site) => {
  it('loads with no errors; every warning names its key and place', async () => {
    const { config, diagnostics } = await loadConfig(join(corpusDir, 'docs', site));
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(config?.name).toBeTruthy();
    for (const warning of diagnostics) {
      expect(warning.line, warning.message).toBeGreaterThan(0);
      if (warning.code === 'config/unknown-key')
        expect(warning.message).toMatch(/^Unknown or not yet supported key "[^"]+" at /);
    }
  });
});
