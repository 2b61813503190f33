import { isDeepStrictEqual } from 'node:util';
import type { SnippetRequest } from '../../src/index.ts';
import type { ReceivedRequest } from './echo-server.ts';

/** Every way the received request differs from what the snippet was generated for; empty when it matches. */
export async function compareRequest(
  expected: SnippetRequest,
  received: ReceivedRequest,
  files: Readonly<Record<string, Buffer>>,
): Promise<string[]> {
  const problems: string[] = [];
  const want = new URL(expected.url);
  const got = new URL(received.target, want.origin);
  if (received.method !== expected.method)
    problems.push(`method: expected ${expected.method}, got ${received.method}`);
  const wantSegments = decodeSegments(want.pathname);
  const gotSegments = decodeSegments(got.pathname);
  if (!isDeepStrictEqual(wantSegments, gotSegments)) {
    problems.push(
      `path: expected ${JSON.stringify(wantSegments)}, got ${JSON.stringify(gotSegments)} (${got.pathname})`,
    );
  }
  const wantQuery = [...want.searchParams];
  const gotQuery = [...got.searchParams];
  if (!isDeepStrictEqual(wantQuery, gotQuery)) {
    problems.push(
      `query: expected ${JSON.stringify(wantQuery)}, got ${JSON.stringify(gotQuery)} (${got.search})`,
    );
  }
  for (const header of expected.headers) {
    const value = received.headers[header.name.toLowerCase()];
    if (value !== header.value)
      problems.push(
        `header ${header.name}: expected ${JSON.stringify(header.value)}, got ${JSON.stringify(value)}`,
      );
  }
  if (expected.basicAuth) {
    const credentials = `${expected.basicAuth.username}:${expected.basicAuth.password}`;
    const value = `Basic ${Buffer.from(credentials).toString('base64')}`;
    if (received.headers.authorization !== value) {
      problems.push(
        `basic auth: expected ${JSON.stringify(value)}, got ${JSON.stringify(received.headers.authorization)}`,
      );
    }
  }
  const wantCookies = expected.cookies.map((cookie) => [cookie.name, cookie.value]).sort();
  const gotCookies = (received.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    })
    .sort();
  if (!isDeepStrictEqual(wantCookies, gotCookies)) {
    problems.push(`cookies: expected ${JSON.stringify(wantCookies)}, got ${JSON.stringify(gotCookies)}`);
  }
  problems.push(...(await compareBody(expected, received, files)));
  return problems;
}

function decodeSegments(pathname: string): string[] {
  return pathname.split('/').map((segment) => decodeURIComponent(segment));
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

async function compareBody(
  expected: SnippetRequest,
  received: ReceivedRequest,
  files: Readonly<Record<string, Buffer>>,
): Promise<string[]> {
  const body = expected.body;
  const contentType = received.headers['content-type'];
  if (!body) {
    return received.body.length > 0 ? [`body: expected none, got ${received.body.length} bytes`] : [];
  }
  const problems: string[] = [];
  const wantType =
    body.kind === 'form'
      ? 'application/x-www-form-urlencoded'
      : body.kind === 'multipart'
        ? 'multipart/form-data'
        : body.mediaType;
  if (mediaType(contentType) !== wantType) {
    problems.push(`content-type: expected ${wantType}, got ${JSON.stringify(contentType)}`);
    return problems;
  }
  switch (body.kind) {
    case 'json': {
      let value: unknown;
      try {
        value = JSON.parse(received.body.toString('utf8'));
      } catch {
        return [`json body does not parse: ${JSON.stringify(received.body.toString('utf8').slice(0, 200))}`];
      }
      // isDeepStrictEqual ignores the order of object keys, as JSON does.
      if (!isDeepStrictEqual(value, body.value)) {
        problems.push(`json body: expected ${JSON.stringify(body.value)}, got ${JSON.stringify(value)}`);
      }
      break;
    }
    case 'text':
      if (!received.body.equals(Buffer.from(body.text, 'utf8'))) {
        problems.push(
          `text body: expected ${JSON.stringify(body.text)}, got ${JSON.stringify(received.body.toString('utf8'))}`,
        );
      }
      break;
    case 'binary': {
      const bytes = files[body.file];
      if (!bytes || !received.body.equals(bytes))
        problems.push(`binary body: ${received.body.length} bytes differ from ${body.file}`);
      break;
    }
    case 'form': {
      const got = [...new URLSearchParams(received.body.toString('utf8'))];
      const want = body.fields.map((field) => [field.name, field.value]);
      if (!isDeepStrictEqual(got, want))
        problems.push(`form body: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
      break;
    }
    case 'multipart': {
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(received.body), {
          headers: { 'content-type': contentType ?? '' },
        }).formData();
      } catch (error) {
        return [
          `multipart body does not parse with its Content-Type ${JSON.stringify(contentType)}: ${(error as Error).message}`,
        ];
      }
      const got = [...form.entries()];
      if (got.length !== body.parts.length)
        problems.push(`multipart: expected ${body.parts.length} parts, got ${got.length}`);
      for (const [index, part] of body.parts.entries()) {
        const entry = got[index];
        if (!entry) break;
        const [name, value] = entry;
        if (name !== part.name)
          problems.push(`multipart part ${index}: expected name ${part.name}, got ${name}`);
        if (part.kind === 'field') {
          if (value !== part.value)
            problems.push(
              `multipart field ${part.name}: expected ${JSON.stringify(part.value)}, got ${JSON.stringify(value)}`,
            );
        } else if (typeof value === 'string') {
          problems.push(`multipart part ${part.name}: expected a file, got a plain field`);
        } else {
          const bytes = Buffer.from(await value.arrayBuffer());
          const fileName = part.file.split('/').pop();
          if (value.name !== fileName)
            problems.push(`multipart file ${part.name}: expected file name ${fileName}, got ${value.name}`);
          if (!files[part.file] || !bytes.equals(files[part.file] as Buffer)) {
            problems.push(`multipart file ${part.name}: ${bytes.length} bytes differ from ${part.file}`);
          }
          if (part.mediaType && value.type !== part.mediaType) {
            problems.push(`multipart file ${part.name}: expected type ${part.mediaType}, got ${value.type}`);
          }
        }
      }
      break;
    }
  }
  return problems;
}
