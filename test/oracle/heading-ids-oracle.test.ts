// Differential suite 4: the ids of headings and of hand-written ParamField/ResponseField equal
// what Mintlify's own plugins (@mintlify/common: remarkComponentIds, remarkUnwrapJsxHeadings,
// remarkExtractTableOfContents, rehypeParamFieldIds, then cleanHeadingId as its Heading renders
// it) give, on every page of every corpus site. Both sides parse the same body with the parser
// our compile uses; each side's custom-id step (`## Title {#id}`) is its own.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import remarkGfm from '../../packages/mdx/node_modules/remark-gfm/index.js';
import remarkMath from '../../packages/mdx/node_modules/remark-math/index.js';
import remarkMdx from '../../packages/mdx/node_modules/remark-mdx/index.js';
import remarkParse from '../../packages/mdx/node_modules/remark-parse/index.js';
import { unified } from '../../packages/mdx/node_modules/unified/index.js';
import { VFile } from '../../packages/mdx/node_modules/vfile/index.js';
import { escapeCustomHeadingIds } from '../../packages/mdx/src/custom-heading-ids.ts';
import { splitFrontmatter } from '../../packages/mdx/src/frontmatter.ts';
import { remarkHeadingIds } from '../../packages/mdx/src/plugins/remark-heading-ids.ts';
import { corpusDir } from '../helpers/cli.ts';

// Mintlify's slugify spends most of its time rebuilding the same regular expressions for each
// heading; its transliteration is pure, so this run keeps its results (see memoized-transliterate.mjs).
register('./memoized-transliterate.mjs', import.meta.url);
const {
  cleanHeadingId,
  preprocessCustomHeadingIds,
  rehypeParamFieldIds,
  remarkComponentIds,
  remarkExtractTableOfContents,
  remarkUnwrapJsxHeadings,
} = await import('@mintlify/common');

type Root = Parameters<ReturnType<typeof remarkHeadingIds>>[0];

type Node = {
  type: string;
  name?: string | null;
  depth?: number;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  data?: { hProperties?: { id?: unknown }; origin?: string };
};

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath);
const parse = (body: string) => parser.runSync(parser.parse(body)) as unknown as Node;

const headingNames = new Set(['h1', 'h2', 'h3', 'h4']);
const fieldNames = new Set(['ParamField', 'Param', 'ResponseField']);
const attribute = (node: Node, name: string) => node.attributes?.find((a) => a.name === name)?.value;

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** Headings (Markdown `#`-`####`, JSX `h1`-`h4`) and fields, in document order, tagged before any plugin renames them. */
function tagAnchors(tree: Node): void {
  walk(tree, (node) => {
    if (node.type === 'heading' && (node.depth ?? 0) <= 4) node.data = { ...node.data, origin: 'heading' };
    if (node.type === 'mdxJsxFlowElement' && node.name && headingNames.has(node.name))
      node.data = { ...node.data, origin: 'heading' };
    if (node.type === 'mdxJsxFlowElement' && node.name && fieldNames.has(node.name))
      node.data = { ...node.data, origin: 'field' };
  });
}

function anchorsOf(tree: Node, idOf: (node: Node) => unknown): string[] {
  const ids: string[] = [];
  walk(tree, (node) => {
    if (!node.data?.origin) return;
    const id = idOf(node);
    ids.push(`${node.data.origin}:${typeof id === 'string' ? id : '(none)'}`);
  });
  return ids;
}

/**
 * A deep copy of a parsed tree, as `structuredClone` makes it (plain objects and arrays, a RegExp as
 * a RegExp, an object reached twice copied once: acorn gives an import specifier one Identifier as
 * both `imported` and `local`) at less than half its cost, which was 6 % of this file's time.
 */
