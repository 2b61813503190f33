import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/index.ts';

describe('parseConfig', () => {
  it('applies the documented defaults and normalizes language aliases', () => {
    const { config, diagnostics } = parseConfig(
      JSON.stringify({
        name: 'X',
        navigation: { pages: ['index'] },
        api: { examples: { languages: ['curl', 'c#', '.NET', 'cpp', 'js'] } },
      }),
    );
    expect(diagnostics).toEqual([]);
    expect(config?.api.playground).toEqual({ display: 'interactive', proxy: true, credentials: false });
    expect(config?.api.examples).toEqual({
      languages: ['bash', 'csharp', 'dotnet', 'c++', 'javascript'],
      defaults: 'all',
      prefill: false,
      autogenerate: true,
    });
    expect(config?.seo.indexing).toBe('navigable');
  });

  it('uses the default language set when none is given', () => {
    const { config } = parseConfig(JSON.stringify({ name: 'X', navigation: { pages: [] } }));
    expect(config?.api.examples.languages).toEqual([
      'bash',
      'python',
      'javascript',
      'node',
      'go',
      'java',
      'php',
      'ruby',
    ]);
  });

  it('locates a JSON syntax error at its line and column', () => {
    const source = '{\n  "name": "X",\n  "navigation": { "pages": ["a",] }\n}';
    const { config, diagnostics } = parseConfig(source);
    expect(config).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({
      code: 'config/json-syntax',
      file: 'docs.json',
      line: 3,
      column: 33,
    });
    expect(diagnostics[0]?.frame).toContain('> 3 |');
  });

  it('explains a wrong enum value with a suggestion and the JSON path', () => {
    const source =
      '{\n  "name": "X",\n  "navigation": { "pages": [] },\n  "api": { "playground": { "display": "interactve" } }\n}';
    const { diagnostics } = parseConfig(source);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      code: 'config/invalid',
      severity: 'error',
      jsonPath: 'api.playground.display',
      line: 4,
    });
    expect(diagnostics[0]?.message).toBe(
      'api.playground.display: expected one of interactive, simple, none, auth; found "interactve". Did you mean "interactive"?',
    );
  });

  it('reports an unknown key as a warning and still returns the config', () => {
    const { config, diagnostics } = parseConfig(
      JSON.stringify({ name: 'X', navigation: { pages: [] }, footerSocials: {} }),
    );
    expect(config?.name).toBe('X');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      code: 'config/unknown-key',
      severity: 'warning',
      jsonPath: 'footerSocials',
    });
  });

  it('drops an unknown snippet language with a warning naming it, as Mintlify takes any string', () => {
    const { config, diagnostics } = parseConfig(
      JSON.stringify({
        name: 'X',
        navigation: { pages: [] },
        api: { examples: { languages: ['cobol', 'go'] } },
      }),
    );
    expect(diagnostics.map((d) => [d.code, d.severity, d.jsonPath])).toEqual([
      ['config/not-supported', 'warning', 'api.examples.languages[0]'],
    ]);
    expect(diagnostics[0]?.message).toContain('"cobol"');
    expect(config?.api.examples.languages).toEqual(['go']);
  });

  it('matches snippet languages case-insensitively (.Net, cURL, Python)', () => {
    const { config, diagnostics } = parseConfig(
      JSON.stringify({
        name: 'X',
        navigation: { pages: [] },
        api: { examples: { languages: ['.Net', 'cURL', 'Python', 'C#'] } },
      }),
    );
    expect(diagnostics).toEqual([]);
    expect(config?.api.examples.languages).toEqual(['dotnet', 'bash', 'python', 'csharp']);
  });

  it('reports every problem at once', () => {
    const { diagnostics } = parseConfig(
      JSON.stringify({ navigation: { groups: [{ pages: [] }] }, colors: { primary: 'red' } }),
    );
    const paths = diagnostics.map((d) => d.jsonPath).sort();
    expect(paths).toEqual(['colors.primary', 'name', 'navigation.groups[0].group']);
  });
});

