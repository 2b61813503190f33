import { parseConfig } from '@docwright/config';
import { describe, expect, it } from 'vitest';
import { createPageSource, planSite, siteIndex } from '../src/index.ts';
import { defaultSections } from '../src/outputs/indexing.ts';
import { createLlmsTxt, type LlmsSpecFile, llmsRoutes } from '../src/outputs/llms-txt.ts';

const baseUrl = 'https://docs.example.com';

function llmsOf(
  config: Record<string, unknown>,
  pages: Record<string, string>,
  specFiles: LlmsSpecFile[] = [],
) {
  const source = JSON.stringify({ name: 'Acme', ...config }, null, 2);
  const parsed = parseConfig(source);
  if (!parsed.config) throw new Error(JSON.stringify(parsed.diagnostics));
  const graph = planSite({
    config: parsed.config,
    configMounts: [{ path: [], file: 'docs.json', source }],
    pages: new Map(
      Object.entries(pages).map(([file, text]) => [
        createPageSource(file, text).route,
        createPageSource(file, text),
      ]),
    ),
    specs: new Map(),
  });
  const index = siteIndex({ graph, config: parsed.config });
  const input = {
    name: parsed.config.name,
    ...(parsed.config.description !== undefined && { description: parsed.config.description }),
    baseUrl,
    sections: defaultSections(graph.sections),
    routes: graph.routes,
    indexed: index.has,
    extraRoutes: index.extraRoutes,
    specFiles,
    externalLinks: graph.externalLinks,
  };
  return { text: createLlmsTxt(input).text, routes: llmsRoutes(input), index };
}

const page = (title: string, description?: string, extra = '') =>
  `---\ntitle: "${title}"\n${description !== undefined ? `description: "${description}"\n` : ''}${extra}---\n\nBody.\n`;

