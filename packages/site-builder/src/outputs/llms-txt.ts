import type { NavItem, NavSection } from '@docwright/page-model';
import type { ExternalLink, RouteEntry } from '../plan/routes.ts';
import { markdownLine } from '../render/markdown-line.ts';
import { twinUrl } from './output-layout.ts';

export interface LlmsSpecFile {
  /** Site-relative path, served as it is. */
  readonly path: string;
  readonly title: string;
  readonly format: 'openapi' | 'asyncapi';
}

export interface LlmsTxtInput {
  readonly name: string;
  readonly description?: string;
  readonly baseUrl: string;
  /** The navigation's sections of the default version and language. */
  readonly sections: readonly NavSection[];
  readonly routes: ReadonlyMap<string, Pick<RouteEntry, 'title' | 'description'>>;
  /** Whether a route is indexed (`seo.indexing`, `noindex`). */
  readonly indexed: (route: string) => boolean;
  /** Indexed routes that only `seo.indexing: all` brings in: listed last, alphabetically by title. */
  readonly extraRoutes: readonly string[];
  readonly specFiles: readonly LlmsSpecFile[];
  readonly externalLinks: readonly ExternalLink[];
}

const DESCRIPTION_LIMIT = 300;
const LLMS_TXT_LIMIT = 100_000;

interface Entry {
  /** The page's route; links to spec files and other sites have none. */
  readonly route?: string;
  readonly title: string;
  readonly url: string;
  readonly description: string;
}

/** A heading (level 2 to 6) and the entries right under it; `level: 0` has no heading. */
interface Block {
  readonly level: number;
  readonly heading: string;
  readonly entries: Entry[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const linkText = (text: string) => oneLine(text).replace(/[[\]\\<]/g, '\\$&');
const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, Math.max(0, limit - 1)).trimEnd()}…` : text;

/**
 * The pages as blocks shaped like the navigation: a tab's heading at `##`, its groups at `###`,
 * nested groups deeper (a site without tabs starts its groups at `##`). Pages come before the
 * subgroups of their container, since a heading cannot be closed in Markdown.
 */
function pageBlocks(input: LlmsTxtInput): Block[] {
  const blocks: Block[] = [];
  const listed = new Set<string>();
  const entryOf = (route: string): Entry | undefined => {
    const entry = input.routes.get(route);
    if (!entry || listed.has(route) || !input.indexed(route)) return undefined;
    listed.add(route);
    return {
      route,
      title: entry.title,
      url: twinUrl(input.baseUrl, route),
      description: entry.description ? oneLine(entry.description) : '',
    };
  };
  const walk = (items: readonly NavItem[], block: Block) => {
    blocks.push(block);
    const groups: { title: string; items: readonly NavItem[] }[] = [];
    for (const item of items) {
      if (item.kind === 'page') {
        const entry = entryOf(item.route);
        if (entry) block.entries.push(entry);
      } else if (item.kind === 'group') groups.push(item);
    }
    for (const group of groups)
      walk(group.items, { level: Math.max(2, block.level + 1), heading: group.title, entries: [] });
  };
  const headings = input.sections.map(sectionHeading);
  const titled = input.sections.length > 1 || headings.some((heading) => heading !== undefined);
  input.sections.forEach((section, index) => {
    walk(
      section.items,
      titled
        ? { level: 2, heading: headings[index] ?? section.title, entries: [] }
        : { level: 1, heading: '', entries: [] },
    );
  });
  const extra = input.extraRoutes
    .flatMap((route) => entryOf(route) ?? [])
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
  if (extra.length > 0) blocks.push({ level: 2, heading: 'Other pages', entries: extra });
  return withoutEmptyHeadings(blocks);
}

/** A tab, anchor, dropdown or product names the section's heading; versions and languages do not. */
function sectionHeading(section: NavSection): string | undefined {
  const named = section.trail.filter((step) => step.kind !== 'version' && step.kind !== 'language');
  return named.length > 0 ? named.map((step) => step.title).join(' / ') : undefined;
}

/** Drops headings with no entries under them, directly or in a deeper block. */
function withoutEmptyHeadings(blocks: readonly Block[]): Block[] {
  const kept: Block[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as Block;
    let filled = block.entries.length > 0;
    for (let j = i + 1; !filled && j < blocks.length && (blocks[j] as Block).level > block.level; j++)
      filled = (blocks[j] as Block).entries.length > 0;
    if (filled) kept.push(block);
  }
  return kept;
}

