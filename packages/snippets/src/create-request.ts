import type {
  ApiSpec,
  MediaTypeObject,
  Operation,
  Parameter,
  PropertyEncoding,
  SecurityScheme,
  Server,
} from '@docwright/api-model';
import { derefObject } from '@docwright/api-model';
import { fillServerUrl } from '@docwright/api-model/server-url';
import { type ExampleOptions, exampleFromSchema, isFileSchema, mergedProperties } from './example-value.ts';
import type { NameValue, SnippetRequest } from './request.ts';
import {
  type BodyInput,
  type FormFieldValue,
  type MultipartValue,
  type ParameterValue,
  serializeFormFields,
  serializeRequest,
} from './serialize-request.ts';

export interface CreateRequestOptions {
  /** `examples.defaults`: `required` leaves out optional parameters and body fields. */
  readonly defaults?: 'required' | 'all';
  /** A base URL that replaces the operation's first server. */
  readonly server?: string;
}

/** Where a spec without an absolute server URL is assumed to live. */
const placeholderOrigin = 'https://api.example.com';

// OpenAPI: header parameters with these names are ignored; the body and the security schemes set them.
const reservedHeaders = new Set(['accept', 'content-type', 'authorization']);

/** The example request for an operation: server, parameters, auth placeholders and a body from the spec's examples. */
export function createRequest(
  spec: ApiSpec,
  operation: Operation,
  options: CreateRequestOptions = {},
): SnippetRequest {
  const requiredOnly = options.defaults === 'required';
  const exampleOptions: ExampleOptions = { document: spec.document, requiredOnly, direction: 'request' };
  const parameters = operation.parameters
    .filter((parameter) => parameter.required || !requiredOnly)
    .filter((parameter) => parameter.in !== 'header' || !reservedHeaders.has(parameter.name.toLowerCase()))
    .flatMap((parameter): ParameterValue[] => {
      const value = parameterExample(parameter, exampleOptions);
      return value === undefined ? [] : [{ parameter, value }];
    });
  const body = createBody(operation, exampleOptions);
  return serializeRequest({
    method: operation.method,
    server: options.server ?? serverUrl(operation.servers[0]),
    path: operation.path,
    parameters,
    auth: applySecurity(spec, operation),
    ...(body && { body }),
  });
}

/** A server's URL with its variables at their defaults, made absolute against the placeholder origin. */
export function serverUrl(server: Server | undefined): string {
  if (!server) return placeholderOrigin;
  // An undeclared `{name}` cannot be part of a URL that parses: the example uses the bare name.
  const filled = fillServerUrl(server).replace(/\{([^}]+)\}/g, '$1');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(filled)) return filled;
  if (filled.startsWith('//')) return `https:${filled}`;
  return `${placeholderOrigin}${filled.startsWith('/') ? '' : '/'}${filled}`;
}

function parameterExample(parameter: Parameter, options: ExampleOptions): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const value = parameter.schema ? exampleFromSchema(parameter.schema, options) : undefined;
  if (parameter.in === 'path') return hasPlaceholder(value) ? undefined : value;
  if (parameter.in === 'query') return templated(value, parameter.name);
  return value ?? '<string>';
}

/**
 * A query value without a real example, written as the `{name}` of what it stands for, as a
 * path's (`<string>` would travel percent-encoded, `%3Cstring%3E`); inside an object, the
 * property's name: `created[gt]=123&expand[0]={expand}&email={email}`.
 */
function templated(value: unknown, name: string): unknown {
  if (value === undefined || (typeof value === 'string' && isPlaceholder(value))) return `{${name}}`;
  if (Array.isArray(value)) return value.map((item) => templated(item, name));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, templated(item, key)]));
  }
  return value;
}

/**
 * Whether a value is, or holds, a placeholder (`<string>`): a path parameter without a real value
 * is left out, so its `{name}` stays in the URL as the thing to fill in.
 */
function hasPlaceholder(value: unknown): boolean {
  if (value === undefined || (typeof value === 'string' && isPlaceholder(value))) return true;
  if (Array.isArray(value)) return value.some(hasPlaceholder);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasPlaceholder);
  return false;
}

/** `<string>`, `<binary>`: what the generator writes where a schema gives no value. */
export const isPlaceholder = (text: string) => /^<[^<>]*>$/.test(text);

interface AppliedSecurity {
  headers: NameValue[];
  cookies: NameValue[];
  query: NameValue[];
  basicAuth?: { username: string; password: string };
}

/**
 * Placeholders for the first security requirement that names a scheme (all of its schemes apply
 * together): an optional `{}` listed first still shows readers how to authenticate.
 */
function applySecurity(spec: ApiSpec, operation: Operation): AppliedSecurity {
  const applied: AppliedSecurity = { headers: [], cookies: [], query: [] };
  const requirement = operation.security.find((entry) => Object.keys(entry).length > 0) ?? {};
  for (const name of Object.keys(requirement)) {
    const scheme: SecurityScheme | undefined = spec.securitySchemes[name];
    if (!scheme) continue;
    const type = scheme.type.toLowerCase();
    if (type === 'http') {
      const kind = (scheme.scheme ?? 'bearer').toLowerCase();
      if (kind === 'basic') applied.basicAuth = { username: '<username>', password: '<password>' };
      else if (kind === 'bearer') applied.headers.push({ name: 'Authorization', value: 'Bearer <token>' });
      else applied.headers.push({ name: 'Authorization', value: `${scheme.scheme} <credentials>` });
    } else if (type === 'apikey' && scheme.name) {
      if (scheme.in === 'query') applied.query.push({ name: scheme.name, value: 'YOUR_API_KEY' });
      else if (scheme.in === 'cookie') applied.cookies.push({ name: scheme.name, value: '<api-key>' });
      else applied.headers.push({ name: scheme.name, value: '<api-key>' });
    } else if (type === 'oauth2' || type === 'openidconnect') {
      applied.headers.push({ name: 'Authorization', value: 'Bearer <token>' });
    } else if (type === 'basic') {
      applied.basicAuth = { username: '<username>', password: '<password>' };
    }
  }
  return applied;
}

