import type { NavItem } from '@docwright/theme';
import type { RouteEntry, SiteGraph } from '../routes.ts';
import { twinUrl } from './urls.ts';

export interface LlmsTxtInput {
  readonly name: string;
  readonly description?: string;
  readonly baseUrl: string;
  readonly graph: SiteGraph;
  /** Routes indexed beyond the navigation (`seo.indexing: all`). */
  readonly extraRoutes: readonly string[];
  readonly specFiles: readonly { readonly id: string; readonly title: string }[];
}

const DESCRIPTION_LIMIT = 300;
const SIZE_LIMIT = 100_000;

const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `llms.txt` (SPEC 3.5): headings shaped like the navigation, one line per page pointing at its twin. */
export function createLlmsTxt(input: LlmsTxtInput, descriptionLimit = DESCRIPTION_LIMIT): string {
  const { graph, baseUrl } = input;
  const lines = [`# ${input.name}`, ''];
  if (input.description) lines.push(`> ${oneLine(input.description)}`, '');
  const listed = new Set<string>();
  const entryLine = (entry: RouteEntry) => {
    const description = entry.description ? oneLine(entry.description) : '';
    const text = descriptionLimit > 0 && description ? `: ${cut(description, descriptionLimit)}` : '';
    return `- [${entry.title}](${twinUrl(baseUrl, entry.route)})${text}`;
  };
  const walk = (items: readonly NavItem[], depth: number) => {
    const pages: string[] = [];
    const groups: [string, readonly NavItem[]][] = [];
    for (const item of items) {
      if (item.kind === 'page') {
        const entry = graph.routes.get(item.route);
        if (entry && !listed.has(entry.route)) {
          listed.add(entry.route);
          pages.push(entryLine(entry));
        }
      } else if (item.kind === 'group') groups.push([item.title, item.items]);
    }
    if (pages.length > 0) lines.push(...pages, '');
    for (const [title, children] of groups) {
      lines.push(`${'#'.repeat(Math.min(depth, 6))} ${title}`, '');
      walk(children, depth + 1);
    }
  };
  const titledSections = graph.sections.length > 1;
  for (const section of graph.sections) {
    if (titledSections) lines.push(`## ${section.title}`, '');
    walk(section.items, titledSections ? 3 : 2);
  }
  const extra = input.extraRoutes
    .filter((route) => !listed.has(route))
    .flatMap((route) => graph.routes.get(route) ?? [])
    .sort((a, b) => a.title.localeCompare(b.title));
  if (extra.length > 0) lines.push('## Other pages', '', ...extra.map(entryLine), '');
  if (input.specFiles.length > 0) {
    lines.push(
      '## OpenAPI Specs',
      '',
      ...input.specFiles.map((s) => `- [${s.title}](${baseUrl.replace(/\/+$/, '')}/${s.id})`),
      '',
    );
  }
  if (graph.externalLinks.length > 0) {
    lines.push('## Optional', '', ...graph.externalLinks.map((l) => `- [${l.title}](${l.href})`), '');
  }
  const text = `${lines.join('\n').trimEnd()}\n`;
  if (text.length <= SIZE_LIMIT) return text;
  // Too long: shorten descriptions first, then drop them, then drop entries from the end.
  if (descriptionLimit > 100) return createLlmsTxt(input, 100);
  if (descriptionLimit > 0) return createLlmsTxt(input, 0);
  const kept = text.slice(0, SIZE_LIMIT - 200);
  const lastLine = kept.lastIndexOf('\n');
  const omitted = text
    .slice(lastLine)
    .split('\n')
    .filter((l) => l.startsWith('- [')).length;
  return `${kept.slice(0, lastLine)}\n\n> ${omitted} more entries were left out to keep this file under ${SIZE_LIMIT.toLocaleString('en')} characters; every page is listed in sitemap.xml.\n`;
}