/** The routes llms.txt lists, in its order, before any cap: what llms-full.txt holds. */
export function llmsRoutes(input: LlmsTxtInput): string[] {
  return pageBlocks(input).flatMap((block) => block.entries.flatMap((entry) => entry.route ?? []));
}

interface LlmsTxt {
  readonly text: string;
  /** Pages listed before the cap. */
  readonly pages: number;
  /** Pages the cap left out. */
  readonly omitted: number;
  /** The length descriptions were cut to, when the cap shortened them. */
  readonly descriptionLimit: number;
}

/** `llms.txt` (docs/output.md, For AI systems): headings shaped like the navigation, one line per page pointing at its twin. */
export function createLlmsTxt(input: LlmsTxtInput): LlmsTxt {
  const pages = pageBlocks(input);
  const base = input.baseUrl.replace(/\/+$/, '');
  const specBlock = (format: LlmsSpecFile['format'], heading: string): Block[] => {
    const files = input.specFiles.filter((file) => file.format === format);
    return files.length > 0
      ? [
          {
            level: 2,
            heading,
            entries: files.map((f) => ({ title: f.title, url: `${base}/${f.path}`, description: '' })),
          },
        ]
      : [];
  };
  const tail: Block[] = [
    ...specBlock('openapi', 'OpenAPI Specs'),
    ...specBlock('asyncapi', 'AsyncAPI Specs'),
    ...(input.externalLinks.length > 0
      ? [
          {
            level: 2,
            heading: 'Optional',
            entries: input.externalLinks.map((l) => ({ title: l.title, url: l.href, description: '' })),
          },
        ]
      : []),
  ];
  const head = [
    `# ${oneLine(input.name)}`,
    ...(input.description ? [`> ${oneLine(input.description)}`] : []),
  ];
  const render = (limit: number, keep: number) => renderLlmsTxt(head, pages, tail, limit, keep);
  const total = pages.reduce((n, block) => n + block.entries.length, 0);

  const result = (limit: number, keep: number): LlmsTxt => ({
    text: render(limit, keep),
    pages: total,
    omitted: total - keep,
    descriptionLimit: limit,
  });
  const full = render(DESCRIPTION_LIMIT, total);
  if (full.length <= LLMS_TXT_LIMIT)
    return { text: full, pages: total, omitted: 0, descriptionLimit: DESCRIPTION_LIMIT };
  // Too long: shorten descriptions (the longest limit that fits), then drop entries from the end.
  if (render(0, total).length <= LLMS_TXT_LIMIT) {
    const limit = largest(0, DESCRIPTION_LIMIT, (n) => render(n, total).length <= LLMS_TXT_LIMIT);
    return result(limit, total);
  }
  return result(
    0,
    largest(0, total, (n) => render(0, n).length <= LLMS_TXT_LIMIT),
  );
}

/** The largest n in [low, high] for which `fits(n)` holds (`fits` is monotonic, `fits(low)` assumed). */
function largest(low: number, high: number, fits: (n: number) => boolean): number {
  let lo = low;
  let hi = high;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function renderLlmsTxt(
  head: readonly string[],
  pages: readonly Block[],
  tail: readonly Block[],
  limit: number,
  keep: number,
): string {
  const out: string[] = [...head];
  const line = (entry: Entry) => {
    const description =
      limit > 0 && entry.description ? `: ${markdownLine(cut(entry.description, limit))}` : '';
    return `- [${linkText(entry.title)}](${entry.url})${description}`;
  };
  let left = keep;
  let omitted = 0;
  const omittedUnder = new Set<string>();
  const kept: Block[] = [];
  for (const block of pages) {
    const entries = block.entries.slice(0, Math.max(0, left));
    left -= entries.length;
    omitted += block.entries.length - entries.length;
    if (entries.length < block.entries.length && block.heading) omittedUnder.add(block.heading);
    kept.push({ ...block, entries });
  }
  for (const block of [...withoutEmptyHeadings(kept), ...tail]) {
    if (block.level >= 2) out.push(`${'#'.repeat(Math.min(block.level, 6))} ${oneLine(block.heading)}`);
    if (block.entries.length > 0) out.push(block.entries.map(line).join('\n'));
  }
  if (omitted > 0) {
    const under = [...omittedUnder];
    const named = under.slice(0, 5).join(', ') + (under.length > 5 ? `, and ${under.length - 5} more` : '');
    out.push(
      '## Left out',
      `${omitted.toLocaleString('en')} more pages (${named}) are not listed, to keep this file under ${LLMS_TXT_LIMIT.toLocaleString('en')} characters. Every page is in sitemap.xml and, in full, in llms-full.txt.`,
    );
  }
  return `${out.join('\n\n')}\n`;
}
