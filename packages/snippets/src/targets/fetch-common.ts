import { jsKey, jsLiteral, quoteJs } from '../quote/javascript.ts';
import { readableUrl, whatwgEncodes } from '../readable-url.ts';
import { bodyContentType, cookieHeader, type MultipartPart, type SnippetRequest } from '../request.ts';

/** Where the fetch code runs: a web page, a Node.js ES module, or TypeScript run with Node.js. */
type FetchFlavour = 'browser' | 'node' | 'typescript';

/**
 * Header names the Fetch standard forbids scripts to set: a browser drops them silently.
 * (`Proxy-` and `Sec-` prefixes are forbidden too.)
 */
const forbiddenHeaders = new Set([
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'via',
]);

function isForbiddenHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return forbiddenHeaders.has(lower) || lower.startsWith('proxy-') || lower.startsWith('sec-');
}

function baseName(file: string): string {
  return file.split(/[\\/]/).pop() || file;
}

/** Header name and JavaScript expression for its value. */
interface HeaderEntry {
  readonly name: string;
  readonly expression: string;
}

/** The `fetch` snippet for one request: the code shared by the browser, Node.js and TypeScript targets. */
export function fetchSnippet(request: SnippetRequest, flavour: FetchFlavour): string {
  const browser = flavour === 'browser';
  const body = request.body;
  const lines: string[] = browser ? ['// In a <script type="module"> (top-level await).', ''] : [];

  // Files: a path read with node:fs, or in a browser the file the user picked (pages cannot open paths).
  const files = body?.kind === 'binary' ? [body.file] : [];
  if (body?.kind === 'multipart') {
    for (const part of body.parts) if (part.kind === 'file') files.push(part.file);
  }
  const fileExpression = (index: number, path: string): string => {
    if (!browser) return `await readFile(${quoteJs(path)})`;
    return files.length === 1 ? 'file' : `inputs[${index}].files[0]`;
  };
  if (files.length > 0) {
    if (browser) {
      if (files.length === 1) {
        lines.push(
          '// The file the user picked in the page\'s <input type="file">.',
          `const file = document.querySelector('input[type="file"]').files[0];`,
        );
      } else {
        lines.push(
          `// The files the user picked in the page's <input type="file"> elements, in order.`,
          `const inputs = document.querySelectorAll('input[type="file"]');`,
        );
      }
    } else {
      lines.push('import { readFile } from "node:fs/promises";');
    }
    lines.push('');
  }

  const headers: HeaderEntry[] = [];
  const blocked: string[] = [];
  for (const header of request.headers) {
    if (browser && isForbiddenHeader(header.name)) blocked.push(header.name);
    else headers.push({ name: header.name, expression: quoteJs(header.value) });
  }

  const cookies = cookieHeader(request);
  if (cookies && browser) {
    lines.push(
      '// Pages cannot set a Cookie header: store the cookies, and `credentials: "include"` sends them',
      '// (to an API on the same site as this page only).',
      ...request.cookies.map(
        (cookie) => `document.cookie = ${quoteJs(`${cookie.name}=${cookie.value}; path=/`)};`,
      ),
      '',
    );
  } else if (cookies) {
    headers.push({ name: 'Cookie', expression: quoteJs(cookies) });
  }

  if (request.basicAuth) {
    const credentials = quoteJs(`${request.basicAuth.username}:${request.basicAuth.password}`);
    const base64 = !browser
      ? `Buffer.from(${credentials}).toString("base64")`
      : /^[\x20-\x7e]*$/.test(`${request.basicAuth.username}:${request.basicAuth.password}`)
        ? `btoa(${credentials})`
        : // btoa takes Latin-1 only: encode to UTF-8 first.
          `btoa(String.fromCharCode(...new TextEncoder().encode(${credentials})))`;
    headers.push({ name: 'Authorization', expression: `\`Basic \${${base64}}\`` });
  }

  // fetch sets Content-Type itself for FormData (with the boundary) and URLSearchParams.
  const contentType = body?.kind === 'form' ? undefined : bodyContentType(body);
  if (contentType) headers.push({ name: 'Content-Type', expression: quoteJs(contentType) });

  let bodyExpression: string | undefined;
  if (body) {
    switch (body.kind) {
      case 'json':
        bodyExpression = `JSON.stringify(${jsLiteral(body.value, '  ')})`;
        break;
      case 'text':
        bodyExpression = quoteJs(body.text);
        break;
      case 'binary':
        bodyExpression = fileExpression(0, body.file);
        break;
      case 'form':
        bodyExpression = formParams(body.fields);
        break;
      case 'multipart': {
        lines.push('const form = new FormData();');
        let fileIndex = 0;
        for (const part of body.parts) {
          const value = part.kind === 'file' ? fileExpression(fileIndex++, part.file) : '';
          lines.push(appendPart(part, value, browser));
        }
        lines.push('');
        bodyExpression = 'form';
        break;
      }
    }
  }

  const options: string[] = [];
  if (request.method !== 'GET' || body) options.push(`method: ${quoteJs(request.method)}`);
  if (headers.length > 0) options.push(`headers: ${headersLiteral(headers)}`);
  if (bodyExpression) options.push(`body: ${bodyExpression}`);
  if (browser && cookies) options.push(`credentials: "include"`);

  for (const name of blocked) {
    lines.push(`// The browser sets ${quoteJs(name)} itself: a page cannot send it.`);
  }
  const declaration = flavour === 'typescript' ? 'const response: Response' : 'const response';
  const call =
    options.length === 0
      ? `fetch(${quoteJs(readableUrl(request.url, whatwgEncodes))})`
      : `fetch(${quoteJs(readableUrl(request.url, whatwgEncodes))}, {\n${options.map((option) => `  ${option},`).join('\n')}\n})`;
  lines.push(`${declaration} = await ${call};`, '', 'console.log(await response.text());');
  return `${lines.join('\n')}\n`;
}

