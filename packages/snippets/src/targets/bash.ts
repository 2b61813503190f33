import { singleQuoteShell } from '../quote/shell.ts';
import { bodyContentType, cookieHeader, jsonText, type SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';

/** curl, one option per line; every value single-quoted so the shell expands nothing. */
export const bashTarget: SnippetTarget = {
  key: 'bash',
  label: 'cURL',
  client: 'curl',
  fileName: 'curl.sh',
  syntax: 'bash',
  generate(request: SnippetRequest): string {
    const lines: string[] = [];
    // `-X HEAD` makes curl wait for a body that never comes; `--head` is the HEAD request.
    if (request.method === 'HEAD') lines.push('--head');
    else if (request.method !== 'GET' || request.body) lines.push(`--request ${request.method}`);
    // curl reads `{a,b}` and `[1-3]` in a URL as globs; a literal brace or bracket needs --globoff.
    if (/[[\]{}]/.test(request.url)) lines.push('--globoff');
    lines.push(`--url ${singleQuoteShell(request.url)}`);
    if (request.basicAuth) {
      lines.push(`--user ${singleQuoteShell(`${request.basicAuth.username}:${request.basicAuth.password}`)}`);
    }
    for (const header of request.headers)
      lines.push(`--header ${singleQuoteShell(`${header.name}: ${header.value}`)}`);
    const cookies = cookieHeader(request);
    if (cookies) lines.push(`--cookie ${singleQuoteShell(cookies)}`);
    const body = request.body;
    const contentType = bodyContentType(body);
    if (contentType) lines.push(`--header ${singleQuoteShell(`Content-Type: ${contentType}`)}`);
    if (body) {
      switch (body.kind) {
        case 'json':
          lines.push(`--data-raw ${singleQuoteShell(jsonText(body.value))}`);
          break;
        case 'text':
          // `--data-raw` never reads `@file`, whatever the text starts with.
          lines.push(`--data-raw ${singleQuoteShell(body.text)}`);
          break;
        case 'binary':
          lines.push(`--data-binary ${singleQuoteShell(`@${body.file}`)}`);
          break;
        case 'form':
          for (const field of body.fields) {
            // curl encodes the value after the first `=`; the name must arrive encoded.
            lines.push(
              `--data-urlencode ${singleQuoteShell(`${encodeFormName(field.name)}=${field.value}`)}`,
            );
          }
          break;
        case 'multipart':
          // `--form-string` takes the value literally (`--form` would read `@file` and `<file`);
          // curl writes the multipart Content-Type itself, boundary included.
          for (const part of body.parts) {
            if (part.kind === 'field')
              lines.push(`--form-string ${singleQuoteShell(`${part.name}=${part.value}`)}`);
            else {
              const type = part.mediaType ? `;type=${part.mediaType}` : '';
              lines.push(
                `--form ${singleQuoteShell(`${part.name}=@${quoteFormFileName(part.file)}${type}`)}`,
              );
            }
          }
          break;
      }
    }
    return `curl ${lines.join(' \\\n  ')}\n`;
  },
};

/** A form field name as curl's `--data-urlencode name=value` needs it: encoded, but `address[city]` stays readable. */
function encodeFormName(name: string): string {
  return name.replace(/[^A-Za-z0-9._~[\]-]/gu, (char) => encodeURIComponent(char));
}

/** curl's `--form name=@file` reads up to `;` or `,`; a file name with those is double-quoted. */
function quoteFormFileName(file: string): string {
  return /[;,"]/.test(file) ? `"${file.replace(/["\\]/g, (char) => `\\${char}`)}"` : file;
}
