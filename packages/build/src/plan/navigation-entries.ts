import {
  divisionContainers,
  divisionKinds,
  type NavContainer,
  type NavDivision,
  type NavGroup,
  type NavPageEntry,
  type SpecSource,
} from '@docwright/config';
import { normalizeSpecId, type Operation } from '@docwright/spec';
import type { NavItem, NavLinkItem } from '@docwright/theme';
import { type PageSource, routeOfPageFile } from '../load/discover.ts';
import { parseEndpointReference } from './operation-lookup.ts';

/** Spec ids named by an `openapi` value, with the folder its generated pages go under. */
export function specSourceIds(source: SpecSource | undefined): { ids: string[]; directory?: string } {
  if (source === undefined) return { ids: [] };
  if (typeof source === 'string') return { ids: [normalizeSpecId(source)] };
  if (Array.isArray(source)) return { ids: source.map(normalizeSpecId) };
  return {
    ids: [normalizeSpecId(source.source)],
    ...(source.directory && { directory: source.directory.replace(/^\/+|\/+$/g, '') }),
  };
}

export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export const divisionTitle = (division: NavDivision): string => {
  for (const name of divisionKinds) {
    const value = division[name];
    if (typeof value === 'string') return value;
  }
  return '';
};

export const hasContent = (division: NavDivision): boolean =>
  divisionContainers.some((k) => (division[k]?.length ?? 0) > 0) ||
  (division.groups?.length ?? 0) > 0 ||
  (division.pages?.length ?? 0) > 0 ||
  division.openapi !== undefined;

/** `/guides/intro.mdx` -> `guides/intro`; `folder/index` -> `folder`. */
export function normalizePageEntry(entry: string): string {
  return routeOfPageFile(
    `${entry
      .trim()
      .replace(/^\/+/, '')
      .replace(/\.mdx?$/i, '')}.mdx`,
  );
}

export function firstRoute(items: readonly NavItem[]): string | undefined {
  for (const item of items) {
    if (item.kind === 'page') return item.route;
    if (item.kind === 'group') {
      const found = firstRoute(item.items);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export const firstHeading = (body: string): string | undefined => /^#\s+(.+?)\s*#*\s*$/m.exec(body)?.[1];

export const fileTitle = (file: string): string => {
  const name = (file.split('/').pop() ?? file).replace(/\.mdx?$/i, '');
  return name === 'index' ? 'Home' : name.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
};

/** First paragraph of Markdown as plain text, for descriptions. */
export function plainText(markdown: string): string {
  const paragraph = markdown.trim().split(/\n\s*\n/)[0] ?? '';
  return paragraph
    .replace(/<[^>]+>/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A sidebar entry for a page that shows an operation (generated or hand-written). */
export function endpointNavItem(
  entry: { title: string; sidebarTitle?: string; route: string; icon?: string },
  operation: Operation,
): NavItem {
  return {
    kind: 'page',
    title: entry.sidebarTitle ?? entry.title,
    route: entry.route,
    ...(entry.icon !== undefined && { icon: entry.icon }),
    method: operation.method,
    ...(operation.webhook && { webhook: true }),
    deprecated: operation.deprecated,
  };
}

/** `navigation.global` anchors and tabs with an `href`: links shown atop every sidebar. */
export function globalLinkItems(global: NavContainer | undefined): NavLinkItem[] {
  return divisionContainers.flatMap((kind) =>
    (global?.[kind] ?? []).flatMap((division) =>
      division.href
        ? [
            {
              kind: 'link' as const,
              title: divisionTitle(division),
              href: division.href,
              ...(division.icon !== undefined && { icon: division.icon }),
            },
          ]
        : [],
    ),
  );
}

/** How many `"<METHOD> <path>"` entries a container lists (those name no page of the site). */
export function countListedEndpoints(
  container: NavContainer | NavGroup,
  pages: ReadonlyMap<string, PageSource>,
): number {
  let count = 0;
  const visit = (entries: readonly NavPageEntry[] | undefined) => {
    for (const entry of entries ?? []) {
      if (typeof entry !== 'string') visit(entry.pages);
      else if (parseEndpointReference(entry) && !pages.has(normalizePageEntry(entry))) count++;
    }
  };
  visit(container.pages);
  for (const group of ('groups' in container ? container.groups : undefined) ?? []) visit(group.pages);
  return count;
}
