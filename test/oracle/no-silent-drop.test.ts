// Issue 35, "no silent drops": every docs.json key of Mintlify's schema, every front-matter field
// and every component prop Mintlify documents either changes what the build writes or gives a
// located `not-supported` warning naming it. docs/compatibility.md's parity section is made from
// the same data (`node scripts/parity-table.mjs --write`).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Diagnostic } from '@docwright/diagnostics';
import { buildSite } from '@docwright/site-builder';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/site.ts';
import { componentProps } from './parity/component-props.ts';
import { acceptedByMintlify, configKeyWarnings, formatPath } from './parity/config-key-warnings.ts';
import { apiPageContext, frontmatterFields } from './parity/frontmatter-fields.ts';
import { frontmatterInProgress, propsInProgress } from './parity/in-progress.ts';
import { parityCommand, paritySection, withoutTablePadding } from './parity/parity-section.ts';
import { unverifiedKeys } from './parity/unverified-keys.ts';

const baseConfig = {
  theme: 'mint',
  name: 'Parity',
  colors: { primary: '#0D9373' },
  navigation: { groups: [{ group: 'Pages', pages: ['index', 'intro'] }] },
};

const openapi = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'The pets.' } } } } },
  components: { schemas: { Pet: { type: 'object', properties: { id: { type: 'string' } } } } },
});

const fixedFiles: Record<string, string> = {
  'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\nWelcome.\n',
  'intro.mdx': '---\ntitle: Intro\ndescription: The intro.\n---\n\nHello.\n',
  'openapi.json': openapi,
  'logo/light.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
  'images/social.png': 'not really a png',
  // An endpoint page and an MDX API page, so that the `api.*` keys have pages to act on.
  'endpoint.mdx': '---\nopenapi: "openapi.json GET /pets"\n---\n',
  'mdx-api.mdx':
    '---\ntitle: Get pets\napi: "GET /pets"\n---\n\n<ParamField query="limit" type="integer">How many.</ParamField>\n',
};

interface Built {
  readonly files: Map<string, string>;
  readonly diagnostics: readonly Diagnostic[];
}

let site: string;
let outRoot: string;
let builds = 0;

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

/**
 * The builds made so far, by their inputs: the same config and pages come up again (one key's
 * config without it is another's with it), and the comparisons already rely on a build writing
 * the same files for the same inputs.
 */
const builtFrom = new Map<string, Promise<Built>>();

/** Builds the site folder with `config` and `pages` (once per run for the same inputs), and digests every file it writes. */
function build(config: unknown, pages: Record<string, string> = {}): Promise<Built> {
  const inputs = JSON.stringify([config, pages]);
  let built = builtFrom.get(inputs);
  if (!built) {
    built = buildOnce(config, pages);
    builtFrom.set(inputs, built);
  }
  return built;
}

async function buildOnce(config: unknown, pages: Record<string, string>): Promise<Built> {
  for (const entry of await readdir(site))
    if (entry !== '.git' && !(entry in fixedFiles))
      await rm(join(site, entry), { recursive: true, force: true });
  await writeFiles(site, { ...pages, 'docs.json': JSON.stringify(config) });
  const outDir = join(outRoot, `out-${builds++}`);
  const result = await buildSite({
    dir: site,
    outDir,
    renderWorkers: 0,
    warnWithoutBaseUrl: false,
    spool: false,
  });
  const files = new Map<string, string>();
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(
      relative(outDir, path),
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex'),
    );
  }
  await rm(outDir, { recursive: true, force: true });
  return { files, diagnostics: result.diagnostics };
}

/** The output files that differ between two builds, among those `keep` selects. */
function changed(a: Built, b: Built, keep: (path: string) => boolean = () => true): string[] {
  const paths = new Set([...a.files.keys(), ...b.files.keys()]);
  return [...paths].filter((p) => keep(p) && a.files.get(p) !== b.files.get(p));
}

const notSupported = (d: Diagnostic) => d.code.endsWith('/not-supported');

let configKeys: ReturnType<typeof configKeyWarnings>;