function copyTree<T>(value: T, copies = new Map<object, unknown>()): T {
  if (typeof value !== 'object' || value === null) return value;
  const known = copies.get(value);
  if (known !== undefined) return known as T;
  if (value instanceof RegExp) {
    const regex = new RegExp(value.source, value.flags);
    copies.set(value, regex);
    return regex as T;
  }
  if (Array.isArray(value)) {
    const list: unknown[] = [];
    copies.set(value, list);
    for (const item of value) list.push(copyTree(item, copies));
    return list as T;
  }
  const object: Record<string, unknown> = {};
  copies.set(value, object);
  for (const key of Object.keys(value))
    object[key] = copyTree((value as Record<string, unknown>)[key], copies);
  return object as T;
}

/** One parse serves both sides (each gets its own copy) unless a custom id makes their bodies differ. */
function treesOf(body: string): { theirs: Node | undefined; ours: Node | undefined } {
  const tryParse = (text: string) => {
    try {
      const tree = parse(text);
      tagAnchors(tree);
      return tree;
    } catch {
      return undefined;
    }
  };
  const theirText = preprocessCustomHeadingIds(body);
  const ourText = escapeCustomHeadingIds(body);
  if (theirText !== body || ourText !== body) return { theirs: tryParse(theirText), ours: tryParse(ourText) };
  const tree = tryParse(body);
  return { theirs: tree, ours: tree && copyTree(tree) };
}

function mintlifyAnchors(tree: Node, metadata: Record<string, unknown>): string[] {
  const root = tree as unknown as Root;
  const run = (plugin: unknown, ...options: unknown[]) =>
    (plugin as (...o: unknown[]) => (tree: Root) => void)(...options)(root);
  run(remarkComponentIds, metadata);
  run(remarkUnwrapJsxHeadings);
  run(remarkExtractTableOfContents, {}, metadata);
  run(rehypeParamFieldIds);
  return anchorsOf(tree, (node) => {
    const id = attribute(node, 'id');
    // Mintlify's Heading component cleans its id as it renders; other elements show it as written.
    return node.name === 'Heading' && typeof id === 'string' ? cleanHeadingId(id) : id;
  });
}

function ourAnchors(tree: Node): string[] {
  remarkHeadingIds()(tree as unknown as Root, new VFile());
  return anchorsOf(tree, (node) => node.data?.hProperties?.id ?? attribute(node, 'id'));
}

/**
 * Both sides' anchors of a page, computed once per distinct page text: sites share pages (turso and
 * its legacy mint.json copy, 207 pages of the corpus's 7,133), and the anchors depend on nothing else.
 */
const anchorsByText = new Map<string, { theirs: string[] | undefined; ours: string[] | undefined }>();
function pageAnchors(text: string, frontmatter: Record<string, unknown>, body: string) {
  const digest = createHash('sha256').update(text).digest('base64');
  let found = anchorsByText.get(digest);
  if (!found) {
    const trees = treesOf(body);
    found = {
      theirs: trees.theirs && mintlifyAnchors(trees.theirs, frontmatter),
      ours: trees.ours && ourAnchors(trees.ours),
    };
    anchorsByText.set(digest, found);
  }
  return found;
}

function pagesOf(site: string): string[] {
  const dir = join(corpusDir, 'docs', site);
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('.')))
    .sort()
    .map((file) => join(dir, file));
}

