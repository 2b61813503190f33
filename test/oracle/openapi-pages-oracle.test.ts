// Differential suite 3: the routes and titles of generated endpoint pages equal what Mintlify's
// `generateOpenApiPages` (@mintlify/common) makes from the same document, for every OpenAPI file
// of the corpus, except where a documented rule of ours differs (docs/compatibility.md):
// - a route segment longer than `maxSegmentBytes` is cut and ended with a hash (file systems);
// - `?` and `#` never stay in a route (they would end a URL's path);
// - a title from a summary is its Markdown as text (`**Create** a pet` -> `Create a pet`);
// - an operation without a summary (or with `summary: ""`) is titled by its request line,
//   `POST /v1/payment_intents` (Mintlify: the route's last segment, `Post v1payment intents`);
// - an empty `summary: ""` on a webhook titles the page from its route (Mintlify leaves it blank);
// - OpenAPI 3.2 `query` operations have pages (Mintlify skips the method);
// - a webhooks-only document (no `paths`) builds (the oracle is handed `paths: {}`).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  type ApiSpec,
  inlineMarkdownText,
  loadSpec,
  maxSegmentBytes,
  requestLineTitle,
  routeTitle,
} from '@docwright/api-model';
import { parseConfig } from '@docwright/config';
import { type EndpointRoute, planSite } from '@docwright/site-builder';
import { generateOpenApiPages } from '@mintlify/common';
import { describe, expect, it } from 'vitest';
import { tagGroupPath } from '../../packages/site-builder/src/plan/generated-routes.ts';
import { corpusDir } from '../helpers/cli.ts';

interface SpecFile {
  /** Folder the spec's relative `$ref`s resolve from. */
  readonly siteDir: string;
  /** The spec's path inside `siteDir`. */
  readonly file: string;
}

const manifest = JSON.parse(readFileSync(join(corpusDir, 'manifest.json'), 'utf8')) as {
  api_documents: { file: string; kind: string; external_ref_targets?: number }[];
  docs_sites: { dir: string; spec_files?: { file: string; kind: string }[] }[];
};

const specFiles: SpecFile[] = [
  ...manifest.api_documents
    .filter((d) => d.kind === 'openapi')
    .map((d) => {
      const source = join(corpusDir, d.file);
      // Multi-file specs keep their folder around them so relative $refs still resolve.
      const siteDir = d.external_ref_targets ? dirname(dirname(source)) : dirname(source);
      return { siteDir, file: source.slice(siteDir.length + 1) };
    }),
  ...manifest.docs_sites.flatMap((site) =>
    (site.spec_files ?? [])
      .filter((s) => s.kind === 'openapi')
      .map((s) => ({ siteDir: join(corpusDir, site.dir), file: s.file })),
  ),
];

/** Mintlify's href made to follow our documented rules: `?`/`#` dropped, long segments capped. */
function expectedRoute(href: string): { route: string; capped: boolean } {
  const segments = href
    .replace(/^\//, '')
    .split('/')
    .map((s) => s.replace(/[?#]/g, ''))
    .filter(Boolean);
  const capped = segments.some((s) => Buffer.byteLength(s) > maxSegmentBytes);
  return { route: segments.join('/'), capped };
}

/** Docwright's generated endpoint routes for one spec, as a `docs.json` naming it would plan them. */
function plannedRoutes(spec: ApiSpec): Map<string, EndpointRoute> {
  const source = JSON.stringify({
    name: 'Oracle',
    navigation: { groups: [{ group: 'API', openapi: spec.id }] },
  });
  const parsed = parseConfig(source);
  if (!parsed.config) throw new Error(JSON.stringify(parsed.diagnostics));
  const graph = planSite({
    config: parsed.config,
    configMounts: [{ path: [], file: 'docs.json', source }],
    pages: new Map(),
    specs: new Map([[spec.id, spec]]),
  });
  const byKey = new Map<string, EndpointRoute>();
  for (const entry of graph.routes.values())
    if (entry.kind === 'endpoint' && entry.binding.specId === spec.id) byKey.set(entry.binding.key, entry);
  return byKey;
}

describe("generated endpoint routes and titles equal Mintlify's generateOpenApiPages", () => {
  it.each(specFiles.map((s) => [join(s.siteDir, s.file).slice(corpusDir.length), s] as const))(
    '%s',
    async (_, { siteDir, file }) => {
      const loaded = await loadSpec(siteDir, file, { schemaCheck: false });
      const spec = loaded.spec;
      if (!spec) {
        // One corpus file is not JSON (a raw control character in a string): Mintlify cannot read it either.
        expect(loaded.diagnostics.map((d) => d.code)).toEqual(['spec/parse']);
        expect(() => JSON.parse(readFileSync(join(siteDir, file), 'utf8'))).toThrow();
        return;
      }
      const ours = plannedRoutes(spec);
      const oracle = generateOpenApiPages({
        spec: { paths: {}, ...spec.document } as Parameters<typeof generateOpenApiPages>[0]['spec'],
        // With its leading slash, as Mintlify's prebuild names it; without one the summary lookup misses.
        specFilePath: `/${spec.id}`,
      });
      const mismatches: unknown[] = [];
      for (const page of oracle) {
        const key = page.isWebhook ? `WEBHOOK ${page.path}` : `${page.method.toUpperCase()} ${page.path}`;
        const entry = ours.get(key);
        const expected = expectedRoute(page.href);
        const operation = spec.operations.find((op) => op.key === key);
        const untitled =
          operation !== undefined &&
          !page.isWebhook &&
          !operation.summary &&
          operation.page.title === undefined;
        const title = untitled
          ? requestLineTitle(operation)
          : page.title === ''
            ? routeTitle(expected.route)
            : page.title === operation?.summary && !page.isWebhook
              ? inlineMarkdownText(page.title)
              : page.title;
        const route = entry?.route ?? '';
        const routeMatches = expected.capped
          ? route.split('/').every((part) => part !== '' && Buffer.byteLength(part) <= maxSegmentBytes + 4) &&
            !/[?#]/.test(route)
          : route === expected.route;
        // The sidebar group: the tag's `x-group`, else the tag (OpenAPI 3.2 nesting and untagged
        // operations, which Mintlify leaves ungrouped, are ours to place).
        const tag = operation && spec.tags.find((t) => t.name === operation.tags[0]);
        const group =
          operation && page.tag !== undefined && tag?.parent === undefined && tag?.summary === undefined
            ? tagGroupPath(spec, operation).join(' / ')
            : page.tag;
        if (group !== page.tag) mismatches.push({ key, oracleGroup: page.tag, ourGroup: group });
        if (!routeMatches || entry?.title !== title)
          mismatches.push({ key, oracle: [expected.route, title], ours: [entry?.route, entry?.title] });
      }
      expect(mismatches).toEqual([]);
      const oracleKeys = new Set(
        oracle.map((p) => (p.isWebhook ? `WEBHOOK ${p.path}` : `${p.method.toUpperCase()} ${p.path}`)),
      );
      const extra = [...ours.keys()].filter((key) => !oracleKeys.has(key) && !key.startsWith('QUERY '));
      expect(extra).toEqual([]);
      expect(new Set([...ours.values()].map((e) => e.route.toLowerCase())).size).toBe(ours.size);
    },
  );
});
