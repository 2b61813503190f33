import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@docwright/config';
import { docsConfigSchema } from '@mintlify/validation';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { knownKeys, type ZodLike } from '../oracle/mintlify-schema-walk.ts';

const sites = readdirSync(join(corpusDir, 'docs')).sort();
const mintlifyKeys = knownKeys(docsConfigSchema as unknown as ZodLike);

/** `container.key` of a JSON path such as `navigation.tabs[2].menu` (`tabs.menu`). */
const containerKey = (jsonPath: string): string => {
  const segments = jsonPath
    .replace(/\["([^"]*)"\]/g, '.$1')
    .replace(/\[\d+\]/g, '')
    .split('.');
  return `${segments.length > 1 ? segments[segments.length - 2] : '(root)'}.${segments[segments.length - 1]}`;
};

describe.each(sites)('the config of corpus site %s', (site) => {
  it('loads with no errors; every warning names its key and place', async () => {
    const { config, diagnostics } = await loadConfig(join(corpusDir, 'docs', site));
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(config?.name).toBeTruthy();
    for (const warning of diagnostics) {
      expect(warning.line, warning.message).toBeGreaterThan(0);
      if (warning.code === 'config/unknown-key') {
        expect(warning.message).toMatch(/^Unknown or not yet supported key "[^"]+" at /);
        // A key Mintlify's schema knows is a feature to implement or name (config/not-supported), never "unknown".
        expect(mintlifyKeys.has(containerKey(warning.jsonPath ?? '')), warning.jsonPath).toBe(false);
      }
    }
  });
});
