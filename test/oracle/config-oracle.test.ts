import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig, parseConfig } from '@docwright/config';
import type { Diagnostic } from '@docwright/diagnostics';
import { docsConfigSchema, resolveRefs, validateDocsConfig } from '@mintlify/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitraryOf,
  enumLeaves,
  leafId,
  sampleConfigs,
  scalarsAt,
  type ZodLike,
} from './mintlify-schema-walk.ts';

/**
 * Differential suite 1: whatever docs.json Mintlify's own validator accepts, Docwright loads with no
 * error (anything it does not implement is a warning).
 */
const corpus = join(import.meta.dirname, '../../../shared/corpus/docs');
const mintlifySchema = docsConfigSchema as unknown as ZodLike;

/**
 * Errors kept on purpose where Mintlify takes any string: a link or image URL with a scheme other
 * than http(s), mailto: or tel: (`javascript:` would run on every page), and the host of a script
 * an integration loads unless it is an http(s) URL.
 */
const deliberate = (d: Diagnostic): boolean =>
  d.code === 'config/unsafe-url' ||
  /^integrations\.\w+\.(apiHost|launchUrl|scriptSource|cdnUrl)$/.test(d.jsonPath ?? '');

const errorsOf = (config: unknown) =>
  parseConfig(JSON.stringify(config))
    .diagnostics.filter((d) => d.severity === 'error' && !deliberate(d))
    .map((d) => `${d.jsonPath ?? ''}: ${d.message}`);

describe('docs.json that Mintlify accepts loads in Docwright with no error', () => {
  it('every docs.json of the corpus ($ref splits resolved)', async () => {
    const sites = readdirSync(corpus).filter((site) => existsSync(join(corpus, site, 'docs.json')));
    let accepted = 0;
    const failures: string[] = [];
    for (const site of sites) {
      const dir = join(corpus, site);
      const raw: unknown = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
      const { resolved } = await resolveRefs(raw, (path) => readFile(join(dir, path), 'utf8'));
      if (!validateDocsConfig(resolved).success) continue;
      accepted++;
      const loaded = await loadConfig(dir);
      for (const d of loaded.diagnostics.filter((x) => x.severity === 'error'))
        failures.push(`${site} ${d.jsonPath ?? d.file}: ${d.message}`);
      expect(loaded.config, site).toBeDefined();
    }
    console.info(`corpus: ${accepted} of ${sites.length} docs.json accepted by Mintlify`);
    expect(failures).toEqual([]);
    expect(accepted).toBeGreaterThanOrEqual(15);
  });

  it('every enum value of every key of Mintlify’s schema, one key varied at a time', () => {
    const configs = sampleConfigs(mintlifySchema);
    const wanted = new Set(
      enumLeaves(mintlifySchema).flatMap((leaf) => leaf.values.map((v) => leafId(leaf.path.split('.'), v))),
    );
    const covered = new Set<string>();
    const failures: string[] = [];
    let accepted = 0;
    for (const config of configs) {
      if (!validateDocsConfig(config).success) continue;
      accepted++;
      for (const id of scalarsAt(config)) covered.add(id);
      for (const error of errorsOf(config)) failures.push(`${error}\n    in ${JSON.stringify(config)}`);
    }
    // The walk is honest only if Mintlify took nearly all of it and every enum value appeared.
    expect([...wanted].filter((id) => !covered.has(id))).toEqual([]);
    console.info(
      `enumeration: ${configs.length} configs, ${accepted} accepted by Mintlify, ${wanted.size} enum values covered`,
    );
    expect(wanted.size).toBeGreaterThan(300);
    expect(accepted).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  });

  it('random configs built from Mintlify’s schema (fast-check)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(arbitraryOf(mintlifySchema), (value) => {
        // Both read the same JSON (a generated `undefined` in a list is `null` there).
        const config: unknown = JSON.parse(JSON.stringify(value));
        if (!validateDocsConfig(config).success) return;
        accepted++;
        expect(errorsOf(config)).toEqual([]);
      }),
      { numRuns: 600, seed: 23 },
    );
    console.info(
      `fast-check: ${accepted} of 600 generated configs accepted by Mintlify, all loaded with no error`,
    );
    expect(accepted).toBeGreaterThan(100);
  });
});
