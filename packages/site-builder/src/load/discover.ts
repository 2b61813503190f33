import { open, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Diagnostic } from '@docwright/diagnostics';
import { type Frontmatter, splitFrontmatter } from '@docwright/mdx';
import { escapePath, glob } from 'tinyglobby';
import { type SiteBoundary, withinBoundary } from './site-boundary.ts';

export interface PageSource {
  /** Site-relative path with extension, e.g. `guides/intro.mdx`. */
  readonly file: string;
  /** Route without leading slash; `index` pages map to their folder (`''` for the home page). */
  readonly route: string;
  readonly source: string;
  readonly frontmatter: Frontmatter;
  readonly body: string;
  readonly bodyLineOffset: number;
  readonly diagnostics: readonly Diagnostic[];
}

const ignored = ['**/node_modules/**', '**/.*/**', 'snippets/**', '_snippets/**'];

/**
 * Site-relative paths of every page (`.mdx`, `.md`) under `dir`, leaving out the output folder and
 * what `excluded` leaves out (`.mintignore`).
 */
export async function listPageFiles(
  dir: string,
  outDir?: string,
  boundary?: SiteBoundary,
  excluded: (file: string) => boolean = () => false,
): Promise<string[]> {
  const ignore = [...ignored];
  const outRelative = outDir ? relative(resolve(dir), resolve(outDir)) : '';
  if (outRelative && !outRelative.startsWith('..')) ignore.push(`${outRelative}/**`);
  const files = await listSiteFiles(['**/*.mdx', '**/*.md'], dir, ignore, boundary, excluded);
  return (
    files
      // A root `skill.md` is the site's agent skill, published as written (`skill-files.ts`).
      .filter((f) => !/^(README|CHANGELOG|LICENSE|CONTRIBUTING|CODE_OF_CONDUCT|skill)\.md$/i.test(f))
      .sort()
  );
}

/** Site-relative paths of static files (images and the like) to copy as they are. */
export async function listAssetFiles(
  dir: string,
  outDir?: string,
  boundary?: SiteBoundary,
  excluded: (file: string) => boolean = () => false,
): Promise<string[]> {
  const ignore = [
    ...ignored.filter((p) => !p.startsWith('snippets')),
    '**/*.{mdx,md}',
    'docs.json',
    'mint.json',
    'package.json',
  ];
  const outRelative = outDir ? relative(resolve(dir), resolve(outDir)) : '';
  if (outRelative && !outRelative.startsWith('..')) ignore.push(`${outRelative}/**`);
  const files = await listSiteFiles(
    // `_headers` and `_redirects` configure static hosts; a site's own replaces the generated one.
    [
      '**/*.{png,jpg,jpeg,gif,svg,webp,avif,ico,mp4,webm,pdf,txt,xml,woff,woff2,css,js}',
      '_headers',
      '_redirects',
    ],
    dir,
    ignore,
    boundary,
    excluded,
  );
  return files.sort();
}

/** The site's files matching `patterns`, never through a symbolic link `boundary` refused. */
async function listSiteFiles(
  patterns: string[],
  dir: string,
  ignore: string[],
  boundary: SiteBoundary | undefined,
  excluded: (file: string) => boolean,
): Promise<string[]> {
  const followSymbolicLinks = boundary?.followLinks ?? true;
  const outputs = (boundary?.outputFolders ?? []).map((folder) => `${escapePath(folder)}/**`);
  const files = await glob(patterns, {
    cwd: dir,
    ignore: [...ignore, ...outputs],
    dot: false,
    followSymbolicLinks,
  });
  return withinBoundary(files, boundary).filter((file) => !excluded(file));
}

export function routeOfPageFile(file: string): string {
  const withoutExtension = file.replace(/\.mdx?$/i, '');
  if (withoutExtension === 'index') return '';
  return withoutExtension.endsWith('/index') ? withoutExtension.slice(0, -'/index'.length) : withoutExtension;
}

export async function readPage(dir: string, file: string): Promise<PageSource> {
  const source = await readFile(join(dir, file), 'utf8');
  return createPageSource(file, source);
}

export function createPageSource(file: string, source: string): PageSource {
  const split = splitFrontmatter(source, file);
  return {
    file,
    route: routeOfPageFile(file),
    source,
    frontmatter: split.frontmatter,
    body: split.body,
    bodyLineOffset: split.bodyLineOffset,
    diagnostics: split.diagnostics,
  };
}

const specSignature = /(^|\n)\s*(["']?)(openapi|swagger)\2\s*:/;

/**
 * JSON and YAML files of the site that look like OpenAPI documents (an `openapi` or
 * `swagger` key near the top). Mintlify finds these without docs.json naming them, and
 * pages bind to them with `openapi:` front matter.
 */
export async function listSpecFiles(
  dir: string,
  outDir?: string,
  boundary?: SiteBoundary,
  excluded: (file: string) => boolean = () => false,
): Promise<string[]> {
  const ignore = [
    ...ignored,
    'docs.json',
    'mint.json',
    '**/package.json',
    '**/tsconfig.json',
    '**/package-lock.json',
  ];
  const outRelative = outDir ? relative(resolve(dir), resolve(outDir)) : '';
  if (outRelative && !outRelative.startsWith('..')) ignore.push(`${outRelative}/**`);
  const files = await listSiteFiles(['**/*.{json,yaml,yml}'], dir, ignore, boundary, excluded);
  const found = await Promise.all(
    files.map(async (file) => {
      const handle = await open(join(dir, file), 'r');
      try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(2048), 0, 2048, 0);
        return specSignature.test(buffer.subarray(0, bytesRead).toString('utf8')) ? file : undefined;
      } finally {
        await handle.close();
      }
    }),
  );
  return found.filter((file): file is string => file !== undefined).sort();
}
