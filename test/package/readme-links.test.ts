// The README and the reference in docs/ link to files and headings that exist, and the README the
// package ships (scripts/pack-assets.mjs, packagedMarkdown) has no relative link to a file the
// package lacks: on npmjs.com and in node_modules such a link leads nowhere.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.ts';

interface Manifest {
  readonly files: string[];
  readonly exports: Record<string, string>;
  readonly repository: { url: string };
}
interface PackAssets {
  packagedMarkdown(text: string, manifest: Manifest): string;
  repositoryWebUrl(manifest: Manifest): string;
  markdownLink: RegExp;
}

const assets = (await import(pathToFileURL(join(repoRoot, 'scripts/pack-assets.mjs')).href)) as PackAssets;
const manifest = JSON.parse(
  readFileSync(join(repoRoot, 'packages/docwright/package.template.json'), 'utf8'),
) as Manifest;

/**
 * Files another branch writes, linked before it is merged: allowed to be missing until then.
 * examples/docker/Dockerfile: the `docs serve` container recipe (docs/deploy.md).
 */
const documents = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs')).flatMap((name) => (name.endsWith('.md') ? [`docs/${name}`] : [])),
];

/** The links and images of Markdown prose (fenced code left out): [target, line]. */
function links(text: string): [string, number][] {
  const found: [string, number][] = [];
  let inFence = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*```/.test(line)) inFence = !inFence;
    if (inFence) return;
    for (const match of line.matchAll(new RegExp(assets.markdownLink.source, 'g')))
      found.push([match[3] ?? '', index + 1]);
  });
  return found;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as `-`, repeats numbered. */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = (heading[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const isRelative = (target: string) => !/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(target);

describe('links in README.md and docs/*.md', () => {
  it('finds the documents and their links', () => {
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/cli.md', 'docs/deploy.md']));
    expect(links(readFileSync(join(repoRoot, 'README.md'), 'utf8')).length).toBeGreaterThan(10);
  });

  it.each(documents)('%s: every relative link and image names a file, and every anchor a heading', (doc) => {
    const text = readFileSync(join(repoRoot, doc), 'utf8');
    const broken: string[] = [];
    for (const [target, line] of links(text).filter(([target]) => isRelative(target))) {
      const [path = '', anchor] = target.split('#');
      const file = path === '' ? join(repoRoot, doc) : join(repoRoot, dirname(doc), decodeURI(path));
      const fromRoot = relative(repoRoot, file).split('\\').join('/');
      if (fromRoot.startsWith('..')) broken.push(`${doc}:${line}: ${target} leaves the repository`);
      else if (!existsSync(file)) {
        broken.push(`${doc}:${line}: ${target}: no such file`);
      } else if (anchor !== undefined) {
        if (!file.endsWith('.md') || statSync(file).isDirectory())
          broken.push(`${doc}:${line}: ${target}: an anchor into a file that has no headings`);
        else if (!headingAnchors(readFileSync(file, 'utf8')).has(anchor))
          broken.push(`${doc}:${line}: ${target}: no heading #${anchor} in ${fromRoot}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names the JSON Schema as the package exports it', () => {
    expect(manifest.exports['./docs.schema.json']).toBe('./docs.schema.json');
    for (const doc of documents) {
      const text = readFileSync(join(repoRoot, doc), 'utf8');
      expect(text, doc).not.toContain('@docwright/config/docs.schema.json');
    }
    expect(readFileSync(join(repoRoot, 'docs/configuration.md'), 'utf8')).toContain(
      '`docwright/docs.schema.json`',
    );
  });
});

describe('the README and CHANGELOG the package ships', () => {
  const base = assets.repositoryWebUrl(manifest);
  const shipped = (path: string) =>
    manifest.files.some((entry) => path === entry || path.startsWith(`${entry}/`));

  it('declares the repository the links point to', () => {
    expect(base).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
  });

  it.each(['README.md', 'CHANGELOG.md'])('%s: no relative link to a file the package lacks', (doc) => {
    const packaged = assets.packagedMarkdown(readFileSync(join(repoRoot, doc), 'utf8'), manifest);
    const targets = links(packaged).map(([target]) => target);
    const relativeTargets = targets.filter(isRelative).map((target) => target.split('#')[0] ?? '');
    expect(relativeTargets.filter((path) => path !== '' && !shipped(path))).toEqual([]);
    // What was rewritten names the same file in the repository: a link by `blob`, an image by `raw`.
    for (const target of targets.filter((target) => target.startsWith(`${base}/`))) {
      const [, kind, path = ''] = /^[^#]*?\/(blob|raw)\/main\/([^#]*)/.exec(target.slice(base.length)) ?? [];
      expect(kind, target).toBeDefined();
      expect(existsSync(join(repoRoot, path)), target).toBe(true);
    }
  });

  it('rewrites links and images, and leaves shipped files, anchors, URLs and code alone', () => {
    const text = [
      'See [the CLI](docs/cli.md#commands), ![shot](./docs/screenshots/a.png "A"), [licence](LICENSE),',
      '[top](#start), [site](https://example.com/x.md) and [root](/quickstart).',
      '```md',
      '[in code](docs/cli.md)',
      '```',
    ].join('\n');
    expect(assets.packagedMarkdown(text, manifest)).toBe(
      [
        `See [the CLI](${base}/blob/main/docs/cli.md#commands), ![shot](${base}/raw/main/docs/screenshots/a.png "A"), [licence](LICENSE),`,
        '[top](#start), [site](https://example.com/x.md) and [root](/quickstart).',
        '```md',
        '[in code](docs/cli.md)',
        '```',
      ].join('\n'),
    );
  });
});
