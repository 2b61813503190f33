import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { navigationPages, withRefs } from '../corpus/docs-sites.ts';
import { corpusDir } from './cli.ts';
import { corpusBuild } from './corpus-builds.ts';

/**
 * Each kind of MDX content a corpus page can hold: how its source spells it (outside code) and
 * what the built page shows for it, so a test can check the sample really contains it.
 */
export const contentKinds = {
  tabs: { source: /<Tabs[\s>]/, selector: '.dw-content .dw-tabs' },
  'code-group': { source: /<CodeGroup[\s>]/, selector: '.dw-code-group' },
  'code-block': { source: /^[ \t>]*```(?!mermaid)/m, selector: '.dw-content pre' },
  steps: { source: /<Steps[\s>]/, selector: '.dw-steps' },
  accordion: { source: /<Accordion(Group)?[\s>]/, selector: '.dw-accordion' },
  cards: { source: /<(Card|CardGroup|Columns)[\s>]/, selector: '.dw-card, .dw-grid' },
  fields: { source: /<(ParamField|ResponseField|Expandable)[\s>]/, selector: '.dw-field, .dw-expandable' },
  image: { source: /<Frame[\s>]|!\[[^\]]*\]\(|<img\s/, selector: '.dw-frame, .dw-content img' },
  table: { source: /^[ \t]*\|.*\|[ \t]*\n[ \t]*\|?[ \t]*:?-{3,}/m, selector: '.dw-content table' },
  callout: { source: /<(Note|Tip|Warning|Info|Check|Danger|Callout)[\s>]/, selector: '.dw-callout' },
  tree: { source: /<Tree[\s>]/, selector: '.dw-tree' },
  mermaid: { source: /^[ \t]*```mermaid/m, selector: '.dw-mermaid' },
  update: { source: /<Update[\s>]/, selector: '.dw-update' },
  badge: { source: /<Badge[\s>]/, selector: '.dw-mdx-badge' },
  examples: {
    source: /<(RequestExample|ResponseExample)[\s>]/,
    selector: '.dw-request-example, .dw-response-example',
  },
  tooltip: { source: /<Tooltip[\s>]/, selector: '.dw-tooltip' },
  panel: { source: /<Panel[\s>]/, selector: '.dw-panel' },
  tile: { source: /<Tile[\s>]/, selector: '.dw-tile' },
  prompt: { source: /<Prompt[\s>]/, selector: '.dw-prompt' },
  color: { source: /<Color[\s>]/, selector: '.dw-color' },
  'openapi-page': { source: /^---[\s\S]*?^(openapi|api):/m, selector: '.dw-endpoint' },
} as const;

export type ContentKind = keyof typeof contentKinds;

/** The source with code spans, comments and fenced code emptied, keeping each fence's opening line. */
function outsideCode(source: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of source.split('\n')) {
    const marker = /^[ \t>]*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      continue;
    }
    if (marker) fence = marker;
    kept.push(marker ? line : line.replace(/`[^`\n]*`/g, ''));
  }
  return kept
    .join('\n')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

export function kindsIn(source: string): ContentKind[] {
  const text = outsideCode(source);
  return (Object.keys(contentKinds) as ContentKind[]).filter((kind) => contentKinds[kind].source.test(text));
}

export interface SampledPage {
  /** The page's path in the navigation, e.g. `guides/setup`. */
  readonly page: string;
  readonly file: string;
  readonly kinds: ContentKind[];
}

async function siteConfig(dir: string): Promise<{ file: string; navigation: unknown }> {
  const file = existsSync(join(dir, 'docs.json')) ? 'docs.json' : 'mint.json';
  const config = (await withRefs(JSON.parse(await readFile(join(dir, file), 'utf8')), dir)) as {
    navigation: unknown;
  };
  return { file, navigation: config.navigation };
}

/**
 * The fewest navigation pages (greedy, in navigation order on ties, so always the same ones) that
 * between them hold every content kind the site's navigation pages use.
 */
export async function samplePages(site: string): Promise<SampledPage[]> {
  const dir = join(corpusDir, 'docs', site);
  const { navigation } = await siteConfig(dir);
  const candidates: SampledPage[] = [];
  for (const page of new Set(navigationPages(navigation))) {
    const file = [`${page}.mdx`, `${page}.md`].find((name) => existsSync(join(dir, name)));
    if (file) candidates.push({ page, file, kinds: kindsIn(await readFile(join(dir, file), 'utf8')) });
  }
  const uncovered = new Set(candidates.flatMap((candidate) => candidate.kinds));
  const chosen: SampledPage[] = [];
  while (uncovered.size > 0) {
    let best: SampledPage | undefined;
    let bestCount = 0;
    for (const candidate of candidates) {
      const count = candidate.kinds.filter((kind) => uncovered.has(kind)).length;
      if (count > bestCount) [best, bestCount] = [candidate, count];
    }
    if (!best) break;
    chosen.push(best);
    for (const kind of best.kinds) uncovered.delete(kind);
  }
  // A site whose pages use no component at all still gets its first page looked at.
  if (chosen.length === 0 && candidates[0]) chosen.push(candidates[0]);
  return chosen;
}

export interface SampleBuild {
  readonly out: string;
  readonly pages: SampledPage[];
  /** Routes of the sampled pages, then of one generated endpoint page if the site has one. */
  readonly routes: { route: string; kinds: readonly ContentKind[] | 'endpoint' }[];
}

const endpointMark = '<div class="dw-endpoint"';
const routeOf = (page: string) => `/${page.replace(/(^|\/)index$/, '')}`;

/**
 * The shared build of a corpus site (see `corpusBuild`), and the routes of its sampled pages:
 * the whole site is built once per test run for every suite that reads it.
 */
export async function buildSample(site: string): Promise<SampleBuild> {
  const pages = await samplePages(site);
  const { out, ...result } = await corpusBuild(site);
  if (result.code !== 0) throw new Error(`docs build ${site} failed:\n${result.stderr.slice(-4000)}`);
  const routes: SampleBuild['routes'] = [];
  for (const page of pages) {
    const route = routeOf(page.page);
    // `openapi:` in front matter names an operation; without a spec that has it (checkly's pages
    // keep the key from an older site), the page is plain content.
    const html = await readFile(join(out, route, 'index.html'), 'utf8');
    const kinds = html.includes(endpointMark)
      ? page.kinds
      : page.kinds.filter((kind) => kind !== 'openapi-page');
    routes.push({ route, kinds });
  }
  if (!routes.some((route) => route.kinds.includes('openapi-page'))) {
    const endpoint = await firstEndpointPage(out);
    if (endpoint) routes.push({ route: endpoint, kinds: 'endpoint' });
  }
  return { out, pages, routes };
}

/** The first generated endpoint page of a build, in path order. */
async function firstEndpointPage(out: string): Promise<string | undefined> {
  const files = (await readdir(out, { recursive: true }))
    .map((file) => String(file))
    .filter((file) => file.endsWith('index.html') && !file.startsWith('_'))
    .sort();
  for (const file of files) {
    if ((await readFile(join(out, file), 'utf8')).includes(endpointMark))
      return `/${dirname(file)}`.replace(/\/\.$/, '/');
  }
  return undefined;
}