describe('values Mintlify accepts', () => {
  it('loads icon objects wherever an icon goes, as the icon name', () => {
    const bolt = { name: 'bolt', style: 'solid' };
    const { config, diagnostics } = parseConfig(
      JSON.stringify({
        name: 'X',
        icons: { library: 'tabler' },
        navbar: { links: [{ label: '', href: 'https://github.com/x', icon: { name: 'github' } }] },
        navigation: {
          global: { anchors: [{ anchor: 'Blog', href: 'https://x.dev/blog', icon: bolt }] },
          tabs: [{ tab: 'Guides', icon: bolt, groups: [{ group: 'Start', icon: bolt, pages: ['index'] }] }],
        },
      }),
    );
    expect(diagnostics).toEqual([]);
    expect(config?.navigation.global?.anchors?.[0]?.icon).toBe('bolt');
    expect(config?.navigation.tabs?.[0]?.icon).toBe('bolt');
    expect(config?.navigation.tabs?.[0]?.groups?.[0]?.icon).toBe('bolt');
    expect(config?.navbar?.links?.[0]).toEqual({ label: '', href: 'https://github.com/x', icon: 'github' });
  });

  it('takes every contextual option Mintlify lists, and custom options with icon objects', () => {
    const options = [
      'copy',
      'view',
      'download-spec',
      'add-mcp',
      'devin-mcp',
      'grok',
      'windsurf',
      'assistant',
    ];
    const custom = {
      title: 'Ask',
      description: 'Ask us',
      icon: { name: 'robot' },
      href: 'https://x.dev/?q=$page',
    };
    const { diagnostics } = parseConfig(
      JSON.stringify({
        name: 'X',
        navigation: { pages: [] },
        contextual: { options: [...options, custom], display: 'toc' },
      }),
    );
    // Accepted, with no error (`display: "toc"` is applied); the ones the page menu cannot offer
    // are located warnings (the MCP options, which need the build's MCP URL, are the build's to judge).
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.jsonPath}`)).toEqual([
      'warning config/not-supported contextual.options[4]',
      'warning config/not-supported contextual.options[7]',
    ]);
  });

  it('accepts the contextual option devin-desktop with a located warning naming what to use instead', () => {
    const source = JSON.stringify(
      { name: 'X', navigation: { pages: [] }, contextual: { options: ['copy', 'devin-desktop'] } },
      null,
      2,
    );
    const { config, diagnostics } = parseConfig(source);
    expect(config?.contextual?.options).toEqual(['copy', 'devin-desktop']);
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.jsonPath} ${d.line}`)).toEqual([
      'warning config/not-supported contextual.options[1] 9',
    ]);
    expect(diagnostics[0]?.message).toMatch(/Devin Desktop.*`copy`/);
  });

  it('loads every form of styling.codeblocks themes, warning, located, only for what it cannot apply', () => {
    for (const codeblocks of [
      'dracula',
      { theme: 'css-variables' },
      { theme: { light: 'min-light', dark: 'nord' } },
    ]) {
      const { config, diagnostics } = parseConfig(
        JSON.stringify({ name: 'X', navigation: { pages: [] }, styling: { codeblocks } }),
      );
      expect(config, JSON.stringify(codeblocks)).toBeDefined();
      expect(diagnostics, JSON.stringify(codeblocks)).toEqual([]);
    }
    const source = JSON.stringify(
      {
        name: 'X',
        navigation: { pages: [] },
        styling: {
          codeblocks: { theme: { light: 'min-light', dark: 'nrod' }, languages: { custom: ['my.json'] } },
        },
      },
      null,
      2,
    );
    const { config, diagnostics } = parseConfig(source);
    expect(config).toBeDefined();
    expect(diagnostics).toMatchObject([
      {
        code: 'config/not-supported',
        severity: 'warning',
        jsonPath: 'styling.codeblocks.theme.dark',
        line: 10,
      },
      { code: 'config/not-supported', severity: 'warning', jsonPath: 'styling.codeblocks.languages.custom' },
    ]);
    expect(diagnostics[0]?.message).toMatch(/no code theme "nrod"/);
    expect(diagnostics[0]?.hint).toMatch(/Did you mean "nord"/);
  });
});
