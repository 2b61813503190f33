/**
 * The request the form describes, built by the snippets package's serializer (the module the site
 * serves as `_docwright/snippets.js`): the request sent, the live examples and the build's static
 * examples come out of one function, so they agree byte for byte.
 */
import {
  type BodyInput,
  bodyContentType,
  cookieHeader,
  encodeFormBody,
  type MultipartValue,
  type ParameterValue,
  type RequestAuth,
  type SnippetRequest,
  serializeRequest,
} from '@docwright/snippets/browser';
import type {
  PlaygroundAuth,
  PlaygroundBody,
  PlaygroundField,
  PlaygroundModel,
} from '../../endpoint/playground-model.ts';
import { messageOf } from './dom.ts';

/** What `fetch` sends: the example's URL, headers and cookies, with the body's bytes. */
export interface SentRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: readonly (readonly [string, string])[];
  /** The `Cookie` header (a browser sends it only through the proxy), or undefined. */
  readonly cookie?: string;
  readonly body?: string | FormData;
}

export interface BuiltRequest {
  readonly sent: SentRequest;
  /** The neutral request the examples are generated from. */
  readonly example: SnippetRequest;
}

export type RequestResult = BuiltRequest | { readonly error: string };

type Text = (name: string) => string;

/**
 * The request the form describes, or an error to show. Without `validate`, missing required
 * values stay as `{name}` placeholders (for the examples).
 */
export function buildRequest(model: PlaygroundModel, form: HTMLFormElement, validate = true): RequestResult {
  const data = new FormData(form);
  const text: Text = (name) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const missing: string[] = [];
  const parameters: ParameterValue[] = [];
  for (const field of model.parameters) {
    if (field.in === 'body') continue;
    const value = fieldValue(field, data);
    if (value === undefined) {
      if (field.required) missing.push(field.name);
      continue;
    }
    parameters.push({ parameter: { ...field, in: field.in }, value });
  }
  const auth = applyAuth(model.auth, text);
  let body: BodyInput | undefined;
  let bodyText: string | undefined;
  const files: File[] = [];
  if (model.body) {
    const built = readBody(model.body, data, missing, files);
    if ('error' in built) {
      if (validate) return built;
    } else {
      body = built.body;
      bodyText = built.text;
    }
  }
  if (missing.length > 0 && validate)
    return {
      error: `Fill in the required ${missing.length === 1 ? 'field' : 'fields'}: ${missing.join(', ')}.`,
    };
  const example = serializeRequest({
    method: model.method,
    server: serverBase(model, text),
    path: model.path,
    parameters,
    auth,
    ...(body && { body }),
  });
  return { example, sent: sentRequest(example, bodyText, files) };
}

/** The chosen server's URL, its variables filled in, made absolute against this page. */
function serverBase(model: PlaygroundModel, text: Text): string {
  const serverIndex = Number(text('server') || 0);
  const server = model.servers[serverIndex] ?? model.servers[0];
  if (!server) return location.origin;
  const base = server.url.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const variable = server.variables.find((v) => v.name === name);
    return text(`server-${serverIndex}-${name}`) || variable?.default || match;
  });
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(base)) return base;
  return new URL(`${base.replace(/\/+$/, '')}/`, location.href).href;
}

