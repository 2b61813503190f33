import { type DeclaredServer, declaredServers } from '@docwright/proxy';
import type { SiteSnapshot } from '../site.ts';

/** Where the build leaves what `docs serve` needs to know beyond the files themselves. */
export const serverManifestPath = '_docwright/server.json';

/** A route's rules under reader authentication, where they differ from "sign-in required, any group". */
export interface RouteAccess {
  readonly public?: true;
  readonly groups?: readonly string[];
  /** The page holds an `auth` playground that the server shows only to readers in `groups`. */
  readonly authPlayground?: true;
}

export interface ServerManifest {
  readonly version: 1;
  /** The servers the specs declare: the playground proxy forwards only to these. */
  readonly proxyServers: readonly DeclaredServer[];
  readonly routes: Readonly<Record<string, RouteAccess>>;
}

/** The manifest of a rendered site: the proxy allowlist's source and each route's access rules. */
export function createServerManifest(snapshot: SiteSnapshot): ServerManifest {
  const routes: Record<string, RouteAccess> = {};
  for (const [route, page] of snapshot.pages) {
    const access: RouteAccess = {
      ...(page.access.public && { public: true as const }),
      ...(page.access.groups.length > 0 && { groups: page.access.groups }),
      ...(page.authPlayground && { authPlayground: true as const }),
    };
    if (Object.keys(access).length > 0) routes[route] = access;
  }
  const specs = [...snapshot.specs.values()].flatMap((loaded) => loaded.spec ?? []);
  return { version: 1, proxyServers: declaredServers(specs), routes };
}
