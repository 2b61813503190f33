import { isRecord, type Parameter } from '@docwright/spec';
import type { NameValue } from './request.ts';

/** RFC 3986 percent-encoding: everything but unreserved characters, so every client takes the URL as it is. */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A path parameter's value, encoded, per its `style` (`simple` by default, `label`, `matrix`) and `explode`. */
export function serializePathValue(parameter: Parameter, value: unknown): string {
  const text = contentText(parameter, value);
  if (text !== undefined) return encodeComponent(text);
  const style = parameter.style ?? 'simple';
  const explode = parameter.explode ?? false;
  const items = Array.isArray(value)
    ? value.map((item) => encodeComponent(scalar(item)))
    : isRecord(value)
      ? Object.entries(value).map(([key, item]) =>
          explode
            ? `${encodeComponent(key)}=${encodeComponent(scalar(item))}`
            : `${encodeComponent(key)},${encodeComponent(scalar(item))}`,
        )
      : [encodeComponent(scalar(value))];
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

/** A parameter described by `content` (`application/json`) travels as that media type's text, not by style. */
function contentText(parameter: Parameter, value: unknown): string | undefined {
  if (parameter.contentType === undefined) return undefined;
  return typeof value === 'string' && !/json/i.test(parameter.contentType) ? value : JSON.stringify(value);
}

/** Query pairs, already encoded, per the parameter's `style` (`form` by default) and `explode` (default true for form). */
export function serializeQuery(parameter: Parameter, value: unknown): string[] {
  const text = contentText(parameter, value);
  if (text !== undefined) return [`${encodeComponent(parameter.name)}=${encodeComponent(text)}`];
  const style = parameter.style ?? 'form';
  const explode = parameter.explode ?? style === 'form';
  const name = encodeComponent(parameter.name);
  if (Array.isArray(value)) {
    const items = value.map((item) => encodeComponent(scalar(item)));
    if (style === 'form' && explode) return items.map((item) => `${name}=${item}`);
    const separator = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '%7C' : ',';
    return [`${name}=${items.join(separator)}`];
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (style === 'deepObject') {
      return entries.map(
        ([key, item]) => `${encodeComponent(`${parameter.name}[${key}]`)}=${encodeComponent(scalar(item))}`,
      );
    }
    if (explode)
      return entries.map(([key, item]) => `${encodeComponent(key)}=${encodeComponent(scalar(item))}`);
    return [
      `${name}=${entries.map(([key, item]) => `${encodeComponent(key)},${encodeComponent(scalar(item))}`).join(',')}`,
    ];
  }
  return [`${name}=${encodeComponent(scalar(value))}`];
}

/** A header value (`simple` style): arrays comma-joined, objects as `k,v,k,v`, or `k=v,k=v` with `explode`. */
export function serializeHeader(parameter: Parameter, value: unknown): NameValue {
  const name = parameter.name;
  const text = contentText(parameter, value);
  if (text !== undefined) return { name, value: text };
  if (Array.isArray(value)) return { name, value: value.map(scalar).join(',') };
  if (isRecord(value)) {
    const entries = Object.entries(value);
    return {
      name,
      value: parameter.explode
        ? entries.map(([key, item]) => `${key}=${scalar(item)}`).join(',')
        : entries.flat().map(scalar).join(','),
    };
  }
  return { name, value: scalar(value) };
}

/**
 * A cookie value (`form` style without explode), with the characters a cookie value cannot hold
 * (whitespace, `"`, `,`, `;`, `\\`, controls, non-ASCII) percent-encoded so no value splits the header.
 */
export function serializeCookie(parameter: Parameter, value: unknown): NameValue {
  const text =
    contentText(parameter, value) ??
    (Array.isArray(value)
      ? value.map(scalar).join(',')
      : isRecord(value)
        ? Object.entries(value).flat().map(scalar).join(',')
        : scalar(value));
  return { name: parameter.name, value: encodeCookieValue(text) };
}

export function encodeCookieValue(text: string): string {
  return text.replace(/[^\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]/gu, (char) => encodeURIComponent(char));
}
