import { dialects, quoteCString } from '../quote/c-like.ts';
import { readableUrl, requestsEncodes } from '../readable-url.ts';
import { bodyContentType, cookieHeader, type SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';

const quote = (text: string) => quoteCString(text, dialects.python);

/** A JSON value as a Python literal (`True`, `None`, dicts and lists), indented like the JSON. */
function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'None';
  if (typeof value === 'string') return quote(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${quote(key)}: ${pythonLiteral(item, inner)}`).join(',\n')}\n${indent}}`;
}

function dict(pairs: readonly { name: string; value: string }[]): string {
  return `{\n${pairs.map((pair) => `    ${quote(pair.name)}: ${quote(pair.value)}`).join(',\n')}\n}`;
}

function hasRepeats(fields: readonly { name: string }[]): boolean {
  return new Set(fields.map((field) => field.name)).size < fields.length;
}

/** A list of pairs: what requests takes for a form whose field names repeat. */
function pairs(fields: readonly { name: string; value: string }[]): string {
  return `[\n${fields.map((field) => `    (${quote(field.name)}, ${quote(field.value)})`).join(',\n')}\n]`;
}

/** requests: `json=` for JSON, `data=` for forms and raw bodies, `files=` for multipart. */
export const pythonTarget: SnippetTarget = {
  key: 'python',
  label: 'Python',
  client: 'requests',
  fileName: 'python-requests.py',
  syntax: 'python',
  generate(request: SnippetRequest): string {
    const body = request.body;
    const lines = ['import requests', '', `url = ${quote(readableUrl(request.url, requestsEncodes))}`];
    const args = ['url'];
    const headers = [...request.headers];
    const contentType = bodyContentType(body);
    // requests sets Content-Type itself for json=, forms and files=; only other types need it spelled out.
    if (
      contentType &&
      (body?.kind === 'text' ||
        body?.kind === 'binary' ||
        (body?.kind === 'json' && contentType !== 'application/json'))
    ) {
      headers.push({ name: 'Content-Type', value: contentType });
    }
    if (body) {
      lines.push('');
      switch (body.kind) {
        case 'json':
          lines.push(`payload = ${pythonLiteral(body.value)}`);
          args.push('json=payload');
          break;
        case 'form':
          lines.push(`payload = ${hasRepeats(body.fields) ? pairs(body.fields) : dict(body.fields)}`);
          args.push('data=payload');
          break;
        case 'text':
          lines.push(`payload = ${quote(body.text)}.encode("utf-8")`);
          args.push('data=payload');
          break;
        case 'binary':
          lines.push(`payload = open(${quote(body.file)}, "rb")`);
          args.push('data=payload');
          break;
        case 'multipart': {
          // Everything goes in `files=`, in order: `data=` would come first, and alone would be urlencoded.
          const entries = body.parts.map((part) => {
            if (part.kind === 'field') return `    (${quote(part.name)}, (None, ${quote(part.value)}))`;
            const name = part.file.split('/').pop() ?? part.file;
            const open = `open(${quote(part.file)}, "rb")`;
            const tuple = part.mediaType
              ? `(${quote(name)}, ${open}, ${quote(part.mediaType)})`
              : `(${quote(name)}, ${open})`;
            return `    (${quote(part.name)}, ${tuple})`;
          });
          lines.push(`files = [\n${entries.join(',\n')}\n]`);
          args.push('files=files');
          break;
        }
      }
    }
    if (headers.length > 0) {
      lines.push(`headers = ${dict(headers)}`);
      args.push('headers=headers');
    }
    const cookies = cookieHeader(request) ? dict(request.cookies) : undefined;
    if (cookies) {
      lines.push(`cookies = ${cookies}`);
      args.push('cookies=cookies');
    }
    if (request.basicAuth) {
      args.push(`auth=(${quote(request.basicAuth.username)}, ${quote(request.basicAuth.password)})`);
    }
    lines.push(
      '',
      `response = requests.request(${quote(request.method)}, ${args.join(', ')})`,
      '',
      'print(response.text)',
    );
    return `${lines.join('\n')}\n`;
  },
};
