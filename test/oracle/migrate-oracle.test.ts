import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseConfig } from '@docwright/config';
import { upgradeToDocsConfig, validateDocsConfig } from '@mintlify/validation';
import { describe, expect, it } from 'vitest';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { copySite } from '../helpers/site.ts';

type Json = Record<string, unknown>;

/**
 * Differential suite 2: `docs migrate` gives the navigation Mintlify's own `upgradeToDocsConfig`
 * gives (tabs, anchors, groups, pages and their order) on every legacy mint.json of the corpus.
 *
 * One deviation is kept on purpose and applied to Mintlify's output before comparing: a group
 * with an empty name continues the group before it (nested, its pages join its parent's).
 * Mintlify's upgrade keeps `"group": ""`, which its own docs.json schema refuses (a group name
 * must not be empty), and turso's maintainers merged those groups by hand in the same way.
 */
function mergeUnnamed(node: unknown): unknown {
  if (Array.isArray(node)) {
    const out: unknown[] = [];
    for (const item of node.map(mergeUnnamed)) {
      const previous = out[out.length - 1] as Json | undefined;
      const unnamed = typeof item === 'object' && item !== null && (item as Json).group === '';
      if (unnamed && previous && typeof previous === 'object' && Array.isArray(previous.pages))
        previous.pages = [...previous.pages, ...((item as Json).pages as unknown[])];
      else if (unnamed) out.push(...((item as Json).pages as unknown[]));
      else out.push(item);
    }
    return out;
  }
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node as Json).map(([k, v]) => [k, mergeUnnamed(v)]));
}

const sites = ['turso-legacy-mint-json', 'livepeer-legacy-mint-json'];

describe('docs migrate matches Mintlify’s upgradeToDocsConfig', () => {
  it.each(sites)('%s: the same navigation, and a docs.json both validators accept', async (name) => {
    const legacy = join(corpusDir, 'docs', name);
    const mint = JSON.parse(await readFile(join(legacy, 'mint.json'), 'utf8')) as Json;
    const theirs = upgradeToDocsConfig(structuredClone(mint) as never, { shouldUpgradeTheme: true }) as Json;

    const site = await copySite(legacy, 'migrate-oracle');
    const result = await runDocs(['migrate', site, '--force']);
    expect(result.code, result.stderr).toBe(0);
    const written = await readFile(join(site, 'docs.json'), 'utf8');
    const ours = JSON.parse(written) as Json;

    expect(ours.navigation).toEqual(mergeUnnamed(theirs.navigation));
    expect(validateDocsConfig(ours).success).toBe(true);
    expect(parseConfig(written).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
