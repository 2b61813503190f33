import type { PlaygroundAuth, PlaygroundBody, PlaygroundField, PlaygroundModel } from '@docwright/page-model';
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
  jsonText,
  type MultipartValue,
  type ParameterValue,
  type RequestAuth,
  type SnippetRequest,
  serializeRequest,
} from '@docwright/snippets/browser';
import { readFields } from './body-form.ts';
import { chooseAlternative } from './credentials.ts';
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
  const chosen = chooseAlternative(form, model.security);
  const auth = applyAuth(
    chosen ? model.auth.filter((scheme) => chosen.includes(scheme.scheme)) : model.auth,
    text,
  );
  let body: BodyInput | undefined;
  let bodyText: string | undefined;
  const files: File[] = [];
  if (model.body) {
    const built = readBody(model.body, form, data, missing, files);
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

/** The JSON the raw editor holds, or where it stops being JSON. */
export function parseRawJson(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = messageOf(error);
    const at = /position (\d+)/.exec(message);
    const where = /line (\d+) column (\d+)/.exec(message);
    let line = where ? Number(where[1]) : undefined;
    let column = where ? Number(where[2]) : undefined;
    if (!where && at) {
      const before = text.slice(0, Number(at[1]));
      line = before.split('\n').length;
      column = before.length - before.lastIndexOf('\n');
    }
    const place = line === undefined ? '' : `line ${line}, column ${column}: `;
    return {
      error: `The body is not valid JSON (${place}${message.replace(/\s*\(line \d+ column \d+\)/, '')}).`,
    };
  }
}

/** The form view is showing (else the raw JSON editor). */
const formView = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>('[data-raw-toggle]')?.checked !== true &&
  form.querySelector('[data-body-fields]') !== null;

/**
 * The body as the serializer takes it, and for JSON and text the text to send: JSON as the
 * serializer writes it (what the curl example sends), so the request is the example's.
 */
function readBody(
  body: PlaygroundBody,
  form: HTMLFormElement,
  data: FormData,
  missing: string[],
  files: File[],
): { body?: BodyInput; text?: string } | { error: string } {
  const fields = body.fields ?? [];
  const container = form.querySelector<HTMLElement>('[data-body-fields]');
  let values: Record<string, unknown>;
  let chosenFiles: readonly { name: string; file: File }[] = [];
  if (body.kind === 'text' || (!formView(form) && body.kind !== 'multipart')) {
    const text = data.get(body.kind === 'form' ? 'body-json' : 'body');
    if (typeof text !== 'string' || text.trim() === '') {
      if (body.required) missing.push('Body');
      return {};
    }
    if (body.kind === 'text') return { body: { kind: 'text', mediaType: body.mediaType, text }, text };
    const parsed = parseRawJson(text);
    if ('error' in parsed) return parsed;
    if (body.kind === 'json') {
      return {
        body: { kind: 'json', mediaType: body.mediaType, value: parsed.value },
        text: jsonText(parsed.value),
      };
    }
    if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value))
      return { error: 'The form body in raw JSON must be an object of field values.' };
    values = parsed.value as Record<string, unknown>;
  } else {
    if (!container) return {};
    const read = readFields(container, fields, body.kind === 'json');
    missing.push(...read.missing);
    values = read.values;
    chosenFiles = read.files;
    if (body.kind === 'json') {
      if (Object.keys(values).length === 0 && !body.required) return {};
      return { body: { kind: 'json', mediaType: body.mediaType, value: values }, text: jsonText(values) };
    }
  }
  // Fields in the spec's order, then any the raw JSON adds.
  const names = [...fields.map((field) => field.name), ...Object.keys(values)].filter(
    (name, index, all) => all.indexOf(name) === index,
  );
  if (body.kind === 'form') {
    const entries = names.flatMap((name) => {
      const field = fields.find((candidate) => candidate.name === name);
      const value = values[name];
      const encoding = {
        ...(field?.style !== undefined && { style: field.style }),
        ...(field?.explode !== undefined && { explode: field.explode }),
      };
      return value === undefined ? [] : [{ name, value, encoding }];
    });
    return { body: { kind: 'form', fields: entries } };
  }
  const parts = names.flatMap((name): MultipartValue[] => {
    const field = fields.find((candidate) => candidate.name === name);
    if (field?.file) {
      return chosenFiles.flatMap(({ name: owner, file }) => {
        if (owner !== name) return [];
        // The body is assembled with the files in the order of their parts.
        files.push(file);
        return [{ kind: 'file', name, file: file.name }];
      });
    }
    const value = values[name];
    return value === undefined ? [] : [{ kind: 'value', name, value }];
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
