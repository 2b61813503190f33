import type { ApiSpec, Server } from '@docwright/api-model';

/** One origin (scheme, host, port) the proxy may reach; paths are free. */
interface AllowedOrigin {
  readonly protocol: 'http:' | 'https:';
  /** The hostname as `URL` writes it (lowercase, `[::1]`), or a pattern where a free variable stands for a label. */
  readonly hostname: string | RegExp;
  /** As `URL.port` writes it: empty for the scheme's default port. */
  readonly port: string;
  /** The server names this exact host: only such origins may be loopback or private addresses. */
  readonly explicit: boolean;
  /** `https://*.example.com`, for messages. */
  readonly display: string;
  readonly specId: string;
}

/** The origins a site's specs declare as servers. */
export class ProxyAllowlist {
  constructor(readonly origins: readonly AllowedOrigin[]) {}

  /** The declared origin `url` belongs to; one that names the host exactly wins over a pattern. */
  match(url: URL): AllowedOrigin | undefined {
    let patternMatch: AllowedOrigin | undefined;
    for (const origin of this.origins) {
      if (origin.protocol !== url.protocol || origin.port !== url.port) continue;
      if (typeof origin.hostname === 'string') {
        if (origin.hostname === url.hostname) return origin;
      } else if (origin.hostname.test(url.hostname)) patternMatch ??= origin;
    }
    return patternMatch;
  }
}

/** A server URL template a spec declares, with its variables: what the allowlist is made from, and JSON-safe. */
export interface DeclaredServer extends Server {
  readonly specId: string;
}

/** Every server the specs declare that the proxy may reach: top-level, per operation, AsyncAPI http(s) and OAuth2 token URLs. */
export function declaredServers(specs: readonly ApiSpec[]): DeclaredServer[] {
  const declared: DeclaredServer[] = [];
  const seen = new Set<string>();
  for (const spec of specs) {
    const servers = [...spec.servers, ...spec.operations.flatMap((operation) => operation.servers)];
    for (const server of asyncHttpServers(spec)) servers.push(server);
    // The playground exchanges OAuth2 codes for tokens at the token URLs the specs declare.
    for (const scheme of Object.values(spec.securitySchemes))
      if (scheme.authorizationCode) servers.push({ url: scheme.authorizationCode.tokenUrl, variables: {} });
    for (const server of servers) {
      const key = `${spec.id}\0${server.url}\0${JSON.stringify(server.variables)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      declared.push({ url: server.url, variables: server.variables, specId: spec.id });
    }
  }
  return declared;
}

/** The origins that declared servers can take, filling server variables. */
export function allowlistOf(servers: readonly DeclaredServer[]): ProxyAllowlist {
  const origins = new Map<string, AllowedOrigin>();
  for (const server of servers)
    for (const origin of serverOrigins(server, server.specId)) {
      const key = `${origin.protocol}//${String(origin.hostname)}:${origin.port}`;
      if (!origins.has(key)) origins.set(key, origin);
    }
  return new ProxyAllowlist([...origins.values()]);
}

/** Every http(s) origin the specs' servers can take, filling server variables. */
export function proxyAllowlist(specs: readonly ApiSpec[]): ProxyAllowlist {
  return allowlistOf(declaredServers(specs));
}

function asyncHttpServers(spec: ApiSpec): Server[] {
  return spec.asyncServers.flatMap((server) => {
    if (/^https?:\/\//i.test(server.url)) return [{ url: server.url, variables: {} }];
    if (!/^https?$/i.test(server.protocol)) return [];
    return [{ url: `${server.protocol.toLowerCase()}://${server.url}`, variables: {} }];
  });
}

// Stands for a free host variable while the URL is parsed; valid in a hostname and left as is by `URL`.
const anyLabel = 'docwright-any-label';
// Enum values multiply across variables; past this, a misdeclared server adds nothing rather than hang.
const maxCombinations = 512;

function serverOrigins(server: Server, specId: string): AllowedOrigin[] {
  const template = server.url.trim();
  const { origin, host } = splitTemplate(template);
  const names = [...new Set([...origin.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? ''))];
  const choices = names.map((name) => {
    const variable = server.variables[name];
    const values = new Set(variable ? [variable.default, ...(variable.enum ?? [])] : []);
    if (!variable?.enum && host?.includes(`{${name}}`)) values.add(anyLabel);
    return { name, values: [...values] };
  });
  const results: AllowedOrigin[] = [];
  for (const filled of fillings(origin, choices)) {
    const url = parseAbsolute(filled);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
    const free = url.hostname.includes(anyLabel);
    results.push({
      protocol: url.protocol,
      hostname: free ? labelPattern(url.hostname) : url.hostname,
      port: url.port,
      explicit: !free,
      display: `${url.protocol}//${url.host.replaceAll(anyLabel, '*')}`,
      specId,
    });
  }
  return results;
}

/** The scheme-and-authority part of a server URL template, and its host; the path does not matter. */
function splitTemplate(template: string): { origin: string; host: string | undefined } {
  const schemeEnd = template.indexOf('://');
  // `{baseUrl}` alone may hold a whole URL: its values are tried, but it is no host label.
  if (schemeEnd < 0) return { origin: template, host: undefined };
  const rest = template.slice(schemeEnd + 3);
  const authority = rest.slice(0, rest.search(/[/?#]|$/));
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const host = hostAndPort.startsWith('[')
    ? hostAndPort.slice(0, hostAndPort.indexOf(']') + 1)
    : hostAndPort.replace(/:[^:]*$/, '');
  return { origin: template.slice(0, schemeEnd + 3) + authority, host };
}

function* fillings(
  template: string,
  choices: readonly { name: string; values: readonly string[] }[],
): Generator<string> {
  let partial = [template];
  for (const { name, values } of choices) {
    partial = partial.flatMap((text) => values.map((value) => text.replaceAll(`{${name}}`, value)));
    if (partial.length > maxCombinations) return;
  }
  yield* partial;
}

function parseAbsolute(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** `api-docwright-any-label.example.com` -> a pattern where the placeholder is one DNS label's characters. */
function labelPattern(hostname: string): RegExp {
  const escaped = hostname
    .split(anyLabel)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[a-z0-9-]+');
  return new RegExp(`^${escaped}$`);
}
