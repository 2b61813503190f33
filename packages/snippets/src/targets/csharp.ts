import { quoteCLines } from '../quote/c.ts';
import { dialects, quoteCString } from '../quote/c-like.ts';
import { bodyContentType, cookieHeader, jsonText, type NameValue, type SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';

const quote = (text: string) => quoteCString(text, dialects.csharp);

/** The methods `HttpMethod` has a property for in every .NET (Patch came late). */
const namedMethods: Record<string, string> = {
  GET: 'Get',
  POST: 'Post',
  PUT: 'Put',
  DELETE: 'Delete',
  HEAD: 'Head',
  OPTIONS: 'Options',
  TRACE: 'Trace',
};

/** Headers .NET keeps on the content, not the request: `request.Headers.Add` throws for them. */
const contentHeaders = new Set([
  'allow',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-length',
  'content-location',
  'content-md5',
  'content-range',
  'expires',
  'last-modified',
]);

/** `new MediaTypeHeaderValue("type/subtype")`, or `Parse` for a type with parameters (the constructor rejects them). */
function mediaTypeValue(mediaType: string): string {
  return mediaType.includes(';')
    ? `MediaTypeHeaderValue.Parse(${quote(mediaType)})`
    : `new MediaTypeHeaderValue(${quote(mediaType)})`;
}

/**
 * A Content-Disposition parameter as a quoted string, the way browsers write form-data names:
 * `"`, CR and LF percent-encoded (HTML's multipart encoding), everything else as it is.
 */
function quotedParameter(value: string): string {
  return `"${value.replace(/["\r\n]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}"`;
}

/** A string expression over several lines: `"line\n" +` then the next line, indented by `continuation`. */
function multilineString(text: string, continuation: string): string {
  const literals = quoteCLines(text, dialects.csharp);
  return literals.join(` +\n${continuation}`);
}

/** `{ "name", "value" }` pairs for a dictionary, or `KeyValuePair`s when a name repeats. */
function pairsExpression(fields: readonly NameValue[], indent: string): string {
  const unique = new Set(fields.map((field) => field.name)).size === fields.length;
  const inner = `${indent}    `;
  if (unique) {
    const entries = fields.map((field) => `${inner}{ ${quote(field.name)}, ${quote(field.value)} },`);
    return `new Dictionary<string, string>\n${indent}{\n${entries.join('\n')}\n${indent}}`;
  }
  const entries = fields.map(
    (field) => `${inner}new KeyValuePair<string, string>(${quote(field.name)}, ${quote(field.value)}),`,
  );
  return `new[]\n${indent}{\n${entries.join('\n')}\n${indent}}`;
}

/**
 * The body of `SendAsync`: builds an `HttpRequestMessage`, sends it with the shared `HttpClient` and
 * prints the response body. Returns the statements (indented for the method) and the namespaces used.
 */
function requestStatements(request: SnippetRequest): { lines: string[]; usings: Set<string> } {
  const usings = new Set(['System', 'System.Net.Http', 'System.Threading.Tasks']);
  const lines: string[] = [];
  const body = request.body;
  const named = namedMethods[request.method];
  const method = named ? `HttpMethod.${named}` : `new HttpMethod(${quote(request.method)})`;
  lines.push(`var request = new HttpRequestMessage(${method}, ${quote(request.url)});`);

  const onContent: NameValue[] = [];
  for (const header of request.headers) {
    if (body && contentHeaders.has(header.name.toLowerCase())) onContent.push(header);
    // TryAddWithoutValidation sends the value as written (Add would reparse it, and rejects some).
    else
      lines.push(`request.Headers.TryAddWithoutValidation(${quote(header.name)}, ${quote(header.value)});`);
  }
  const cookies = cookieHeader(request);
  if (cookies) lines.push(`request.Headers.Add("Cookie", ${quote(cookies)});`);
  if (request.basicAuth) {
    usings.add('System.Net.Http.Headers').add('System.Text');
    const credentials = `${request.basicAuth.username}:${request.basicAuth.password}`;
    lines.push(
      `var credentials = Convert.ToBase64String(Encoding.UTF8.GetBytes(${quote(credentials)}));`,
      'request.Headers.Authorization = new AuthenticationHeaderValue("Basic", credentials);',
    );
  }

  if (body) {
    lines.push('');
    const contentType = bodyContentType(body);
    switch (body.kind) {
      case 'json':
      case 'text': {
        usings.add('System.Text');
        const text = body.kind === 'json' ? jsonText(body.value) : body.text;
        const variable = body.kind === 'json' ? 'json' : 'text';
        lines.push(`var ${variable} = ${multilineString(text, '    ')};`);
        if (contentType && !contentType.includes(';')) {
          lines.push(
            `request.Content = new StringContent(${variable}, Encoding.UTF8, ${quote(contentType)});`,
          );
        } else if (contentType) {
          usings.add('System.Net.Http.Headers');
          lines.push(
            `request.Content = new StringContent(${variable}, Encoding.UTF8);`,
            `request.Content.Headers.ContentType = ${mediaTypeValue(contentType)};`,
          );
        }
        break;
      }
      case 'form':
        usings.add('System.Collections.Generic');
        lines.push(`request.Content = new FormUrlEncodedContent(${pairsExpression(body.fields, '')});`);
        break;
      case 'binary':
        usings.add('System.IO').add('System.Net.Http.Headers');
        lines.push(`request.Content = new ByteArrayContent(File.ReadAllBytes(${quote(body.file)}));`);
        if (contentType) lines.push(`request.Content.Headers.ContentType = ${mediaTypeValue(contentType)};`);
        break;
      case 'multipart': {
        // MultipartFormDataContent writes the Content-Type with its boundary. Its own part headers
        // leave names unquoted and add `filename*`, which RFC 7578 forbids and strict parsers
        // reject: each part gets a quoted `name` (and `filename`) written out instead.
        usings.add('System.Net.Http.Headers');
        lines.push('var form = new MultipartFormDataContent();');
        let files = 0;
        for (const part of body.parts) {
          if (part.kind === 'field') {
            lines.push(
              `form.Add(new StringContent(${quote(part.value)}), ${quote(quotedParameter(part.name))});`,
            );
            continue;
          }
          usings.add('System.IO');
          files++;
          const variable = files === 1 ? 'file' : `file${files}`;
          const name = part.file.split('/').pop() ?? part.file;
          lines.push(`var ${variable} = new ByteArrayContent(File.ReadAllBytes(${quote(part.file)}));`);
          if (part.mediaType)
            lines.push(`${variable}.Headers.ContentType = ${mediaTypeValue(part.mediaType)};`);
          lines.push(
            `${variable}.Headers.ContentDisposition = new ContentDispositionHeaderValue("form-data")`,
            '{',
            `    Name = ${quote(quotedParameter(part.name))},`,
            `    FileName = ${quote(quotedParameter(name))},`,
            '};',
            `form.Add(${variable});`,
          );
        }
        lines.push('request.Content = form;');
        break;
      }
    }
    for (const header of onContent)
      lines.push(
        `request.Content.Headers.TryAddWithoutValidation(${quote(header.name)}, ${quote(header.value)});`,
      );
  }

  lines.push(
    '',
    'using (var response = await client.SendAsync(request))',
    '{',
    '    Console.WriteLine(await response.Content.ReadAsStringAsync());',
    '}',
  );
  return { lines, usings };
}

/**
 * C# with `HttpClient` and `HttpRequestMessage`, in the classic `Program` class that every C#
 * compiler takes (Mono's mcs included, which has neither top-level statements nor `async Main`).
 */
export function generateCSharp(request: SnippetRequest): string {
  const { lines, usings } = requestStatements(request);
  const ordered = [...usings].sort((a, b) =>
    a === 'System' ? -1 : b === 'System' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  const body = lines.map((line) => (line === '' ? '' : `        ${line.replaceAll('\n', '\n        ')}`));
  const out = [
    ...ordered.map((namespace) => `using ${namespace};`),
    '',
    'class Program',
    '{',
    '    static readonly HttpClient client = new HttpClient();',
    '',
    '    static void Main()',
    '    {',
    '        SendAsync().GetAwaiter().GetResult();',
    '    }',
    '',
    '    static async Task SendAsync()',
    '    {',
    ...body,
    '    }',
    '}',
  ];
  return `${out.join('\n')}\n`;
}

export const csharpTarget: SnippetTarget = {
  key: 'csharp',
  label: 'C#',
  client: 'HttpClient',
  fileName: 'HttpClientExample.cs',
  syntax: 'csharp',
  generate: generateCSharp,
};
