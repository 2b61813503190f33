import type { ApiToolEntry } from '@docwright/site-builder/serving';

/** What a caller passes to an API tool: the operation's parameters by location, and its body. */
export interface ApiToolArguments {
  readonly server?: string;
  readonly path?: Record<string, unknown>;
  readonly query?: Record<string, unknown>;
  readonly headers?: Record<string, unknown>;
  readonly cookies?: Record<string, unknown>;
  readonly body?: unknown;
}

/** The request a tool call describes, as the playground proxy takes it; a string says what is wrong. */
export interface ApiRequest {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  readonly cookie: string | undefined;
  readonly body: string | undefined;
}

export function buildApiRequest(entry: ApiToolEntry, args: ApiToolArguments): ApiRequest | string {
  const server = args.server ?? entry.servers[0];
  if (server === undefined)
    return `${entry.method} ${entry.path} declares no server in its spec, so there is nowhere to send it.`;
  if (!entry.servers.includes(server))
    return `\`server\` must be one of the operation's servers: ${entry.servers.map((s) => `"${s}"`).join(', ')}.`;
  if (!URL.canParse(server))
    return `The server "${server}" is not an absolute URL, so the call cannot be sent from here.`;
  const missing = entry.parameters
    .filter((p) => p.required && valueIn(args, p.in, p.name) === undefined)
    .map((p) => `${groupOf(p.in)}.${p.name}`);
  if (missing.length > 0)
    return `Missing required parameter${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`;
  if (entry.body?.required && args.body === undefined) return 'Missing the required `body`.';

  let path = entry.path;
  for (const [name, value] of Object.entries(args.path ?? {})) {
    const text = scalar(value);
    if (text === undefined) return `path.${name} must be a string, number or boolean.`;
    // A URL parser reads `.` and `..` (encoded or not) as steps up the server's path.
    if (/^(\.|%2e){1,2}$/i.test(text))
      return `path.${name} cannot be \`${text}\`: it would leave the operation's path.`;
    path = path.replaceAll(`{${name}}`, encodeURIComponent(text));
  }
  const url = new URL(`${server.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(args.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : scalar(item);
      if (text !== undefined) url.searchParams.append(name, text);
    }
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(args.headers ?? {})) {
    const text = scalar(value);
    if (text === undefined) return `headers.${name} must be a string, number or boolean.`;
    try {
      headers.set(name, text);
    } catch {
      return `headers.${name} is not a valid HTTP header.`;
    }
  }
  const cookies = Object.entries(args.cookies ?? {}).flatMap(([name, value]) => {
    const text = scalar(value);
    return text === undefined ? [] : [`${name}=${encodeURIComponent(text)}`];
  });
  let body: string | undefined;
  if (args.body !== undefined && entry.body) {
    const type = entry.body.contentType;
    if (!headers.has('content-type')) headers.set('content-type', type);
    body = encodeBody(type, args.body);
  }
  return {
    url,
    method: entry.method,
    headers,
    cookie: cookies.length > 0 ? cookies.join('; ') : undefined,
    body,
  };
}

function encodeBody(type: string, value: unknown): string {
  if (/^application\/x-www-form-urlencoded/i.test(type) && typeof value === 'object' && value !== null)
    return new URLSearchParams(
      Object.entries(value).map(([key, item]) => [
        key,
        typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item),
      ]),
    ).toString();
  if (typeof value === 'string' && !/json/i.test(type)) return value;
  return JSON.stringify(value);
}

export const groupOf = (location: string): string =>
  location === 'header' ? 'headers' : location === 'cookie' ? 'cookies' : location;

function valueIn(args: ApiToolArguments, location: string, name: string): unknown {
  const group = (args as Record<string, unknown>)[groupOf(location)];
  if (typeof group !== 'object' || group === null) return undefined;
  if (location !== 'header') return (group as Record<string, unknown>)[name];
  const key = Object.keys(group).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : (group as Record<string, unknown>)[key];
}

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}
