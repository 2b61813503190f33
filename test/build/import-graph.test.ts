// The packages' import graph, read from the sources: dependencies run one way, every import of
// another package goes through its front door (or a declared second entry), and the seam from
// the build to the theme does not widen unnoticed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.ts';
import { buildModule, sourcesLoadedBy } from '../helpers/loaded-sources.ts';

const packagesDir = join(repoRoot, 'packages');
const packages = readdirSync(packagesDir).filter((name) => {
  try {
    return readdirSync(join(packagesDir, name, 'src')).length > 0;
  } catch {
    return false;
  }
});

interface Import {
  readonly from: string;
  readonly file: string;
  readonly specifier: string;
  readonly names: readonly string[];
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]/g;

function importsOf(pkg: string): Import[] {
  const src = join(packagesDir, pkg, 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  return files.flatMap((file) =>
    [...readFileSync(join(src, file), 'utf8').matchAll(importPattern)].map((match) => ({
      from: pkg,
      file,
      specifier: match[2] ?? '',
      names: (match[1] ?? '')
        .replace(/[{}]/g, '')
        .split(',')
        .map((name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .replace(/\s+as\s+\w+$/, ''),
        )
        .filter((name) => /^\w+$/.test(name)),
    })),
  );
}

const all = packages.flatMap(importsOf);
const packageOf = (specifier: string) => /^@docwright\/([^/]+)/.exec(specifier)?.[1];

/** Which packages each package may import: the pipeline's one-way order (docs/ARCHITECTURE.md). */
const allowed: Record<string, readonly string[]> = {
  diagnostics: [],
  config: ['diagnostics'],
  'api-model': ['diagnostics'],
  mdx: ['diagnostics'],
  'page-model': ['config', 'api-model'],
  snippets: ['api-model'],
  proxy: ['api-model'],
  theme: ['config', 'api-model', 'mdx', 'snippets', 'page-model'],
  'site-builder': ['config', 'diagnostics', 'mdx', 'snippets', 'api-model', 'page-model', 'theme', 'proxy'],
  check: ['site-builder', 'diagnostics'],
  // theme: the operator dashboard's browser script (dashboardScriptSource), never a site's page.
  server: ['site-builder', 'diagnostics', 'proxy', 'api-model', 'theme'],
  cli: ['site-builder', 'check', 'config', 'diagnostics', 'proxy', 'server', 'snippets', 'api-model'],
  // Runs the installed docwright's own commands; imports none of its packages.
  'create-docwright': [],
};

describe('the import graph of packages/*/src', () => {
  it('has every package in the allowed list, and only allowed edges', () => {
    expect(packages.sort()).toEqual(Object.keys(allowed).sort());
    const edges = new Set(
      all.flatMap((i) => {
        const to = packageOf(i.specifier);
        return to && to !== i.from ? [`${i.from} -> ${to}`] : [];
      }),
    );
    const refused = [...edges].filter((edge) => {
      const [from = '', to = ''] = edge.split(' -> ');
      return !allowed[from]?.includes(to);
    });
    expect(refused).toEqual([]);
  });

  it('reaches other packages only through their front door or a declared second entry, never their src', () => {
    const exportsOf = (pkg: string) =>
      Object.keys(JSON.parse(readFileSync(join(packagesDir, pkg, 'package.json'), 'utf8')).exports ?? {});
    const bad = all.filter((i) => {
      if (/^\.\.?\//.test(i.specifier)) return /(^|\/)\.\.\/\.\.\/[a-z-]+\/src\//.test(i.specifier);
      const to = packageOf(i.specifier);
      if (!to) return false;
      const entry = `.${i.specifier.slice(`@docwright/${to}`.length)}` || '.';
      return !exportsOf(to).includes(entry === '.' ? '.' : entry);
    });
    expect(bad.map((i) => `${i.from}/src/${i.file}: ${i.specifier}`)).toEqual([]);
  });

  it('keeps the seam from the build to the theme at most as wide as it is (35 names)', () => {
    const themeNames = new Set(
      all
        .filter((i) => i.from === 'site-builder' && packageOf(i.specifier) === 'theme')
        .flatMap((i) => i.names),
    );
    // 56 before issue 22; lower this when the seam narrows further. The view types (navigation,
    // playground, examples, needs) now come from @docwright/page-model (41 -> 29); functions that
    // keep the theme's markup in the theme (search document, operation links, own examples,
    // chrome icons) brought it to 32, each in place of markup the build used to name; the
    // components' twin rules (componentTwins, from their folders) to 33; the search content of
    // MDX and channel pages (searchContentOfMarkup, made once as they render, where the search
    // index used to cut every page's HTML; endpoint pages record theirs as data) to 34; model
    // pages (renderSchemaModel: a component in full, with its anchors and search as data) to 35.
    expect(themeNames.size).toBeLessThanOrEqual(35);
  });
});

/**
 * Where the build names the theme's markup (tags, `dw-` classes, markers): each is a place where a
 * change of the theme's HTML can break search, the table of contents or a page's scripts without a
 * type error. The theme returns such facts as data instead (`renderEndpoint`'s `sections`); this
 * list only shrinks.
 */
const markupNamedIn: Record<string, number> = {
  // The reader marks (`<!--dw-readers …-->`): the build's own contract with `docs serve`, written
  // around entries by the theme as given and read back by the server, not the theme's markup.
  'outputs/reader-visibility.ts': 2,
};

const markupNeedle =
  /<\/?(?:h[1-6]|pre|div|details|template|section|aside|nav|span|code|a|p|ul|li)\b|\bdw-[a-z]|\b\w+Marker\b/g;

/** Per source file of `pkg`, how many times its code (comments aside) names markup. */
function markupNames(pkg: string): Record<string, number> {
  const src = join(packagesDir, pkg, 'src');
  const counts: Record<string, number> = {};
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  )) {
    const code = readFileSync(join(src, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .filter((line) => !/^\s*\/\//.test(line))
      .join('\n');
    const count = code.match(markupNeedle)?.length ?? 0;
    if (count > 0) counts[file] = count;
  }
  return counts;
}

describe('the theme markup the build names', () => {
  it('appears in no new file and no more often than listed', () => {
    const found = markupNames('site-builder');
    const grown = Object.entries(found).filter(([file, count]) => count > (markupNamedIn[file] ?? 0));
    expect(grown, JSON.stringify(found, null, 2)).toEqual([]);
  });
});

/** The build's stages, in the order a build runs them: a stage's folder imports only earlier ones. */
const stageOrder = ['load', 'plan', 'render', 'workers', 'isolation', 'outputs', 'check', 'pipeline'];

describe('the stages of site-builder', () => {
  const src = join(packagesDir, 'site-builder', 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const sourceOf = (file: string) => readFileSync(join(src, file), 'utf8');

  it('has a folder for each stage and no other', () => {
    const folders = new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]));
    expect([...folders].sort()).toEqual([...stageOrder].sort());
  });

  it('imports no later stage: a stage folder imports only its own and earlier ones', () => {
    const backward: string[] = [];
    for (const file of files.filter((f) => f.includes('/'))) {
      for (const match of sourceOf(file).matchAll(importPattern)) {
        const specifier = match[2] ?? '';
        if (!specifier.startsWith('.')) continue;
        const target = posix.normalize(posix.join(posix.dirname(file), specifier));
        const [from = '', to = ''] = [file.split('/')[0], target.split('/')[0]];
        if (stageOrder.indexOf(to) > stageOrder.indexOf(from)) backward.push(`${file} -> ${target}`);
      }
    }
    expect(backward).toEqual([]);
  });

  it('plans without the theme: navigation and the other view types come from the page model', () => {
    const using = files.filter((f) => f.startsWith('plan/') && /from '@docwright\/theme'/.test(sourceOf(f)));
    expect(using).toEqual([]);
  });
});

describe("the server's startup import graph (issue 34)", () => {
  it('loads none of the build: the theme, MDX, Shiki and esbuild load when an update or the dashboard script needs them', async () => {
    const index = join(packagesDir, 'server/src/index.ts');
    const { files } = await sourcesLoadedBy(index, [], { preload: ['tsx'] });
    const fromRepo = files.map((file) => file.slice(repoRoot.length));
    expect(fromRepo).toContain('packages/server/src/index.ts');
    expect(fromRepo).toContain('packages/site-builder/src/serving.ts');
    expect(fromRepo.filter((file) => buildModule.test(file))).toEqual([]);
  });
});