beforeAll(async () => {
  configKeys = configKeyWarnings();
  site = await tempDir('no-silent-drop-site');
  outRoot = await tempDir('no-silent-drop-out');
  await writeFiles(site, fixedFiles);
  // A committed site, so that page dates (`metadata.timestamp`) have a history to read.
  const git = (...args: string[]) => execFileSync('git', args, { cwd: site, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'site');
});

describe('no Mintlify feature is dropped silently', () => {
  it('every docs.json key of Mintlify’s schema is applied or warned about at its JSON path', async () => {
    const started = Date.now();
    const { samples, unplaced, warned, toBuild } = configKeys;
    expect(samples.length).toBeGreaterThan(300);
    // Keys whose value the walk cannot make one Mintlify accepts (GraphQL and SDK sources, font files).
    expect(unplaced.filter((id) => !/\.(graphql|sdk|source)$/.test(id))).toEqual([]);
    const drops: string[] = [];
    const baseline = new Map<string, Built>();
    for (const sample of toBuild) {
      if (unverifiedKeys.some((k) => k.pattern.test(sample.id))) continue;
      // An empty object or list stands for nothing: its keys are walked one by one.
      if (isEmpty(valueAt(sample.config, sample.path))) continue;
      const config = withContext(sample.config, sample.path);
      const without = withoutKey(config, sample.path);
      if (!acceptedByMintlify(without)) continue; // a required key: nothing builds without it
      const withBuild = await build(config);
      const key = JSON.stringify(without);
      const withoutBuild = baseline.get(key) ?? (await build(without));
      baseline.set(key, withoutBuild);
      let applied = changed(withBuild, withoutBuild).length > 0;
      // The first sample may be the default: the key's other values are tried before calling it a drop.
      for (const alternative of sample.alternatives) {
        if (applied) break;
        const other = withContext(alternative, sample.path);
        applied = changed(await build(other), withoutBuild).length > 0;
      }
      if (!applied) drops.push(`${sample.id} (${formatPath(sample.path)})`);
    }
    console.info(
      `docs.json: ${samples.length} keys, ${warned.length} warned at the config stage, ${toBuild.length} built with and without (${builds} builds), ${Date.now() - started} ms`,
    );
    expect(drops, 'silent drops: neither applied nor a located config/not-supported warning').toEqual([]);
  });

  it('docs/compatibility.md’s parity section is generated from this data', async () => {
    const root = join(import.meta.dirname, '../..');
    const document = await readFile(join(root, 'docs/compatibility.md'), 'utf8');
    const section = paritySection(root, configKeys.warned);
    expect(
      withoutTablePadding(document).includes(withoutTablePadding(section)),
      `docs/compatibility.md's parity section is stale: run ${parityCommand}`,
    ).toBe(true);
  });

  it('every page front-matter field Mintlify documents is applied or warned about at its line', async () => {
    const fields = frontmatterFields.filter((f) => !frontmatterInProgress.includes(f.field));
    const problems = await compareItems(
      fields.map((f) => ({
        name: f.field,
        mentions: [yamlKey(f.yaml)],
        remains: f.remains,
        page: (applied: boolean) => {
          const context = f.context === 'context-api' ? apiPageContext : f.context;
          const lines = [context, applied ? f.yaml : undefined].filter((l) => l !== undefined);
          return `${lines.length > 0 ? `---\n${lines.join('\n')}\n---\n\n` : ''}# Body\n\nThe page's text.\n`;
        },
      })),
      'fm',
    );
    expect(
      problems,
      'front-matter fields neither applied nor warned about (or warned but not listed as remaining)',
    ).toEqual([]);
  });

  it('every component prop Mintlify documents is applied or warned about at its line', async () => {
    const props = componentProps.filter((p) => !propsInProgress.includes(`${p.component}.${p.prop}`));
    const problems = await compareItems(
      props.map((p) => ({
        name: `${p.component} ${p.prop}`,
        mentions: [p.component, p.prop],
        remains: p.remains,
        page: (applied: boolean) =>
          `---\ntitle: ${p.component} ${p.prop}\n${p.frontmatter ? `${p.frontmatter}\n` : ''}---\n\n${p.use.replace(' $', applied ? ` ${p.attr}` : '')}\n`,
      })),
      'cp',
    );
    expect(
      problems,
      'component props neither applied nor warned about (or warned but not listed as remaining)',
    ).toEqual([]);
  });
});

interface Item {
  readonly name: string;
  /** Words a warning about the item names. */
  readonly mentions: readonly string[];
  readonly remains: string | undefined;
  /** The item's page, with the item or without it. */
  page(applied: boolean): string;
}

const yamlKey = (line: string) => /^"?([^"]+?)"?\s*:/.exec(line)?.[1] ?? line;

