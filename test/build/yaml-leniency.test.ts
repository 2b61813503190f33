// YAML that js-yaml (Mintlify's reader: front matter through `front-matter`, specs through
// `@mintlify/common`) accepts and the YAML 1.2 parser refuses: a quoted scalar continued on lines
// indented no deeper than its key. Such a page or spec must build, with every later diagnostic
// still located at the right line.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { locateYamlPath, parseYamlBounded, specShapeLimits } from '@docwright/diagnostics';
import { splitFrontmatter } from '@docwright/mdx';
import { parseFrontmatter } from '@mintlify/common';
import { describe, expect, it } from 'vitest';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

const livepeer = join(corpusDir, 'docs/livepeer-legacy-mint-json');

describe('front matter with a quoted value continued at column 0 (livepeer)', () => {
  for (const page of [
    'sdks/introduction.mdx',
    'sdks/react/broadcast/Video.mdx',
    'sdks/react/player/Time.mdx',
    'sdks/react/player/Video.mdx',
  ]) {
    it(`reads ${page} as Mintlify does`, async () => {
      const source = await readFile(join(livepeer, page), 'utf8');
      const split = splitFrontmatter(source, page);
      expect(split.diagnostics).toEqual([]);
      const mintlify = parseFrontmatter(source).attributes as Record<string, unknown>;
      expect(split.frontmatter.description).toBe(mintlify.description);
      expect(split.frontmatter.description).toMatch(/^\S.* \S.*[^\s"]$/);
      for (const key of Object.keys(mintlify)) expect(split.frontmatter[key]).toEqual(mintlify[key]);
    });
  }

  it('still refuses, located, what js-yaml refuses too', () => {
    const split = splitFrontmatter('---\ntitle: "A\ndescription: x\n---\nBody\n', 'bad.mdx');
    expect(split.diagnostics).toHaveLength(1);
    // The strict parser's place: the line the unclosed quote ran into (file line 3).
    expect(split.diagnostics[0]).toMatchObject({ code: 'page/frontmatter', file: 'bad.mdx', line: 3 });
  });

  it('builds the livepeer site, those four pages with their descriptions', async () => {
    const site = await writeSite({}, 'livepeer-out');
    const result = await runDocs(['build', livepeer, '--out', join(site, 'out')]);
    expect(result.code, result.stderr.slice(-3000)).toBe(0);
    expect(result.stderr).not.toContain('page/frontmatter');
    const html = await readFile(join(site, 'out/sdks/react/player/Time/index.html'), 'utf8');
    expect(html).toContain(
      'content="The `Time` component provides a display of the current time, total duration, and progress of the media."',
    );
  }, 120_000);
});

const swagger = `swagger: "2.0"
info:
  title: Pets
  description: "The pet store API, whose description a generator wrapped
  at its key's indentation."
  version: "1.0"
host: pets.example.com
paths:
  /pets:
    get:
      operationId: listPets
      summary: "List every pet, a summary that also
      wraps at its key's indentation"
      responses:
        "200":
          description: OK
`;

describe('a Swagger description continued at its key indentation', () => {
  it('parses to the value js-yaml 4 gives', () => {
    const parsed = parseYamlBounded(swagger, specShapeLimits(swagger.length), { uniqueKeys: false });
    expect(parsed.ok).toBe(true);
    const value = (parsed as { value: { info: { description: string; version: string } } }).value;
    expect(value.info.description).toBe(
      "The pet store API, whose description a generator wrapped at its key's indentation.",
    );
    expect(value.info.version).toBe('1.0');
  });

  it('locates paths after the wrapped value at their own line and column', () => {
    expect(locateYamlPath(swagger, ['info', 'version'])).toEqual({ line: 6, column: 3 });
    expect(locateYamlPath(swagger, ['host'])).toEqual({ line: 7, column: 1 });
    expect(locateYamlPath(swagger, ['paths', '/pets', 'get', 'responses'])).toEqual({ line: 14, column: 7 });
  });

  it('builds a site whose API reference is that spec', async () => {
    const site = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Pets',
        navigation: { groups: [{ group: 'API', openapi: 'swagger.yaml' }] },
      }),
      'swagger.yaml': swagger,
    });
    const result = await runDocs(['build', site, '--out', join(site, 'out')]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('spec/parse');
    const page = await readFile(
      join(
        site,
        'out/api-reference/list-every-pet-a-summary-that-also-wraps-at-its-keys-indentation/index.html',
      ),
      'utf8',
    );
    expect(page).toContain(
      "<title>List every pet, a summary that also wraps at its key's indentation - Pets</title>",
    );
  }, 120_000);
});
