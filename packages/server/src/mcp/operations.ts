import type { PublishedSite } from '../site/published-site.ts';
import type { McpSite } from './mcp-site.ts';

/** One operation of a spec as its reference page's Markdown twin states it. */
export interface OperationSummary {
  readonly spec: string;
  /** The reference page's route: what `read_operation` takes. */
  readonly page: string;
  readonly title: string;
  /** `GET /plants`, `WEBHOOK new-plant`, `SEND channel`, as the page's heading reads. */
  readonly operation: string;
  readonly url: string;
}

const summaries = new WeakMap<
  PublishedSite,
  Map<string, Promise<Omit<OperationSummary, 'url'> | undefined>>
>();

/** The specs whose reference pages the client may read, each with how many of them. */
export function readableSpecs(view: McpSite): { spec: string; operations: number }[] {
  return Object.entries(view.site.manifest.specRoutes ?? {})
    .map(([spec, routes]) => ({ spec, operations: routes.filter(view.mayRead).length }))
    .filter((entry) => entry.operations > 0);
}

/** The operations of `spec` (every spec when undefined) the client may read, in the build's order. */
export async function listOperations(view: McpSite, spec: string | undefined): Promise<OperationSummary[]> {
  const specRoutes = view.site.manifest.specRoutes ?? {};
  const pages = Object.entries(specRoutes)
    .filter(([id]) => spec === undefined || id === spec)
    .flatMap(([id, routes]) => routes.filter(view.mayRead).map((route) => [id, route] as const));
  const found = await Promise.all(pages.map(([id, route]) => summaryOf(view, id, route)));
  return found
    .filter((summary) => summary !== undefined)
    .map((summary) => ({ ...summary, url: `${view.siteUrl}/${summary.page}` }));
}

function summaryOf(
  view: McpSite,
  spec: string,
  route: string,
): Promise<Omit<OperationSummary, 'url'> | undefined> {
  let bySite = summaries.get(view.site);
  if (!bySite) {
    bySite = new Map();
    summaries.set(view.site, bySite);
  }
  const key = `${spec}\n${route}`;
  let summary = bySite.get(key);
  if (!summary) {
    summary = readSummary(view, spec, route);
    bySite.set(key, summary);
  }
  return summary;
}

async function readSummary(
  view: McpSite,
  spec: string,
  route: string,
): Promise<Omit<OperationSummary, 'url'> | undefined> {
  const response = await view.fetch(encodeRoute(route), 'text/markdown');
  if (!response.ok || !isMarkdown(response)) return undefined;
  const twin = await response.text();
  const title = /^# (.+)$/m.exec(twin)?.[1]?.trim() ?? route;
  const operation = /^## ([A-Z]+ \S.*)$/m.exec(twin)?.[1]?.trim() ?? '';
  return { spec, page: route, title, operation };
}

export const isMarkdown = (response: Response): boolean =>
  (response.headers.get('content-type') ?? '').startsWith('text/markdown');

/** A route as a URL path, each segment encoded. */
export const encodeRoute = (route: string): string => route.split('/').map(encodeURIComponent).join('/');