/** The field's entries: files, or trimmed non-empty strings (an array's typed `a, b` split). */
function fieldEntries(field: PlaygroundField, data: FormData): (string | File)[] {
  const key = `${field.in}-${field.name}`;
  if (field.file) return data.getAll(key).filter((file) => file instanceof File && file.name !== '');
  const raw = data
    .getAll(key)
    .flatMap((value) => (typeof value === 'string' && value.trim() !== '' ? [value.trim()] : []));
  if (field.type === 'array' && !field.enum) {
    return raw.flatMap((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
  }
  return raw;
}

/**
 * The value the serializer takes: an array's items, an object's JSON parsed (as typed when it is
 * not JSON), else the text; undefined when the reader gave none.
 */
function fieldValue(field: PlaygroundField, data: FormData): unknown {
  const entries = fieldEntries(field, data).filter((entry): entry is string => typeof entry === 'string');
  if (entries.length === 0) return undefined;
  if (field.type === 'array') return entries;
  const [first = ''] = entries;
  if (entries.length > 1) return entries.join(',');
  if (field.type === 'object' || field.contentType !== undefined) {
    try {
      return JSON.parse(first) as unknown;
    } catch {
      return first;
    }
  }
  return first;
}

/** The credentials the reader entered, where each scheme puts them. */
function applyAuth(schemes: readonly PlaygroundAuth[], text: Text): RequestAuth {
  const headers: { name: string; value: string }[] = [];
  const query: { name: string; value: string }[] = [];
  const cookies: { name: string; value: string }[] = [];
  let basicAuth: { username: string; password: string } | undefined;
  for (const auth of schemes) {
    if (auth.kind === 'basic') {
      const username = text(`auth-${auth.scheme}-username`);
      const password = text(`auth-${auth.scheme}-password`);
      if (username || password) basicAuth = { username, password };
      continue;
    }
    const value = text(`auth-${auth.scheme}`);
    if (!value) continue;
    if (auth.kind === 'bearer' || auth.kind === 'oauth2')
      headers.push({ name: 'Authorization', value: `Bearer ${value}` });
    else if (auth.kind === 'custom')
      headers.push({ name: 'Authorization', value: `${auth.prefix} ${value}` });
    else if (auth.in === 'query') query.push({ name: auth.name, value });
    else if (auth.in === 'cookie') cookies.push({ name: auth.name, value });
    else headers.push({ name: auth.name, value });
  }
  return { headers, query, cookies, ...(basicAuth && { basicAuth }) };
}

/** The body as the serializer takes it, and, for JSON and text, the reader's text sent as typed. */
function readBody(
  body: PlaygroundBody,
  data: FormData,
  missing: string[],
  files: File[],
): { body?: BodyInput; text?: string } | { error: string } {
  if (body.kind === 'json' || body.kind === 'text') {
    const text = data.get('body');
    if (typeof text !== 'string' || text.trim() === '') {
      if (body.required) missing.push('Body');
      return {};
    }
    if (body.kind === 'text') return { body: { kind: 'text', mediaType: body.mediaType, text }, text };
    try {
      const value = JSON.parse(text) as unknown;
      return { body: { kind: 'json', mediaType: body.mediaType, value }, text };
    } catch (error) {
      return { error: `The body is not valid JSON: ${messageOf(error)}` };
    }
  }
  const fields = body.fields ?? [];
  for (const field of fields) {
    if (fieldEntries({ ...field, in: 'body' }, data).length === 0 && field.required) missing.push(field.name);
  }
  if (body.kind === 'form') {
    const values = fields.flatMap((field) => {
      const value = fieldValue({ ...field, in: 'body' }, data);
      const encoding = {
        ...(field.style !== undefined && { style: field.style }),
        ...(field.explode !== undefined && { explode: field.explode }),
      };
      return value === undefined ? [] : [{ name: field.name, value, encoding }];
    });
    return { body: { kind: 'form', fields: values } };
  }
  const parts = fields.flatMap((field): MultipartValue[] => {
    const entries = fieldEntries({ ...field, in: 'body' }, data);
    if (field.file) {
      return entries.flatMap((file) => {
        if (!(file instanceof File)) return [];
        // The body is assembled with the files in the order of their parts.
        files.push(file);
        return [{ kind: 'file', name: field.name, file: file.name }];
      });
    }
    const value = fieldValue({ ...field, in: 'body' }, data);
    return value === undefined ? [] : [{ kind: 'value', name: field.name, value }];
  });
  return { body: { kind: 'multipart', parts } };
}

/** The bytes to send for the example request: the same URL, headers, cookies and fields. */
function sentRequest(
  example: SnippetRequest,
  bodyText: string | undefined,
  files: readonly File[],
): SentRequest {
  const headers: [string, string][] = example.headers.map((header) => [header.name, header.value]);
  if (example.basicAuth) {
    const bytes = new TextEncoder().encode(`${example.basicAuth.username}:${example.basicAuth.password}`);
    headers.push(['Authorization', `Basic ${btoa(String.fromCharCode(...bytes))}`]);
  }
  const contentType = bodyContentType(example.body);
  if (contentType !== undefined) headers.push(['Content-Type', contentType]);
  const cookie = cookieHeader(example);
  const base = {
    method: example.method,
    url: absolute(example.url),
    headers,
    ...(cookie !== undefined && { cookie }),
  };
  const body = example.body;
  if (!body) return base;
  if (body.kind === 'form') return { ...base, body: encodeFormBody(body.fields) };
  if (body.kind === 'multipart') {
    // The browser writes the multipart boundary into the content type itself.
    const multipart = new FormData();
    let next = 0;
    for (const part of body.parts) {
      if (part.kind === 'field') multipart.append(part.name, part.value);
      else {
        const file = files[next++];
        if (file) multipart.append(part.name, file);
      }
    }
    return { ...base, body: multipart };
  }
  return bodyText === undefined ? base : { ...base, body: bodyText };
}

/**
 * The URL as the browser sends it (host in punycode, spaces in a typed server variable encoded):
 * a proxy header must be ASCII. The serializer's own output passes through unchanged.
 */
function absolute(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}
