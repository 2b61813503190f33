import type { ApiSpec, AsyncChannel, Operation } from '@docwright/spec';
import {
  channelKey,
  humanizeIdentifier,
  operationSlug,
  operationTitle,
  routeSlug,
  slugify,
} from '@docwright/spec';
import { plainText } from './navigation-entries.ts';
import type { EndpointRoute } from './routes.ts';

type Place = Pick<EndpointRoute, 'inNavigation' | 'sectionIndex' | 'breadcrumbs'>;

/** SPEC 3.2: `<directory>/<tag slug>/<summary slug>`, or the operation's own `href`. */
export function operationRouteBase(directory: string, operation: Operation): string {
  const href = operation.page.href?.replace(/^\/+|\/+$/g, '');
  if (href) return href;
  const tag = operation.tags[0];
  return [directory, tag ? routeSlug(tag) : '', operationSlug(operation)].filter(Boolean).join('/');
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
  return {
    kind: 'endpoint',
    route,
    title: operationTitle(operation),
    ...(sidebarTitle !== undefined && { sidebarTitle }),
    ...(description !== undefined && { description }),
    ...(operation.page.description !== undefined && { lead: operation.page.description }),
    ...place,
    breadcrumbs: tag ? [...place.breadcrumbs, tag] : place.breadcrumbs,
    binding: { specId: spec.id, key: operation.key },
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
