// A real OpenID Connect provider for sign-in tests: `oidc-provider` (the certified Node provider)
// on 127.0.0.1, with its development login and consent pages, in the test's own process.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcClientRegistration {
  readonly client_id: string;
  readonly client_secret?: string;
  readonly redirect_uris: readonly string[];
  readonly post_logout_redirect_uris?: readonly string[];
}

export interface LocalOidcProvider {
  /** The issuer URL (`http://127.0.0.1:<port>`), known before the provider is configured. */
  readonly issuer: string;
  /** Configures the provider: its clients, and the groups claim of each login name. */
  start(
    clients: readonly OidcClientRegistration[],
    groups: Readonly<Record<string, readonly string[]>>,
  ): void;
  close(): Promise<void>;
}

/** Listens first, so the site's server can be given the issuer before the provider registers its callback. */
export async function listenOidcProvider(): Promise<LocalOidcProvider> {
  let handler: ((request: IncomingMessage, response: ServerResponse) => unknown) | undefined;
  const server: Server = createServer((request, response) => {
    if (handler) handler(request, response);
    else response.writeHead(503).end('not configured yet');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    start(clients, groups) {
      const provider = new Provider(issuer, {
        clients: clients.map((client) => ({
          ...client,
          redirect_uris: [...client.redirect_uris],
          post_logout_redirect_uris: [...(client.post_logout_redirect_uris ?? [])],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          ...(client.client_secret === undefined && { token_endpoint_auth_method: 'none' }),
        })),
        findAccount: async (_ctx: unknown, sub: string) => ({
          accountId: sub,
          claims: async () => ({ sub, groups: [...(groups[sub] ?? [])] }),
        }),
        claims: { openid: ['sub'], groups: ['groups'] },
        scopes: ['openid', 'groups'],
        features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
        pkce: { required: () => true },
        cookies: { keys: ['a-test-only-cookie-signing-key'] },
      });
      handler = provider.callback();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Walks the provider's login and consent pages over HTTP as `login` (any password), from an
 * authorization URL to the redirect back to the client, which it returns without following.
 */
export async function authorizeOverHttp(authorizationUrl: string | URL, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const start = new URL(authorizationUrl);
  let next = start;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(next, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(body && { body: body.toString() }),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next);
      if (target.origin !== start.origin) return target;
      next = target;
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`the provider answered ${response.status} without a form:\n${html}`);
    next = new URL(action, next);
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('the provider never sent the reader back');
}
