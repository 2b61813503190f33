/** A neutral HTTP request: what every target turns into code. Built from an operation by `createRequest`. */

export interface NameValue {
  readonly name: string;
  readonly value: string;
}

export type MultipartPart =
  | { readonly kind: 'field'; readonly name: string; readonly value: string }
  /** `file` is a path the reader replaces with their own; `mediaType` is the part's declared type, if any. */
  | { readonly kind: 'file'; readonly name: string; readonly file: string; readonly mediaType?: string };

export type SnippetBody =
  | { readonly kind: 'json'; readonly mediaType: string; readonly value: unknown }
  | { readonly kind: 'form'; readonly fields: readonly NameValue[] }
  | { readonly kind: 'multipart'; readonly parts: readonly MultipartPart[] }
  | { readonly kind: 'text'; readonly mediaType: string; readonly text: string }
  | { readonly kind: 'binary'; readonly mediaType: string; readonly file: string };

export interface SnippetRequest {
  /** Upper case: `GET`, `POST`... */
  readonly method: string;
  /**
   * Absolute and already percent-encoded, query string included: the bytes to send (the
   * playground's `fetch` sends them as they are). A target shows it as it is, or with the escapes
   * its own client puts back shown plainly (`readable-url.ts`).
   */
  readonly url: string;
  /** Request headers, auth headers included. Never `Content-Type` (targets derive it from the body) nor `Cookie`. */
  readonly headers: readonly NameValue[];
  readonly cookies: readonly NameValue[];
  /** HTTP basic credentials; targets use their client's own basic-auth support where it has one. */
  readonly basicAuth?: { readonly username: string; readonly password: string };
  readonly body?: SnippetBody;
}

/** The `Content-Type` a target must send for a body, or undefined when its client sets it (multipart: with the boundary). */
export function bodyContentType(body: SnippetBody | undefined): string | undefined {
  if (!body) return undefined;
  switch (body.kind) {
    case 'json':
    case 'text':
    case 'binary':
      return body.mediaType;
    case 'form':
      return 'application/x-www-form-urlencoded';
    case 'multipart':
      return undefined;
  }
}

/** `name=value; other=value`: the `Cookie` header for the request's cookies, or undefined when there are none. */
export function cookieHeader(request: SnippetRequest): string | undefined {
  if (request.cookies.length === 0) return undefined;
  return request.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** The body's JSON text, pretty-printed with two spaces (what most targets embed). */
export function jsonText(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent);
}

/** `application/x-www-form-urlencoded` encoding of form fields (spaces as `+`, like HTML forms). */
export function encodeFormBody(fields: readonly NameValue[]): string {
  return new URLSearchParams(fields.map((field): [string, string] => [field.name, field.value])).toString();
}
