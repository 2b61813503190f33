import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/index.ts';

/** Values the differential suite (test/oracle/config-oracle.test.ts) found Mintlify accepting. */
const load = (extra: Record<string, unknown>) =>
  parseConfig(JSON.stringify({ name: 'X', navigation: { pages: ['index'] }, ...extra }));
const summary = (extra: Record<string, unknown>) =>
  load(extra).diagnostics.map((d) => `${d.severity} ${d.code} ${d.jsonPath}`);

describe('values Mintlify accepts load without an error', () => {
  it('takes spec objects inside an openapi list; a lone one keeps its directory', () => {
    const one = load({ api: { openapi: [{ source: 'a.json', directory: 'ref' }] } });
    expect(one.diagnostics).toEqual([]);
    expect(one.config?.api.openapi).toEqual({ source: 'a.json', directory: 'ref' });
    const two = load({
      api: { openapi: ['a.json', { source: 'b.json', directory: 'b', overlays: ['o.yaml'] }] },
    });
    expect(two.config?.api.openapi).toEqual(['a.json', 'b.json']);
    expect(two.diagnostics.map((d) => `${d.severity} ${d.code} ${d.jsonPath}`)).toEqual([
      'warning config/not-supported api.openapi[1].directory',
      'warning config/not-supported api.openapi[1].overlays',
    ]);
  });

  it('drops an integration whose id is empty, with a warning, and warns on unknown keys inside one', () => {
    const { config, diagnostics } = load({
      integrations: { mixpanel: { projectToken: '' }, segment: { key: 'k', region: 'eu' } },
    });
    expect(config?.integrations.mixpanel).toBeUndefined();
    expect(config?.integrations.segment).toEqual({ key: 'k' });
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.jsonPath}`).sort()).toEqual([
      'warning config/not-supported integrations.mixpanel.projectToken',
      'warning config/unknown-key integrations.segment.region',
    ]);
    // Directly under `integrations`, an unknown name is still an error, as in Mintlify.
    expect(summary({ integrations: { mixpanl: { projectToken: 'x' } } })).toEqual([
      'error config/invalid integrations.mixpanl',
    ]);
  });

  it('reads an empty logo or favicon as none, and an empty side as the other side', () => {
    expect(load({ logo: '', favicon: '' }).config).toMatchObject({ logo: undefined, favicon: undefined });
    expect(load({ logo: { light: '/l.svg', dark: '' } }).config?.logo).toEqual({
      light: '/l.svg',
      dark: '/l.svg',
    });
  });

  it('takes a site path for a github or discord navbar button, and an empty button label', () => {
    expect(summary({ navbar: { primary: { type: 'github', href: '/repo' } } })).toEqual([]);
    expect(summary({ navbar: { primary: { type: 'button', label: '', href: '/start' } } })).toEqual([]);
  });

  it('reads a tab menu as the tab’s dropdowns, each item with its own pages', () => {
    const { config, diagnostics } = parseConfig(
      JSON.stringify({
        name: 'X',
        navigation: {
          tabs: [{ tab: 'Deploy', menu: [{ item: 'Cloud', icon: 'cloud', pages: ['cloud/setup'] }] }],
        },
      }),
    );
    expect(diagnostics).toEqual([]);
    expect(config?.navigation.tabs?.[0]).toEqual({
      tab: 'Deploy',
      dropdowns: [{ dropdown: 'Cloud', icon: 'cloud', pages: ['cloud/setup'] }],
    });
  });

  it('names a key Mintlify accepts but Docwright does not apply as not supported, with the feature', () => {
    const { diagnostics } = parseConfig(
      JSON.stringify({
        name: 'X',
        interaction: { drilldown: true },
        navigation: { groups: [{ group: 'G', pages: ['a'], searchable: false, directory: 'card' }] },
      }),
    );
    expect(diagnostics.map((d) => `${d.code} ${d.jsonPath}`)).toEqual([
      'config/not-supported navigation.groups[0].searchable',
      'config/not-supported navigation.groups[0].directory',
      'config/not-supported interaction',
    ]);
    expect(diagnostics[0]?.message).toContain('leaving a section out of search');
  });
});