/**
 * Builds one site with every item on its own page and one without any, and compares each page's
 * files; an item whose page did not change is built alone (its effect may be on a site-wide file:
 * the sitemap, the search index). Returns each item that changes nothing and gives no warning, and
 * each whose warning disagrees with its `remains`.
 */
async function compareItems(items: readonly Item[], prefix: string): Promise<string[]> {
  const slug = (i: number) => `${prefix}-${String(i).padStart(2, '0')}`;
  const config = {
    ...baseConfig,
    api: { mdx: { server: 'https://api.example.com' } },
    navigation: {
      groups: [
        { group: 'Pages', pages: ['index', 'intro', ...items.map((_, i) => slug(i))] },
        { group: 'API', openapi: 'openapi.json', pages: ['GET /pets'] },
      ],
    },
  };
  const pagesWith = (applied: (i: number) => boolean) =>
    Object.fromEntries(items.map((item, i) => [`${slug(i)}.mdx`, item.page(applied(i))]));
  const without = await build(
    config,
    pagesWith(() => false),
  );
  const all = await build(
    config,
    pagesWith(() => true),
  );
  const problems: string[] = [];
  for (const [i, item] of items.entries()) {
    const file = `${slug(i)}.mdx`;
    const warned = all.diagnostics.some(
      (d) =>
        notSupported(d) &&
        d.file?.endsWith(file) === true &&
        d.line !== undefined &&
        item.mentions.every((word) => d.message.includes(word)),
    );
    if (item.remains !== undefined) {
      if (!warned)
        problems.push(
          `${item.name}: listed as remaining, but ${file} gives no located not-supported warning naming it`,
        );
      continue;
    }
    if (warned) {
      problems.push(`${item.name}: warned about as not supported; give it \`remains\` in its data module`);
      continue;
    }
    const own = (path: string) => path.includes(`${slug(i)}/`) || path.includes(`${slug(i)}.`);
    if (changed(all, without, own).length > 0) continue;
    const alone = await build(
      config,
      pagesWith((j) => j === i),
    );
    if (changed(alone, without).length === 0)
      problems.push(`${item.name}: silent drop (no output changes, no warning)`);
  }
  return problems;
}

const divisionNames: Readonly<Record<string, [string, string]>> = {
  products: ['product', 'Second'],
  tabs: ['tab', 'Second'],
  anchors: ['anchor', 'Second'],
  dropdowns: ['dropdown', 'Second'],
  versions: ['version', 'v2'],
  languages: ['language', 'fr'],
  menu: ['item', 'Second'],
};

/**
 * The sample with what a key needs to show: every group gets a page, and every list of divisions
 * (tabs, products...) a second one, since a switcher of one entry shows nothing. Both builds of a
 * key get the same context; only the key differs. Left as it was when Mintlify refuses the result.
 */
function withContext(
  config: Record<string, unknown>,
  path: readonly (string | number)[],
): Record<string, unknown> {
  const copy = structuredClone(config);
  const visit = (node: unknown, key?: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, key);
      const name = key ? divisionNames[key] : undefined;
      if (name && node.length === 1) node.push({ [name[0]]: name[1], href: 'https://example.com/second' });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (
      typeof record.group === 'string' &&
      record.pages === undefined &&
      record.openapi === undefined &&
      record.asyncapi === undefined
    )
      record.pages = ['intro'];
    for (const [k, v] of Object.entries(record)) visit(v, k);
  };
  visit(copy);
  return valueAt(copy, path) !== undefined && acceptedByMintlify(copy) ? copy : config;
}

function valueAt(config: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, segment) => (node as Record<string | number, unknown>)?.[segment],
    config,
  );
}

const isEmpty = (value: unknown) =>
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

function withoutKey(config: Record<string, unknown>, path: readonly (string | number)[]): unknown {
  const copy = structuredClone(config);
  let node: unknown = copy;
  for (const segment of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[segment];
  delete (node as Record<string | number, unknown>)[path[path.length - 1] as string | number];
  return copy;
}
