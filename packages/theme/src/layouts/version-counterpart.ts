import type { NavDivisionStep, NavItem, NavSection } from '@docwright/page-model';

/** The pages of one version, and the folder most of them sit in (`v1/`), or `''` when there is none. */
export interface VersionRoutes {
  readonly routes: ReadonlySet<string>;
  readonly prefix: string;
}

// Each page's frame asks for the same versions: collect them once per site.
const cache = new WeakMap<readonly NavSection[], Map<string, VersionRoutes>>();

/** The pages of the sections under `step` at `level` of their trail (a version), with their folder. */
export function versionRoutes(
  sections: readonly NavSection[],
  level: number,
  step: NavDivisionStep,
): VersionRoutes {
  let byVersion = cache.get(sections);
  if (!byVersion) {
    byVersion = new Map();
    cache.set(sections, byVersion);
  }
  const key = `${level}\u0000${step.title}`;
  const known = byVersion.get(key);
  if (known) return known;
  const routes = new Set<string>();
  for (const section of sections) {
    const at = section.trail[level];
    if (at?.kind === step.kind && at.title === step.title) collectRoutes(section.items, routes);
  }
  const found = { routes, prefix: sharedFolder(routes) };
  byVersion.set(key, found);
  return found;
}

/**
 * The page of version `to` that stands for `route` of version `from`: the same path after the
 * version's folder (`v1/quickstart` and `quickstart`), else the same page when both versions list
 * it; `undefined` when `to` has neither.
 */
export function counterpartRoute(route: string, from: VersionRoutes, to: VersionRoutes): string | undefined {
  const rest = from.prefix !== '' && route.startsWith(from.prefix) ? route.slice(from.prefix.length) : route;
  const samePath = `${to.prefix}${rest}`;
  if (to.routes.has(samePath)) return samePath;
  return to.routes.has(route) ? route : undefined;
}

function collectRoutes(items: readonly NavItem[], into: Set<string>): void {
  for (const item of items) {
    if (item.kind === 'page') into.add(item.route);
    else if (item.kind === 'group') collectRoutes(item.items, into);
  }
}

/**
 * `v1/` when most of the version's pages are inside that folder, else `''`: a page that several
 * versions list (a changelog) may sit outside it.
 */
function sharedFolder(routes: ReadonlySet<string>): string {
  const counts = new Map<string, number>();
  for (const route of routes) {
    const slash = route.indexOf('/');
    if (slash !== -1) counts.set(route.slice(0, slash + 1), (counts.get(route.slice(0, slash + 1)) ?? 0) + 1);
  }
  for (const [folder, count] of counts) if (count * 2 > routes.size) return folder;
  return '';
}
