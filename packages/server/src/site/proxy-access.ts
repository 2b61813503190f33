import { allowlistOf, type ProxyAllowlist } from '@docwright/proxy';
import { type AccessRule, decideSpecAccess } from '../reader-auth/access.ts';
import type { Reader } from '../reader-auth/tokens.ts';
import type { PublishedSite } from './published-site.ts';

/**
 * The playground proxy's allowlist for one reader (docs/server.md, Reader authentication): the servers of
 * the specs that reader may read, under the rule a spec file follows. A server that only specs
 * closed to the reader declare is not on it, nor named in its refusals.
 */
export function readerAllowlist(site: PublishedSite, reader: Reader): ProxyAllowlist {
  const rulesOf = specRules(site);
  const { proxyServers } = site.manifest;
  const readable = new Set(
    [...new Set(proxyServers.map((server) => server.specId))].filter(
      (specId) => decideSpecAccess(rulesOf(specId), reader) === 'allow',
    ),
  );
  return allowlistOf(proxyServers.filter((server) => readable.has(server.specId)));
}

/** The rules of the pages a spec documents, by spec id. */
function specRules(site: PublishedSite): (specId: string) => readonly AccessRule[] {
  const { routes, specRoutes } = site.manifest;
  const ruleOf = (route: string): AccessRule => (Object.hasOwn(routes, route) ? routes[route] : {}) ?? {};
  // A build from before the manifest listed each spec's pages, or a spec it does not list: the
  // spec file's own rules when the site serves it, else those of every page restricted to groups.
  const restricted = Object.values(routes).filter((rule) => !rule.public && rule.groups?.length);
  const fallback = (specId: string) => site.specAccess(specId) ?? restricted;
  if (!specRoutes) return fallback;
  return (specId) => {
    const documented = Object.hasOwn(specRoutes, specId) ? specRoutes[specId] : undefined;
    return Array.isArray(documented) ? documented.map(ruleOf) : fallback(specId);
  };
}
