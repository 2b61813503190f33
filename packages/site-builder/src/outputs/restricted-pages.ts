import type { RenderedPage } from '../render/render-page.ts';
import { isRestricted } from './indexing.ts';
import { audienceId } from './reader-visibility.ts';

/** A rendered site's group-only pages: those only some readers' groups may open. */
export interface RestrictedPages {
  /** The audience of a group-only page (`audienceId`); undefined for any other route. */
  audienceOf(route: string): string | undefined;
  /** Each audience of the site's group-only pages, with its groups; empty when there are none. */
  readonly audiences: ReadonlyMap<string, readonly string[]>;
}

export function restrictedPages(pages: ReadonlyMap<string, Pick<RenderedPage, 'access'>>): RestrictedPages {
  const byRoute = new Map<string, string>();
  const audiences = new Map<string, readonly string[]>();
  for (const [route, page] of pages) {
    if (!isRestricted(page)) continue;
    const id = audienceId(page.access.groups);
    byRoute.set(route, id);
    if (!audiences.has(id)) audiences.set(id, [...new Set(page.access.groups)].sort());
  }
  return { audienceOf: (route) => byRoute.get(route), audiences };
}

/**
 * The island modules only group-only pages load, each with the audiences of those pages: a module
 * that any other page loads is everyone's.
 */
export function restrictedIslandFiles(
  pages: ReadonlyMap<string, Pick<RenderedPage, 'islandFiles'>>,
  restricted: RestrictedPages,
): Record<string, string[]> {
  const open = new Set<string>();
  const audiences = new Map<string, Set<string>>();
  for (const [route, page] of pages) {
    const audience = restricted.audienceOf(route);
    for (const file of Object.keys(page.islandFiles ?? {})) {
      if (audience === undefined) open.add(file);
      else audiences.set(file, (audiences.get(file) ?? new Set()).add(audience));
    }
  }
  return Object.fromEntries(
    [...audiences].filter(([file]) => !open.has(file)).map(([file, ids]) => [file, [...ids].sort()]),
  );
}
