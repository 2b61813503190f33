import type { ApiSpec, AsyncChannel, Operation } from '@docwright/api-model';
import {
  channelKey,
  fileSafeRoute,
  humanizeIdentifier,
  operationSlug,
  operationTitle,
  requestLineTitle,
  routeSlug,
  routeTitle,
  slugify,
} from '@docwright/api-model';
import { pageLayout } from './page-layout.ts';
import { frontmatterMetatags } from './page-metadata.ts';
import { plainText } from './page-text.ts';
import { groupsByResource, resourceGroup } from './resource-groups.ts';
import type { EndpointRoute } from './routes.ts';

type Place = Pick<EndpointRoute, 'inNavigation' | 'sectionIndex' | 'breadcrumbs' | 'public'>;

/** The tag an operation is filed under: its first navigation tag (3.2 `badge` tags are not). */
function navigationTag(spec: ApiSpec, operation: Operation): string | undefined {
  const kinds = new Map(spec.tags.map((t) => [t.name, t.kind]));
  return (
    operation.tags.find((t) => kinds.get(t) === undefined || kinds.get(t) === 'nav') ?? operation.tags[0]
  );
}

/**
 * Sidebar group titles for an operation, outermost first: the tag's `x-group` or its root
 * ancestor (OpenAPI 3.2 `parent`), then each nested tag, by display name (`summary`). A spec
 * without tags groups by resource (`Payment intents`), inside its title's group when the groups
 * would otherwise be the sidebar's top level (headings, which do not fold).
 */
export function tagGroupPath(spec: ApiSpec, operation: Operation, topLevel = false): string[] {
  const tag = navigationTag(spec, operation);
  if (tag !== undefined) return tagPath(spec, tag);
  if (operation.webhook) return ['Webhooks'];
  if (!groupsByResource(spec)) return [spec.title];
  const resource = resourceGroup(spec, operation);
  return topLevel && resource !== spec.title ? [spec.title, resource] : [resource];
}

/** Group titles for a tag: its `x-group`, else its ancestors' and its own display names. */
export function tagPath(spec: ApiSpec, tag: string): string[] {
  const byName = new Map(spec.tags.map((t) => [t.name, t]));
  const group = byName.get(tag)?.group;
  if (group !== undefined) return [group];
  const chain: string[] = [];
  for (
    let name: string | undefined = tag;
    name !== undefined && !chain.includes(name);
    name = byName.get(name)?.parent
  )
    chain.unshift(name);
  return chain.map((name) => byName.get(name)?.summary ?? name);
}

/**
 * Mintlify's route for a generated page (`generateOpenApiPages`, the oracle of
 * test/oracle/openapi-pages-oracle.test.ts): `<directory>/<tag file name>/<operation file name>`,
 * or the operation's own `href`, lowercased; then our rule: every segment file-safe.
 */
export function operationRouteBase(directory: string, operation: Operation): string {
  const href = operation.page.href?.replace(/^\//, '');
  const base = href
    ? href
    : [directory, routeSlug(operation.tags[0]) ?? '', operationSlug(operation)].join('/');
  return fileSafeRoute(base.toLowerCase());
}

export function operationEntry(
  spec: ApiSpec,
  operation: Operation,
  route: string,
  place: Place,
): EndpointRoute {
  const tag = operation.tags[0];
  const description =
    operation.page.description ?? (operation.description ? plainText(operation.description) : undefined);
  const sidebarTitle = operation.page.sidebarTitle;
  const frontmatter = operation.page.frontmatter;
  return {
    kind: 'endpoint',
    route,
    title: operationTitle(operation) ?? (operation.webhook ? routeTitle(route) : requestLineTitle(operation)),
    ...(sidebarTitle !== undefined && { sidebarTitle }),
    ...(description !== undefined && { description }),
    ...(operation.page.description !== undefined && { lead: operation.page.description }),
    ...(operation.page.icon !== undefined && { icon: operation.page.icon }),
    ...place,
    breadcrumbs: tag ? [...place.breadcrumbs, tag] : place.breadcrumbs,
    binding: { specId: spec.id, key: operation.key },
    ...(frontmatter && {
      noindex: frontmatter.noindex === true,
      searchable: frontmatter.searchable !== false,
      metatags: frontmatterMetatags(frontmatter),
      // The reference marks the operation deprecated itself (`metadata.deprecated` included).
      layout: { ...pageLayout(frontmatter), deprecated: false },
    }),
  };
}

/** `<directory>/<spec title slug>/<channel id slug>` for an AsyncAPI channel. */
export function channelRouteBase(directory: string, spec: ApiSpec, channel: AsyncChannel): string {
  return [directory, slugify(spec.title), slugify(humanizeIdentifier(channel.id)) || 'channel']
    .filter(Boolean)
    .join('/');
}

export function channelEntry(
  spec: ApiSpec,
  channel: AsyncChannel,
  route: string,
  place: Place,
): EndpointRoute {
  const description = channel.description ? plainText(channel.description) : undefined;
  return {
    kind: 'endpoint',
    route,
    title: channel.title ?? humanizeIdentifier(channel.id),
    ...(description !== undefined && { description }),
    ...place,
    breadcrumbs: [...place.breadcrumbs, spec.title],
    binding: { specId: spec.id, key: channelKey(channel.id) },
  };
}