/** `headers: {...}`, one header a line; an array of pairs when a name repeats (an object keeps one). */
function headersLiteral(headers: readonly HeaderEntry[]): string {
  const names = headers.map((header) => header.name.toLowerCase());
  const repeated = new Set(names).size !== names.length;
  const lines = headers.map((header) =>
    repeated
      ? `    [${quoteJs(header.name)}, ${header.expression}],`
      : `    ${jsKey(header.name, false)}: ${header.expression},`,
  );
  return repeated ? `[\n${lines.join('\n')}\n  ]` : `{\n${lines.join('\n')}\n  }`;
}

/** `new URLSearchParams({...})`; an array of pairs when a name repeats. */
function formParams(fields: readonly { name: string; value: string }[]): string {
  if (fields.length === 0) return 'new URLSearchParams()';
  const repeated = new Set(fields.map((field) => field.name)).size !== fields.length;
  const lines = fields.map((field) =>
    repeated
      ? `    [${quoteJs(field.name)}, ${quoteJs(field.value)}],`
      : `    ${jsKey(field.name)}: ${quoteJs(field.value)},`,
  );
  return repeated
    ? `new URLSearchParams([\n${lines.join('\n')}\n  ])`
    : `new URLSearchParams({\n${lines.join('\n')}\n  })`;
}

/** One `form.append(...)`: fields as strings, files as a Blob (Node) or the picked File (browser) with their name. */
function appendPart(part: MultipartPart, file: string, browser = false): string {
  const name = quoteJs(part.name);
  if (part.kind === 'field') return `form.append(${name}, ${quoteJs(part.value)});`;
  const type = part.mediaType ? `, { type: ${quoteJs(part.mediaType)} }` : '';
  if (browser) {
    // A File keeps the name the user's file has; a declared type needs a copy that carries it.
    return type
      ? `form.append(${name}, new File([${file}], ${file}.name${type}));`
      : `form.append(${name}, ${file});`;
  }
  const args = [name, `new Blob([${file}]${type})`, quoteJs(baseName(part.file))];
  const line = `form.append(${args.join(', ')});`;
  return line.length <= 100 ? line : `form.append(\n${args.map((arg) => `  ${arg},`).join('\n')}\n);`;
}