describe('llms.txt', () => {
  const pages = {
    'v1/old.mdx': page('Old guide', 'Only in version 1.'),
    'index.mdx': page('Home', 'Where to start.'),
    'guides/auth.mdx': page('Auth [beta]', 'Tokens and\n  keys.'),
    'guides/deep.mdx': page('Deep dive'),
    'guides/deeper.mdx': page('Deeper', 'Nested twice.'),
    'guides/secret.mdx': page('Secret', 'Hidden from the sidebar.', 'hidden: true\n'),
    'guides/private.mdx': page('Private', 'Never indexed.', 'noindex: true\n'),
    'fr/accueil.mdx': page('Accueil', 'En français.'),
    'zebra.mdx': page('Zebra', 'Outside the navigation.'),
    'aardvark.mdx': page('Aardvark', 'Outside the navigation too.'),
  };
  const navigation = {
    versions: [
      { version: 'v1', groups: [{ group: 'Old', pages: ['v1/old'] }] },
      {
        version: 'v2',
        default: true,
        languages: [
          {
            language: 'en',
            tabs: [
              {
                tab: 'Guides',
                pages: ['index'],
                groups: [
                  {
                    group: 'Security',
                    pages: [
                      'guides/auth',
                      'guides/secret',
                      'guides/private',
                      {
                        group: 'Internals',
                        pages: ['guides/deep', { group: 'More', pages: ['guides/deeper'] }],
                      },
                    ],
                  },
                ],
              },
              { tab: 'Status', href: 'https://status.example.com' },
            ],
          },
          { language: 'fr', groups: [{ group: 'Bienvenue', pages: ['fr/accueil'] }] },
        ],
      },
    ],
  };

  it('follows the navigation of the default version and language, tab ## and group ### and deeper', () => {
    const { text } = llmsOf({ description: 'The Acme API.', navigation }, pages, [
      { path: 'openapi.yaml', title: 'Acme REST', format: 'openapi' },
      { path: 'events.yaml', title: 'Acme events', format: 'asyncapi' },
    ]);
    expect(text).toBe(
      `${[
        '# Acme',
        '> The Acme API.',
        '## Guides',
        '- [Home](https://docs.example.com/index.md): Where to start.',
        '### Security',
        '- [Auth \\[beta\\]](https://docs.example.com/guides/auth.md): Tokens and keys.',
        '#### Internals',
        '- [Deep dive](https://docs.example.com/guides/deep.md)',
        '##### More',
        '- [Deeper](https://docs.example.com/guides/deeper.md): Nested twice.',
        '## OpenAPI Specs',
        '- [Acme REST](https://docs.example.com/openapi.yaml)',
        '## AsyncAPI Specs',
        '- [Acme events](https://docs.example.com/events.yaml)',
        '## Optional',
        '- [Status](https://status.example.com)',
      ].join('\n\n')}\n`,
    );
  });

  it('adds hidden and unlisted pages last, alphabetically, only with seo.indexing all; never noindex ones', () => {
    const { text, routes, index } = llmsOf({ navigation, seo: { indexing: 'all' } }, pages);
    expect(text).toContain(
      [
        '## Other pages\n',
        '- [Aardvark](https://docs.example.com/aardvark.md): Outside the navigation too.',
        '- [Secret](https://docs.example.com/guides/secret.md): Hidden from the sidebar.',
        '- [Zebra](https://docs.example.com/zebra.md): Outside the navigation.\n',
      ].join('\n'),
    );
    expect(routes).not.toContain('guides/private');
    expect(index.has('guides/private')).toBe(false);
    // Other versions and languages are indexed (sitemap, search) but not listed in the llms files.
    expect(index.has('v1/old')).toBe(true);
    expect(routes).not.toContain('v1/old');
    expect(routes).not.toContain('fr/accueil');
  });

  it('keeps hidden groups and divisions out of the navigation and the index, unless seo.indexing is all', () => {
    const config = {
      navigation: {
        tabs: [
          {
            tab: 'Docs',
            groups: [
              { group: 'Shown', pages: ['index'] },
              { group: 'Drafts', hidden: true, pages: ['zebra'] },
            ],
          },
          { tab: 'Internal', hidden: true, groups: [{ group: 'Ops', pages: ['aardvark'] }] },
        ],
      },
    };
    const navigable = llmsOf(config, pages);
    expect(navigable.routes).toEqual(['']);
    expect(navigable.index.has('zebra')).toBe(false);
    expect(navigable.index.has('aardvark')).toBe(false);
    expect(navigable.text).not.toContain('Drafts');
    expect(navigable.text).not.toContain('Internal');
    const all = llmsOf({ ...config, seo: { indexing: 'all' } }, pages);
    expect(all.index.extraRoutes).toEqual(expect.arrayContaining(['aardvark', 'zebra']));
  });

  it('shortens every description, as little as it can, before dropping any entry', () => {
    const many: Record<string, string> = {};
    for (let i = 1; i <= 400; i++) many[`p${i}.mdx`] = page(`Page ${i}`, 'x'.repeat(400));
    const { text } = llmsOf(
      { navigation: { groups: [{ group: 'All', pages: Object.keys(many).map((f) => f.slice(0, -4)) }] } },
      many,
    );
    expect(text.length).toBeLessThanOrEqual(100_000);
    expect(text.length).toBeGreaterThan(99_000);
    const descriptions = [...text.matchAll(/^- \[Page \d+\]\(\S+\): (x+…)$/gm)].map((m) => m[1] ?? '');
    expect(descriptions).toHaveLength(400);
    const length = descriptions[0]?.length ?? 0;
    expect(length).toBeLessThan(300);
    expect(descriptions.every((d) => d.length === length)).toBe(true);
    expect(text).not.toContain('## Left out');
  });

  it('cuts a description at 300 characters', () => {
    const { text } = llmsOf(
      { navigation: { pages: ['long'] } },
      { 'long.mdx': page('Long', 'y'.repeat(320)) },
    );
    expect(text).toContain(`- [Long](https://docs.example.com/long.md): ${'y'.repeat(299)}…\n`);
  });
});
