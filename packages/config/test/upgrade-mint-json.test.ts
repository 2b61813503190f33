import { describe, expect, it } from 'vitest';
import { parseConfig, upgradeMintJson } from '../src/index.ts';

describe('upgradeMintJson', () => {
  it('splits groups into versions and tabs and keeps the result valid', () => {
    const { docsJson, diagnostics } = upgradeMintJson({
      name: 'Acme',
      theme: 'venus',
      colors: { primary: '#112233' },
      tabs: [{ name: 'API', url: 'api' }],
      versions: ['v2', 'v1'],
      navigation: [
        { group: 'Start', pages: ['intro'] },
        { group: 'Old', version: 'v1', pages: ['legacy'] },
        { group: 'Endpoints', pages: ['api/users', { group: 'Nested', pages: ['api/nested'] }] },
        { group: '', pages: ['api/more'] },
      ],
      topbarCtaButton: { name: 'Sign up', url: 'https://acme.example/signup' },
      footerSocials: [{ type: 'github', url: 'https://github.com/acme' }],
      api: { baseUrl: 'https://api.acme.example', playground: { mode: 'hide' } },
      openapi: 'openapi.yaml',
      analytics: { ga4: { measurementId: 'G-123' } },
    });
    expect(diagnostics).toEqual([]);
    expect(docsJson.navigation).toEqual({
      versions: [
        {
          version: 'v2',
          tabs: [
            { tab: 'Documentation', groups: [{ group: 'Start', pages: ['intro'] }] },
            {
              tab: 'API',
              groups: [
                {
                  group: 'Endpoints',
                  pages: ['api/users', { group: 'Nested', pages: ['api/nested'] }, 'api/more'],
                },
              ],
            },
          ],
        },
        {
          version: 'v1',
          tabs: [
            {
              tab: 'Documentation',
              groups: [
                { group: 'Start', pages: ['intro'] },
                { group: 'Old', pages: ['legacy'] },
              ],
            },
            {
              tab: 'API',
              groups: [
                {
                  group: 'Endpoints',
                  pages: ['api/users', { group: 'Nested', pages: ['api/nested'] }, 'api/more'],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(docsJson.theme).toBe('palm');
    expect(docsJson.navbar).toEqual({
      primary: { type: 'button', label: 'Sign up', href: 'https://acme.example/signup' },
    });
    expect(docsJson.footer).toEqual({ socials: { github: 'https://github.com/acme' } });
    expect(docsJson.api).toEqual({
      openapi: 'openapi.yaml',
      mdx: { server: 'https://api.acme.example' },
      playground: { display: 'none' },
    });
    expect(docsJson.integrations).toEqual({ ga4: { measurementId: 'G-123' } });
    // Valid: the only diagnostic is that Docwright lays out palm as mint.
    expect(parseConfig(JSON.stringify(docsJson)).diagnostics.map((d) => `${d.code} ${d.jsonPath}`)).toEqual([
      'config/not-supported theme',
    ]);
  });

  it('warns, with a location, for each key it cannot carry over', () => {
    const source = '{\n  "name": "Acme",\n  "navigation": [],\n  "isWhiteLabeled": true\n}';
    const { diagnostics } = upgradeMintJson(JSON.parse(source), source);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      code: 'config/migrate-dropped',
      file: 'mint.json',
      line: 4,
      column: 3,
      jsonPath: 'isWhiteLabeled',
    });
  });
});
