import {
  type ApiSpec,
  type HttpMethod,
  httpMethods,
  type Operation,
  requestLineTitle,
} from '@docwright/api-model';
import { divisionContainers, type NavContainer, type NavGroup, type NavPageEntry } from '@docwright/config';
import { hidesApiMethod } from '@docwright/mdx';
import type { NavItem, NavLinkItem } from '@docwright/page-model';
import { type PageSource, routeOfPageFile } from '../load/discover.ts';
import { divisionTitle } from './divisions.ts';
import { parseEndpointReference } from './operation-lookup.ts';
import { externalUrl } from './page-layout.ts';
import type { ContentRoute } from './routes.ts';

/** `/guides/intro.mdx` -> `guides/intro`; `folder/index` -> `folder`. */
export function normalizePageEntry(entry: string): string {
  return routeOfPageFile(
    `${entry
      .trim()
      .replace(/^\/+/, '')
      .replace(/\.mdx?$/i, '')}.mdx`,
  );
}

/** The route of the first page among the items, groups searched depth first. */
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

/**
 * A sidebar entry for a page that shows an operation (generated or hand-written). A page titled
 * by its request line (`GET /v1/charges`) shows the path beside its method badge, which says GET.
 */
export function endpointNavItem(
  entry: { title: string; sidebarTitle?: string; route: string; icon?: string },
  operation: Operation,
): NavItem {
  const tag = frontmatterTag(operation.page.frontmatter ?? {});
  const byRequestLine = !operation.webhook && entry.title === requestLineTitle(operation);
  return {
    kind: 'page',
    title: entry.sidebarTitle ?? (byRequestLine ? operation.path : entry.title),
    route: entry.route,
    ...(entry.icon !== undefined && { icon: entry.icon }),
    method: operation.method,
    ...(operation.webhook && { webhook: true }),
    deprecated: operation.deprecated,
    ...(tag !== undefined && { tag }),
  };
}

/** Front matter (or `x-mint.metadata`) `tag`: the label beside the page's title in the sidebar. */
function frontmatterTag(frontmatter: Readonly<Record<string, unknown>>): string | undefined {
  const tag = frontmatter.tag;
  return typeof tag === 'string' && tag.trim() !== '' ? tag.trim() : undefined;
}

/**
 * A hand-written page's sidebar entry. One bound to an operation (`openapi:` front matter) reads
 * like a generated endpoint page, method badge and all; an `api: "POST https://..."` page gets
 * its method's badge.
 */
export function contentNavItem(
  placed: ContentRoute,
  page: PageSource,
  specs: ReadonlyMap<string, ApiSpec>,
): NavItem {
  const { frontmatter } = page;
  const title = placed.sidebarTitle ?? placed.title;
  const url = externalUrl(frontmatter);
  if (url !== undefined)
    return { kind: 'link', title, href: url, ...(placed.icon !== undefined && { icon: placed.icon }) };
  const binding = placed.binding;
  const operation = binding && specs.get(binding.specId)?.operations.find((op) => op.key === binding.key);
  const item = operation ? endpointNavItem(placed, operation) : undefined;
  const { method: ownMethod, ...base } =
    item?.kind === 'page'
      ? item
      : { kind: 'page' as const, title, route: placed.route, method: mdxApiMethod(frontmatter.api) };
  const method = hidesApiMethod(frontmatter) ? undefined : ownMethod;
  const tag = frontmatterTag(frontmatter);
  const deprecated = frontmatter.deprecated === true || (item?.kind === 'page' && item.deprecated === true);
  return {
    ...base,
    ...(placed.icon !== undefined && { icon: placed.icon }),
    ...(method && { method }),
    ...(deprecated && { deprecated }),
    ...(tag !== undefined && { tag }),
  };
}

function mdxApiMethod(value: unknown): HttpMethod | undefined {
  const method =
    typeof value === 'string' ? /^\s*([A-Za-z]+)\s+\S+\s*$/.exec(value)?.[1]?.toLowerCase() : undefined;
  return (httpMethods as readonly string[]).includes(method ?? '') ? (method as HttpMethod) : undefined;
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
