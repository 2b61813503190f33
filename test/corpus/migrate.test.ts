import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { copySite } from '../helpers/site.ts';

type Json = Record<string, unknown>;

/** The navigation's skeleton: divisions and groups with their names, icons and links, pages left out. */
function skeleton(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter((n) => typeof n !== 'string').map(skeleton);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (['anchor', 'tab', 'group', 'version', 'href', 'icon'].includes(key)) out[key] = value;
    if (['anchors', 'tabs', 'groups', 'versions', 'pages'].includes(key)) out[key] = skeleton(value);
  }
  return out;
}

describe('docs migrate on the real turso mint.json', () => {
  it("matches the maintainers' own docs.json in navigation structure and settings", async () => {
    const legacy = join(corpusDir, 'docs/turso-legacy-mint-json');
    const site = await copySite(legacy, 'migrate');
    const result = await runDocs(['migrate', site]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/^warning config\/migrate-dropped {2}mint\.json:\d+:\d+ \(feedback\)/m);

    const ours = JSON.parse(await readFile(join(site, 'docs.json'), 'utf8')) as Json;
    const theirs = JSON.parse(await readFile(join(legacy, '_migrated/docs.json'), 'utf8')) as Json;
    // The maintainers ran an older Mintlify upgrade, which put the tabs in a first "Documentation"
    // anchor beside the external anchors; today's `upgradeToDocsConfig` (which `docs migrate`
    // follows, see test/oracle/migrate-oracle.test.ts) keeps the tabs at the top and moves the
    // external anchors, all links, to `navigation.global.anchors`. Same tabs, groups and links.
    const [documentation, ...external] = (theirs.navigation as { anchors: Json[] }).anchors;
    expect(documentation?.anchor).toBe('Documentation');
    expect(skeleton({ tabs: (ours.navigation as Json).tabs })).toEqual(
      skeleton({ tabs: documentation?.tabs }),
    );
    expect(skeleton((ours.navigation as { global: Json }).global)).toEqual(skeleton({ anchors: external }));
    expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    for (const key of Object.keys(theirs)) {
      // The maintainers edited redirects and pages in the same commit; everything else must be identical.
      if (key !== 'navigation' && key !== 'redirects') expect(ours[key], key).toEqual(theirs[key]);
    }

    const again = await runDocs(['migrate', site]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists; pass --force');
  });
});
