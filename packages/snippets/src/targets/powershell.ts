import { quotePowerShell } from '../quote/powershell.ts';
import { powerShellHereString, quotePowerShellString } from '../quote/powershell-strings.ts';
import {
  bodyContentType,
  cookieHeader,
  encodeFormBody,
  jsonText,
  type NameValue,
  type SnippetRequest,
} from '../request.ts';
import type { SnippetTarget } from '../target.ts';

const quote = quotePowerShellString;

/** The methods `-Method` names (a WebRequestMethod); others go through `-CustomMethod`. */
const methods: Record<string, string> = {
  GET: 'Get',
  HEAD: 'Head',
  POST: 'Post',
  PUT: 'Put',
  DELETE: 'Delete',
  PATCH: 'Patch',
  OPTIONS: 'Options',
  TRACE: 'Trace',
  MERGE: 'Merge',
};

/** A hashtable literal, one `key = value` a line; `values` are PowerShell expressions. */
function hashtable(pairs: readonly { key: string; value: string }[], ordered = false): string {
  const prefix = ordered ? '[ordered]@{' : '@{';
  if (pairs.length === 0) return `${prefix}}`;
  return `${prefix}\n${pairs.map((pair) => `    ${pair.key} = ${pair.value}`).join('\n')}\n}`;
}

/** Header values by name; hashtable keys ignore case, so a name given twice is sent once, comma-separated. */
function mergeHeaders(headers: readonly NameValue[]): NameValue[] {
  const merged = new Map<string, NameValue>();
  for (const header of headers) {
    const key = header.name.toLowerCase();
    const previous = merged.get(key);
    merged.set(
      key,
      previous ? { name: previous.name, value: `${previous.value}, ${header.value}` } : { ...header },
    );
  }
  return [...merged.values()];
}

/**
 * Before PowerShell 7.4 (and in Windows PowerShell 5.1), a string body without a charset is sent as
 * ISO-8859-1, every other character turned into `?`: a text type gets `charset=utf-8` spelled out.
 */
function withCharset(mediaType: string): string {
  return /;\s*charset=/i.test(mediaType) ? mediaType : `${mediaType}; charset=utf-8`;
}

/** Invoke-RestMethod, its parameters splatted from a hashtable; multipart through `-Form` (PowerShell 7+). */
export const powershellTarget: SnippetTarget = {
  key: 'powershell',
  label: 'PowerShell',
  client: 'Invoke-RestMethod',
  fileName: 'request.ps1',
  syntax: 'powershell',
  generate(request: SnippetRequest): string {
    const body = request.body;
    const lines: string[] = [];
    const params: { key: string; value: string }[] = [{ key: 'Uri', value: quote(request.url) }];
    const method = methods[request.method];
    if (method && method !== 'Get') params.push({ key: 'Method', value: quotePowerShell(method) });
    else if (!method) params.push({ key: 'CustomMethod', value: quote(request.method) });

    const headers = mergeHeaders([
      ...request.headers,
      ...(cookieHeader(request) ? [{ name: 'Cookie', value: cookieHeader(request) as string }] : []),
    ]).map((header) => ({ key: quotePowerShell(header.name), value: quote(header.value) }));
    if (request.basicAuth) {
      // -Authentication Basic wants a PSCredential (and HTTPS): the header is plainer.
      const credentials = `${request.basicAuth.username}:${request.basicAuth.password}`;
      lines.push(
        `$credentials = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes(${quote(credentials)}))`,
      );
      const index = headers.findIndex((header) => header.key.toLowerCase() === "'authorization'");
      const other = headers[index];
      if (other) headers.splice(index, 1);
      headers.unshift({
        key: quotePowerShell('Authorization'),
        value: other ? `"Basic $credentials, " + ${other.value}` : '"Basic $credentials"',
      });
    }
    if (headers.length > 0) {
      lines.push(`$headers = ${hashtable(headers)}`);
      params.push({ key: 'Headers', value: '$headers' });
    }

    const contentType = bodyContentType(body);
    if (body) {
      switch (body.kind) {
        case 'json': {
          // The JSON text as it is: ConvertTo-Json would turn a one-element array into its element.
          const text = jsonText(body.value);
          lines.push(`$body = ${powerShellHereString(text) ?? quote(text)}`);
          params.push(
            { key: 'ContentType', value: quote(withCharset(contentType as string)) },
            { key: 'Body', value: '$body' },
          );
          break;
        }
        case 'text':
          lines.push(`$body = ${quote(body.text)}`);
          params.push(
            { key: 'ContentType', value: quote(withCharset(contentType as string)) },
            { key: 'Body', value: '$body' },
          );
          break;
        case 'binary':
          params.push(
            { key: 'ContentType', value: quote(contentType as string) },
            { key: 'InFile', value: quote(body.file) },
          );
          break;
        case 'form': {
          const names = body.fields.map((field) => field.name.toLowerCase());
          // A dictionary body is encoded by PowerShell (as the query of a GET); a name given twice does not fit one.
          if (request.method !== 'GET' && new Set(names).size === names.length) {
            const fields = body.fields.map((field) => ({
              key: quote(field.name),
              value: quote(field.value),
            }));
            lines.push(`$body = ${hashtable(fields, true)}`);
          } else lines.push(`$body = ${quote(encodeFormBody(body.fields))}`);
          params.push(
            { key: 'ContentType', value: quote(contentType as string) },
            { key: 'Body', value: '$body' },
          );
          break;
        }
        case 'multipart': {
          const names = body.parts.map((part) => part.name.toLowerCase());
          const plainForm =
            new Set(names).size === names.length &&
            body.parts.every(
              (part) =>
                part.kind === 'field' || !part.mediaType || part.mediaType === 'application/octet-stream',
            );
          if (plainForm) {
            // -Form sends a FileInfo as a file part (its base name, application/octet-stream).
            const fields = body.parts.map((part) => ({
              key: quote(part.name),
              value: part.kind === 'field' ? quote(part.value) : `Get-Item -LiteralPath ${quote(part.file)}`,
            }));
            lines.push(`# -Form needs PowerShell 7 or later.\n$form = ${hashtable(fields, true)}`);
            params.push({ key: 'Form', value: '$form' });
          } else {
            // Part types and repeated names need the .NET multipart content itself (PowerShell 7 or later).
            const form = ['$form = [System.Net.Http.MultipartFormDataContent]::new()'];
            for (const part of body.parts) {
              if (part.kind === 'field') {
                form.push(
                  `$form.Add([System.Net.Http.StringContent]::new(${quote(part.value)}), ${quote(part.name)})`,
                );
              } else {
                const fileName = part.file.split('/').pop() ?? part.file;
                form.push(
                  `$file = [System.Net.Http.ByteArrayContent]::new([System.IO.File]::ReadAllBytes((Resolve-Path -LiteralPath ${quote(part.file)}).Path))`,
                  `$file.Headers.ContentType = ${quote(part.mediaType ?? 'application/octet-stream')}`,
                  `$form.Add($file, ${quote(part.name)}, ${quote(fileName)})`,
                );
              }
            }
            lines.push(`# PowerShell 7 or later.\n${form.join('\n')}`);
            params.push({ key: 'Body', value: '$form' });
          }
          break;
        }
      }
    }

    const width = Math.max(...params.map((param) => param.key.length));
    lines.push(
      `$params = @{\n${params.map((param) => `    ${param.key.padEnd(width)} = ${param.value}`).join('\n')}\n}`,
      '$response = Invoke-RestMethod @params\n$response | ConvertTo-Json -Depth 10',
    );
    return `${lines.join('\n\n')}\n`;
  },
};