const sites = readdirSync(join(corpusDir, 'docs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe("heading and field ids equal Mintlify's", () => {
  let pages = 0;
  let anchors = 0;

  it.each(sites)(
    '%s',
    async (site) => {
      const mismatches: unknown[] = [];
      const files = pagesOf(site);
      let compared = 0;
      for (const file of files) {
        // Hand the event loop back after every page so the worker hears vitest between pages: 40 pages at
        // a time kept it busy for up to 19 s on a loaded host (test/event-loop-watch.ts).
        await new Promise((resolve) => setImmediate(resolve));
        const text = readFileSync(file, 'utf8');
        const { frontmatter, body } = splitFrontmatter(text, file);
        const { theirs, ours } = pageAnchors(text, frontmatter, body);
        // A page MDX cannot read fails both builds alike.
        expect(ours === undefined, relative(corpusDir, file)).toBe(theirs === undefined);
        if (!theirs || !ours) continue;
        compared++;
        anchors += theirs.length;
        // Pages in `custom`/`frame` mode get no heading ids from Mintlify; their extra ones harm nothing.
        const mode = frontmatter.mode;
        const keep = (list: string[]) =>
          mode === 'custom' || mode === 'frame' ? list.filter((a) => a.startsWith('field:')) : list;
        if (JSON.stringify(keep(ours)) !== JSON.stringify(keep(theirs)))
          mismatches.push({ file: relative(corpusDir, file), ours: keep(ours), theirs: keep(theirs) });
      }
      pages += files.length;
      expect(compared).toBeGreaterThan(files.length * 0.9);
      expect(mismatches).toEqual([]);
      // Parsing a large site's every page twice took over 180 s on a loaded 2-core host.
    },
    900_000,
  );

  it('agrees on the hard cases: repeats, numbered stems, accordions, punctuation, emoji, custom ids, fields', () => {
    const body = [
      '## Usage',
      '## Usage',
      '## Usage-2',
      '<Accordion title="More">',
      '## Usage',
      '</Accordion>',
      "## What's new?",
      '## 🚀 Launch',
      '## Q&A: Über `code`',
      '## v1.2 (beta) foo(bar)',
      '## Setup {#install}',
      '## Install',
      '<h2>\nUsage\n</h2>',
      '<Steps titleSize="h2">',
      '<Step title="Usage">x</Step>',
      '</Steps>',
      '<ParamField query="limit" />',
      '<ParamField path="limit" />',
      '<ParamField body="userId" id="param-limit-1" />',
      '<ParamField body="limit" />',
      '<ResponseField name="data.owner_id" />',
    ].join('\n\n');
    const trees = treesOf(body);
    if (!trees.theirs || !trees.ours) throw new Error('fixture did not parse');
    const theirs = mintlifyAnchors(trees.theirs, {});
    expect(ourAnchors(trees.ours)).toEqual(theirs);
    expect(theirs).toEqual([
      'heading:usage',
      'heading:usage-2',
      'heading:usage-2-2',
      'heading:usage-3',
      'heading:whats-new',
      'heading:-launch',
      'heading:q&a-über-code',
      'heading:v1-2-beta-foo-bar',
      'heading:install',
      'heading:install-2',
      // The accordion's heading was numbered apart (usage-3), so Mintlify gives this one usage-3 too.
      'heading:usage-3',
      'field:param-limit',
      'field:param-limit-2',
      'field:param-limit-1',
      'field:param-limit-3',
      'field:param-data-owner-id',
    ]);
  });

  it('gives each side a copy of the parsed tree equal to what structuredClone makes', () => {
    const tree = parse(
      [
        "import { Note, Card as Box } from '/snippets/ui.mdx';",
        'export const pattern = /a+b/giu;',
        '## Title {props.x}',
        '<ParamField query="limit" default={10n} />',
      ].join('\n\n'),
    );
    const copy = copyTree(tree);
    expect(copy).toStrictEqual(structuredClone(tree));
    expect(copy).not.toBe(tree);
    type Specifier = { imported: unknown; local: unknown };
    const specifier = (root: Node): Specifier => {
      const data = root.children?.[0]?.data as unknown as { estree: { body: { specifiers: Specifier[] }[] } };
      const found = data.estree.body[0]?.specifiers[0];
      if (!found) throw new Error('the import was not parsed');
      return found;
    };
    expect(specifier(copy).local).toBe(specifier(copy).imported);
    expect(specifier(copy).local).not.toBe(specifier(tree).local);
  });

  it('covered every page of the corpus', () => {
    expect(pages).toBe(7133);
    expect(anchors).toBeGreaterThan(20_000);
  });
});
