/**
 * Parameter serialization per OpenAPI's `style`, `explode` and `allowReserved` (RFC 6570 and the
 * OpenAPI 3.1.1 style examples). Browser-safe: the playground runs this very code.
 */
import type { NameValue } from './request.ts';

/** What serializing a parameter needs to know: `Parameter` of `@docwright/api-model` and the playground's fields both fit. */
export interface ParameterEncoding {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly style?: string;
  readonly explode?: boolean;
  /** Query only: RFC 6570 reserved expansion (`{+var}`). */
  readonly allowReserved?: boolean;
  /** A parameter described by `content` travels as that media type's text, not by style. */
  readonly contentType?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** RFC 3986 percent-encoding: everything but unreserved characters, so every client takes the URL as it is. */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * RFC 6570 reserved expansion for `allowReserved: true`: percent-encoded triples and the reserved
 * characters a query may hold pass unchanged. Still encoded, as OpenAPI 3.1.1 asks: `[`, `]` and
 * `#` (not allowed in a query) and `&`, `=`, `+` (meaningful in form-encoded queries); and `'`,
 * which browsers always send as `%27` in an http(s) query, so a client's URL equals theirs.
 */
function encodeReserved(text: string): string {
  return text.replace(/%[0-9A-Fa-f]{2}|[^A-Za-z0-9\-._~:/?@!$()*,;%]+|%/gu, (match) =>
    /^%[0-9A-Fa-f]{2}$/.test(match) ? match : encodeComponent(match),
  );
}

/**
 * `{name}`: a query value still to fill in (the example had none). It travels as written, like a
 * path's `{name}`, so every language shows it the same: WHATWG URL leaves braces in a query alone.
 */
export const isTemplateValue = (text: string) => /^\{[A-Za-z0-9_.-]+\}$/.test(text);

/** A value as text: objects (in arrays, in form fields) as JSON, nothing as empty. */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A path parameter's value, encoded, per its `style` (`simple` by default, `label`, `matrix`) and `explode`. */
export function serializePathValue(parameter: ParameterEncoding, value: unknown): string {
  const text = contentText(parameter, value);
  if (text !== undefined) return encodeComponent(text);
  const style = parameter.style ?? 'simple';
  const explode = parameter.explode ?? false;
  const items = Array.isArray(value)
    ? value.map((item) => encodeComponent(scalarText(item)))
    : isRecord(value)
      ? Object.entries(value).map(([key, item]) =>
          explode
            ? `${encodeComponent(key)}=${encodeComponent(scalarText(item))}`
            : `${encodeComponent(key)},${encodeComponent(scalarText(item))}`,
        )
      : [encodeComponent(scalarText(value))];
  const name = encodeComponent(parameter.name);
  switch (style) {
    case 'label':
      return `.${items.join(explode ? '.' : ',')}`;
    case 'matrix':
      if (Array.isArray(value) && explode) return items.map((item) => `;${name}=${item}`).join('');
      if (isRecord(value) && explode) return items.map((item) => `;${item}`).join('');
      return `;${name}=${items.join(',')}`;
    default:
      return items.join(',');
  }
}

function contentText(parameter: ParameterEncoding, value: unknown): string | undefined {
  if (parameter.contentType === undefined) return undefined;
  return typeof value === 'string' && !/json/i.test(parameter.contentType) ? value : JSON.stringify(value);
}

// The delimiter of `spaceDelimited` and `pipeDelimited`, percent-encoded: neither ` ` nor `|` may
// stand in a URI (RFC 3986), and OpenAPI 3.1.1's examples write `color=blue%7Cblack%7Cbrown`.
const delimiters: Readonly<Record<string, string>> = { spaceDelimited: '%20', pipeDelimited: '%7C' };

/**
 * Query pairs, already encoded, per the parameter's `style` (`form` by default; `spaceDelimited`,
 * `pipeDelimited`, `deepObject`), `explode` (default true for `form`) and `allowReserved`.
 */
export function serializeQuery(parameter: ParameterEncoding, value: unknown): string[] {
  const name = encodeComponent(parameter.name);
  const encodeText = parameter.allowReserved ? encodeReserved : encodeComponent;
  const encode = (value: string) => (isTemplateValue(value) ? value : encodeText(value));
  const text = contentText(parameter, value);
  if (text !== undefined) return [`${name}=${encode(text)}`];
  const style = parameter.style ?? 'form';
  const explode = parameter.explode ?? style === 'form';
  const separator = delimiters[style] ?? ',';
  if (style === 'deepObject' && (Array.isArray(value) || isRecord(value)))
    return deepObjectPairs(name, value, encode);
  if (Array.isArray(value)) {
    const items = value.map((item) => encode(scalarText(item)));
    if (style === 'form' && explode) return items.map((item) => `${name}=${item}`);
    return [`${name}=${items.join(separator)}`];
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (explode) return entries.map(([key, item]) => `${encodeComponent(key)}=${encode(scalarText(item))}`);
    return [
      `${name}=${entries.map(([key, item]) => `${encodeComponent(key)}${separator}${encode(scalarText(item))}`).join(separator)}`,
    ];
  }
  return [`${name}=${encode(scalarText(value))}`];
}

/**
 * `deepObject` pairs, nested values as `address[city]` and `items[0]` (what Stripe, Rails and PHP
 * read, and what form bodies write): names and keys encoded, the brackets between them plain, as
 * a browser sends them, so the examples can show `created[gt]=123`.
 */
function deepObjectPairs(prefix: string, value: unknown, encode: (text: string) => string): string[] {
  if (Array.isArray(value) || isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) =>
      deepObjectPairs(`${prefix}[${encodeComponent(key)}]`, item, encode),
    );
  }
  return [`${prefix}=${encode(scalarText(value))}`];
}

/** A header value (`simple` style): arrays comma-joined, objects as `k,v,k,v`, or `k=v,k=v` with `explode`. */
export function serializeHeader(parameter: ParameterEncoding, value: unknown): NameValue {
  const name = parameter.name;
  const text = contentText(parameter, value);
  if (text !== undefined) return { name, value: text };
  if (Array.isArray(value)) return { name, value: value.map(scalarText).join(',') };
  if (isRecord(value)) {
    const entries = Object.entries(value);
    return {
      name,
      value: parameter.explode
        ? entries.map(([key, item]) => `${key}=${scalarText(item)}`).join(',')
        : entries.flat().map(scalarText).join(','),
    };
  }
  return { name, value: scalarText(value) };
}

/**
 * A cookie value (`form` style without explode), with the characters a cookie value cannot hold
 * (whitespace, `"`, `,`, `;`, `\\`, controls, non-ASCII) percent-encoded so no value splits the header.
 */
export function serializeCookie(parameter: ParameterEncoding, value: unknown): NameValue {
  const text =
    contentText(parameter, value) ??
    (Array.isArray(value)
      ? value.map(scalarText).join(',')
      : isRecord(value)
        ? Object.entries(value).flat().map(scalarText).join(',')
        : scalarText(value));
  return { name: parameter.name, value: encodeCookieValue(text) };
}

export function encodeCookieValue(text: string): string {
  return text.replace(/[^\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]/gu, (char) => encodeURIComponent(char));
}
