import { type BuiltUserChoice, hasUserFields } from '@docwright/mdx';
import { type DeclaredServer, declaredServers } from '@docwright/proxy';
import { type ApiToolEntry, apiToolEntries } from './api-tools.ts';
import { restrictedIslandFiles, restrictedPages } from './restricted-pages.ts';
import type { SiteSnapshot } from './site-snapshot.ts';
import { specFileOutput } from './spec-file-output.ts';

/** A route's rules under reader authentication, where they differ from "sign-in required, any group". */
interface RouteAccess {
  readonly public?: true;
  readonly groups?: readonly string[];
  /** The page holds an `auth` playground that the server shows only to readers in `groups`. */
  readonly authPlayground?: true;
  /**
   * The page shows `{user.<field>}` values, conditions on `user` or a playground: the server fills in
   * the signed-in reader's `content` and `apiPlaygroundInputs` (docs/server.md, Personalization).
   */
  readonly personalized?: true;
}

export interface ServerManifest {
  readonly version: 1;
  /** The site's `name` in docs.json: how the MCP server introduces itself. */
  readonly name?: string;
  /** The servers the specs declare: the playground proxy forwards only to these. */
  readonly proxyServers: readonly DeclaredServer[];
  readonly routes: Readonly<Record<string, RouteAccess>>;
  /**
   * The spec files the site serves (each local spec and the files its `$ref`s point into), with the
   * routes of the pages each documents: under reader authentication a spec file is served only to
   * readers who may read every one of them. Absent from manifests written before it existed.
   */
  readonly specFiles?: Readonly<Record<string, readonly string[]>>;
  /**
   * Each spec the site loads (local or remote) with the routes of the pages it documents: under
   * reader authentication the proxy reaches a spec's servers only for readers who may read the spec.
   * Absent from manifests written before it existed.
   */
  readonly specRoutes?: Readonly<Record<string, readonly string[]>>;
  /** The base URL the site was built for (`--base-url`): where readers reach it. */
  readonly baseUrl?: string;
  /**
   * The path of its host the site was built to be served under (`--base-path`, `/docs`): its pages
   * name their addresses with it. Absent for the root.
   */
  readonly basePath?: string;
  /**
   * The audiences of the site's group-only pages (`reader-visibility.ts`), each with its groups:
   * navigation, search and the llms files show a group-only page to its audience only. Absent
   * without group-only pages.
   */
  readonly audiences?: Readonly<Record<string, readonly string[]>>;
  /** Island modules that only group-only pages load, with the audiences that may fetch them. */
  readonly audienceFiles?: Readonly<Record<string, readonly string[]>>;
  /**
   * Each page's conditions on `user` with the HTML of every branch, by route: only the server reads
   * them, to show a signed-in reader their branch; the built page holds the signed-out one. Absent
   * when no page has one.
   */
  readonly userChoices?: Readonly<Record<string, readonly BuiltUserChoice[]>>;
  /** The operations `x-mint.mcp` offers as MCP tools. Absent when none is. */
  readonly apiTools?: readonly ApiToolEntry[];
}

/** The manifest of a rendered site: the proxy allowlist's source and each route's access rules. */
export function createServerManifest(snapshot: SiteSnapshot, baseUrl: string, basePath = ''): ServerManifest {
  const routes: Record<string, RouteAccess> = {};
  const userChoices: Record<string, readonly BuiltUserChoice[]> = {};
  for (const [route, page] of snapshot.pages) {
    if (page.userChoices) userChoices[route] = page.userChoices;
    const access: RouteAccess = {
      ...(page.access.public && { public: true as const }),
      ...(page.access.groups.length > 0 && { groups: page.access.groups }),
      ...(page.authPlayground && { authPlayground: true as const }),
      ...((isPersonalized(page.contentHtml) || page.userChoices) && { personalized: true as const }),
    };
    if (Object.keys(access).length > 0) routes[route] = access;
  }
  const specs = [...snapshot.specs.values()].flatMap((loaded) => loaded.spec ?? []);
  const documented = documentedRoutes(snapshot);
  const restricted = restrictedPages(snapshot.pages);
  const apiTools = apiToolEntries(specs, operationRoutes(snapshot));
  return {
    version: 1,
    ...(snapshot.config.name && { name: snapshot.config.name }),
    proxyServers: declaredServers(specs),
    routes,
    specFiles: specFilesOf(snapshot, documented),
    specRoutes: Object.fromEntries(
      specs.map((spec) => [spec.id, [...(documented.get(spec.id) ?? [])].sort()]),
    ),
    baseUrl,
    ...(basePath !== '' && { basePath }),
    ...(restricted.audiences.size > 0 && {
      audiences: Object.fromEntries(restricted.audiences),
      audienceFiles: restrictedIslandFiles(snapshot.pages, restricted),
    }),
    ...(apiTools.length > 0 && { apiTools }),
    ...(Object.keys(userChoices).length > 0 && { userChoices }),
  };
}

/** The route of the page documenting each operation: its generated page, or the first page bound to it. */
function operationRoutes(snapshot: SiteSnapshot): (specId: string, key: string) => string | undefined {
  const routes = new Map<string, string>();
  for (const entry of snapshot.graph.routes.values()) {
    if (!entry.binding) continue;
    const id = `${entry.binding.specId}\u0000${entry.binding.key}`;
    if (!routes.has(id) || entry.kind === 'endpoint') routes.set(id, entry.route);
  }
  return (specId, key) => routes.get(`${specId}\u0000${key}`);
}

/** What the server fills for a signed-in reader: a `{user.<field>}` value or a playground. */
const isPersonalized = (html: string) => hasUserFields(html) || html.includes('data-playground');

/** The routes of the pages each spec documents, by spec id. */
function documentedRoutes(snapshot: SiteSnapshot): Map<string, string[]> {
  const documented = new Map<string, string[]>();
  for (const entry of snapshot.graph.routes.values()) {
    if (!entry.binding) continue;
    const routes = documented.get(entry.binding.specId) ?? [];
    routes.push(entry.route);
    documented.set(entry.binding.specId, routes);
  }
  return documented;
}

/** Each spec file the build copies into the site (as `createSiteFiles` does), with the routes it documents. */
function specFilesOf(
  snapshot: SiteSnapshot,
  documented: ReadonlyMap<string, string[]>,
): Record<string, string[]> {
  const files = new Map<string, Set<string>>();
  for (const loaded of snapshot.specs.values()) {
    if (!loaded.spec || specFileOutput(loaded) === undefined) continue;
    for (const file of [loaded.spec.id, ...loaded.externalFiles]) {
      const routes = files.get(file) ?? new Set<string>();
      for (const route of documented.get(loaded.spec.id) ?? []) routes.add(route);
      files.set(file, routes);
    }
  }
  return Object.fromEntries([...files].map(([file, routes]) => [file, [...routes].sort()]));
}