const fileExtensions: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  'text/csv': '.csv',
  'text/plain': '.txt',
  'application/zip': '.zip',
  'application/json': '.json',
};

function exampleFile(mediaType: string | undefined): string {
  return `example-file${(mediaType && fileExtensions[mediaType]) ?? ''}`;
}

function mediaExample(media: MediaTypeObject, options: ExampleOptions): unknown {
  if (media.example !== undefined) return media.example;
  if (media.examples[0] !== undefined) return media.examples[0].value;
  return media.schema ? exampleFromSchema(media.schema, options) : undefined;
}

function createBody(operation: Operation, options: ExampleOptions): BodyInput | undefined {
  const requestBody = operation.requestBody;
  if (!requestBody || (options.requiredOnly && !requestBody.required)) return undefined;
  const media = requestBody.content[0];
  if (!media) return undefined;
  const type = media.mediaType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type.includes('*') && media.schema !== undefined && isFileSchema(options.document, media.schema)) {
    return { kind: 'binary', mediaType: 'application/octet-stream', file: exampleFile(undefined) };
  }
  if (type === 'application/json' || type.endsWith('+json') || type === '*/*' || type === 'application/*') {
    return {
      kind: 'json',
      mediaType: type.includes('*') ? 'application/json' : media.mediaType,
      value: mediaExample(media, options) ?? {},
    };
  }
  // A form without fields is no body at all (Stripe declares empty form bodies on its GETs).
  if (type === 'application/x-www-form-urlencoded') {
    const fields = formFields(mediaExample(media, options), media.encoding ?? {});
    return serializeFormFields(fields).length > 0 ? { kind: 'form', fields } : undefined;
  }
  if (type.startsWith('multipart/')) {
    const parts = multipartParts(media, options);
    const written = parts.some(
      (part) => part.kind === 'file' || !Array.isArray(part.value) || part.value.length > 0,
    );
    return written ? { kind: 'multipart', parts } : undefined;
  }
  const example = mediaExample(media, options);
  if (type.startsWith('text/') || type.includes('xml') || typeof example === 'string') {
    if (typeof example === 'string' && example !== '<binary>')
      return { kind: 'text', mediaType: media.mediaType, text: example };
    if (type.includes('xml'))
      return { kind: 'text', mediaType: media.mediaType, text: toXml(example, rootName(media, options)) };
    if (type.startsWith('text/'))
      return {
        kind: 'text',
        mediaType: media.mediaType,
        text:
          example === undefined
            ? '<string>'
            : typeof example === 'object'
              ? JSON.stringify(example)
              : String(example),
      };
  }
  if (media.schema === undefined || isFileSchema(options.document, media.schema) || !type.includes('json')) {
    return {
      kind: 'binary',
      mediaType: type.includes('*') ? 'application/octet-stream' : media.mediaType,
      file: exampleFile(type),
    };
  }
  return { kind: 'json', mediaType: media.mediaType, value: example ?? {} };
}

/** Form fields from an example object, each with its property's `encoding`. */
function formFields(value: unknown, encoding: Readonly<Record<string, PropertyEncoding>>): FormFieldValue[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).map(([name, item]) => ({
    name,
    value: item,
    ...(encoding[name] && { encoding: encoding[name] }),
  }));
}

function multipartParts(media: MediaTypeObject, options: ExampleOptions): MultipartValue[] {
  const properties = mergedProperties(options.document, media.schema).properties;
  const example = mediaExample(media, options);
  const values = typeof example === 'object' && example !== null ? (example as Record<string, unknown>) : {};
  const encoding = media.encoding ?? {};
  const parts: MultipartValue[] = [];
  for (const name of Object.keys(values)) {
    const property = properties[name];
    const declared = encoding[name]?.contentType?.split(',')[0]?.trim();
    if (property !== undefined && isFileSchema(options.document, property)) {
      const contentMediaType = derefObject(options.document, property)?.contentMediaType;
      const mediaType = declared ?? (typeof contentMediaType === 'string' ? contentMediaType : undefined);
      parts.push({ kind: 'file', name, file: exampleFile(mediaType), ...(mediaType && { mediaType }) });
      continue;
    }
    parts.push({ kind: 'value', name, value: values[name] });
  }
  return parts;
}

function rootName(media: MediaTypeObject, options: ExampleOptions): string {
  const raw = media.schema;
  const schema = derefObject(options.document, raw);
  const xml = schema?.xml as { name?: string } | undefined;
  if (xml?.name) return xml.name;
  const ref = (raw as { $ref?: string } | undefined)?.$ref;
  return ref ? ref.slice(ref.lastIndexOf('/') + 1) : 'root';
}

/** A minimal XML rendering of an example value (elements only), for XML request bodies without a string example. */
function toXml(value: unknown, name: string, indent = ''): string {
  const escapeXml = (text: string) =>
    text.replace(/[<>&]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[char] ?? char);
  if (Array.isArray(value)) return value.map((item) => toXml(item, name, indent)).join('\n');
  if (typeof value === 'object' && value !== null) {
    const children = Object.entries(value).map(([key, item]) => toXml(item, key, `${indent}  `));
    return `${indent}<${name}>\n${children.join('\n')}\n${indent}</${name}>`;
  }
  return `${indent}<${name}>${escapeXml(String(value ?? ''))}</${name}>`;
}
