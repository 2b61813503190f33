/**
 * The one request serializer: values (the spec's examples, or what a reader typed in the
 * playground) to the neutral request every target turns into code and the playground sends.
 * Browser-safe, and exported by the browser entry, so the static snippets, the playground's live
 * examples and the request it sends are the same bytes.
 */
import {
  encodeComponent,
  encodeCookieValue,
  type ParameterEncoding,
  scalarText,
  serializeCookie,
  serializeHeader,
  serializePathValue,
  serializeQuery,
} from './parameters.ts';
import type { MultipartPart, NameValue, SnippetBody, SnippetRequest } from './request.ts';

export interface ParameterValue {
  readonly parameter: ParameterEncoding;
  readonly value: unknown;
}

/** Credentials: header and cookie values as sent; query and cookie values are encoded here. */
export interface RequestAuth {
  readonly headers?: readonly NameValue[];
  readonly query?: readonly NameValue[];
  readonly cookies?: readonly NameValue[];
  readonly basicAuth?: { readonly username: string; readonly password: string };
}

/** A form body field's `encoding` (OpenAPI's Encoding Object). */
interface FieldEncoding {
  readonly style?: string;
  readonly explode?: boolean;
}

export interface FormFieldValue {
  readonly name: string;
  readonly value: unknown;
  readonly encoding?: FieldEncoding;
}

export type MultipartValue =
  | { readonly kind: 'value'; readonly name: string; readonly value: unknown }
  | { readonly kind: 'file'; readonly name: string; readonly file: string; readonly mediaType?: string };

/** A body as values: forms and multipart are serialized here, the other kinds are taken as they are. */
export type BodyInput =
  | Exclude<SnippetBody, { readonly kind: 'form' } | { readonly kind: 'multipart' }>
  | { readonly kind: 'form'; readonly fields: readonly FormFieldValue[] }
  | { readonly kind: 'multipart'; readonly parts: readonly MultipartValue[] };

interface RequestInput {
  readonly method: string;
  /** The server's URL, absolute, variables filled in. */
  readonly server: string;
  /** The operation's path, with `{name}` for each path parameter. */
  readonly path: string;
  /** In the spec's order; a path parameter without a value leaves its `{name}` in the URL. */
  readonly parameters: readonly ParameterValue[];
  readonly auth?: RequestAuth;
  readonly body?: BodyInput;
}

/** The request for `input`: URL with path and query parameters, headers, cookies and body. */
export function serializeRequest(input: RequestInput): SnippetRequest {
  let path = input.path;
  const query: string[] = [];
  const headers: NameValue[] = [];
  const cookies: NameValue[] = [];
  for (const { parameter, value } of input.parameters) {
    switch (parameter.in) {
      case 'path':
        path = path.replaceAll(`{${parameter.name}}`, serializePathValue(parameter, value));
        break;
      case 'query':
        query.push(...serializeQuery(parameter, value));
        break;
      case 'header':
        headers.push(serializeHeader(parameter, value));
        break;
      case 'cookie':
        cookies.push(serializeCookie(parameter, value));
        break;
    }
  }
  const auth = input.auth ?? {};
  headers.push(...(auth.headers ?? []));
  cookies.push(
    ...(auth.cookies ?? []).map((cookie) => ({ name: cookie.name, value: encodeCookieValue(cookie.value) })),
  );
  query.push(
    ...(auth.query ?? []).map((pair) => `${encodeComponent(pair.name)}=${encodeComponent(pair.value)}`),
  );
  const method = input.method.toUpperCase();
  // Stripe declares an empty form body on its GET operations: a GET carries none (fetch refuses one).
  const emptyGetForm =
    (method === 'GET' || method === 'HEAD') && input.body?.kind === 'form' && input.body.fields.length === 0;
  const body = input.body && !emptyGetForm ? serializeBody(input.body) : undefined;
  return {
    method,
    url: joinUrl(input.server, path, query),
    headers,
    cookies,
    ...(auth.basicAuth && { basicAuth: auth.basicAuth }),
    ...(body && { body }),
  };
}

/** Server URL + path + query, keeping any query the server URL already has (first) and never doubling `?`. */
export function joinUrl(base: string, path: string, query: readonly string[]): string {
  const [beforeHash = ''] = base.split('#');
  const queryAt = beforeHash.indexOf('?');
  const origin = (queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash).replace(/\/+$/, '');
  const baseQuery =
    queryAt >= 0
      ? beforeHash
          .slice(queryAt + 1)
          .split('&')
          .filter(Boolean)
      : [];
  const pairs = [...baseQuery, ...query];
  return `${origin}${path.startsWith('/') ? path : `/${path}`}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}

function serializeBody(body: BodyInput): SnippetBody {
  if (body.kind === 'form') return { kind: 'form', fields: serializeFormFields(body.fields) };
  if (body.kind === 'multipart') return { kind: 'multipart', parts: serializeMultipart(body.parts) };
  return body;
}

/**
 * Form fields per each one's `encoding`: `deepObject` writes nested values as `address[city]` and
 * `expand[0]` (what Stripe reads); otherwise arrays repeat the field (or, with `explode: false`,
 * join with `,`) and objects travel as JSON text.
 */
export function serializeFormFields(fields: readonly FormFieldValue[]): NameValue[] {
  return fields.flatMap(({ name, value, encoding }) => {
    if (encoding?.style === 'deepObject') return deepObjectFields(name, value);
    if (Array.isArray(value) && encoding?.explode === false)
      return [{ name, value: value.map(scalarText).join(',') }];
    return (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: scalarText(item) }));
  });
}

function deepObjectFields(prefix: string, value: unknown): NameValue[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => deepObjectFields(`${prefix}[${index}]`, item));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => deepObjectFields(`${prefix}[${key}]`, item));
  }
  return [{ name: prefix, value: scalarText(value) }];
}

/** Multipart parts: an array value repeats its field, objects travel as JSON text. */
function serializeMultipart(parts: readonly MultipartValue[]): MultipartPart[] {
  return parts.flatMap((part): MultipartPart[] =>
    part.kind === 'file'
      ? [part]
      : (Array.isArray(part.value) ? part.value : [part.value]).map((item) => ({
          kind: 'field',
          name: part.name,
          value: scalarText(item),
        })),
  );
}
