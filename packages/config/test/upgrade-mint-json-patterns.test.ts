import { describe, expect, it } from 'vitest';
import { parseConfig, upgradeMintJson } from '../src/index.ts';

/** Patterns of real mint.json files (turso, livepeer and Mintlify's own upgrade cases). */
const upgrade = (mint: Record<string, unknown>) => {
  const result = upgradeMintJson({ name: 'Acme', colors: { primary: '#112233' }, ...mint });
  const loaded = parseConfig(JSON.stringify(result.docsJson));
  return { ...result, loaded };
};

describe('migrating real mint.json patterns', () => {
  it('folds groups with an empty name into the group before them, and nested ones into their parent', () => {
    const { docsJson, loaded } = upgrade({
      navigation: [
        { group: 'Platform API', pages: ['api/intro'] },
        { group: '', pages: [{ group: 'Organizations', pages: ['api/orgs/list'] }] },
        { group: 'Guides', pages: ['guides/a', { group: '', pages: ['guides/b', 'guides/c'] }] },
      ],
    });
    expect(docsJson.navigation).toEqual({
      groups: [
        { group: 'Platform API', pages: ['api/intro', { group: 'Organizations', pages: ['api/orgs/list'] }] },
        { group: 'Guides', pages: ['guides/a', 'guides/b', 'guides/c'] },
      ],
    });
    expect(loaded.diagnostics).toEqual([]);
  });

  it('sorts pages under an anchor whose url is a path prefix, with the rest under topAnchor', () => {
    const { docsJson, diagnostics, loaded } = upgrade({
      topAnchor: { name: 'Guides', icon: 'code' },
      anchors: [
        { name: 'API Reference', icon: 'rectangle-terminal', url: 'api-reference' },
        { name: 'Forum', icon: 'comments', url: 'https://forum.acme.example' },
      ],
      navigation: [
        { group: 'Start', pages: ['intro', 'api-reference/overview'] },
        { group: 'Endpoints', pages: ['api-reference/users'] },
      ],
    });
    expect(docsJson.navigation).toEqual({
      anchors: [
        { anchor: 'Guides', icon: 'code', groups: [{ group: 'Start', pages: ['intro'] }] },
        {
          anchor: 'API Reference',
          icon: 'rectangle-terminal',
          groups: [
            { group: 'Start', pages: ['api-reference/overview'] },
            { group: 'Endpoints', pages: ['api-reference/users'] },
          ],
        },
        { anchor: 'Forum', href: 'https://forum.acme.example', icon: 'comments' },
      ],
    });
    // topAnchor was carried over, so it is not reported as dropped.
    expect(diagnostics.map((d) => d.jsonPath)).not.toContain('topAnchor');
    expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('writes font.headings as fonts.heading, each url as source', () => {
    const { docsJson, loaded } = upgrade({
      navigation: [{ group: 'Start', pages: ['intro'] }],
      font: {
        headings: { family: 'Inter', weight: 600, url: 'https://fonts.example/inter.woff2' },
        body: { family: 'Lato' },
      },
    });
    expect(docsJson.fonts).toEqual({
      heading: { family: 'Inter', weight: 600, source: 'https://fonts.example/inter.woff2' },
      body: { family: 'Lato' },
    });
    expect(loaded.diagnostics).toEqual([]);
  });

  it('writes integrations.intercom and frontchat in their current object form', () => {
    const { docsJson, loaded } = upgrade({
      navigation: [{ group: 'Start', pages: ['intro'] }],
      integrations: { intercom: 'abc123xyz', frontchat: 'snippet-123' },
    });
    expect(docsJson.integrations).toEqual({
      intercom: { appId: 'abc123xyz' },
      frontchat: { snippetId: 'snippet-123' },
    });
    // No `config/legacy-form` warning: the docs.json written is already in the current form.
    expect(loaded.diagnostics).toEqual([]);
  });
});
