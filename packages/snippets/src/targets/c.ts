import { quoteCLines } from '../quote/c.ts';
import { dialects, quoteCString } from '../quote/c-like.ts';
import {
  bodyContentType,
  cookieHeader,
  encodeFormBody,
  jsonText,
  type NameValue,
  type SnippetRequest,
} from '../request.ts';
import type { SnippetTarget } from '../target.ts';

const quote = (text: string) => quoteCString(text, dialects.c);

/**
 * How libcurl picks the method: a body set with `CURLOPT_POSTFIELDS` or `CURLOPT_MIMEPOST` is a
 * POST and `CURLOPT_UPLOAD` a PUT; `CURLOPT_CUSTOMREQUEST` renames the method of anything else.
 * Returns the option and its C argument (shared by the C and C++ targets; `binaryBy` says how the
 * target sends a file body).
 */
export function libcurlMethodOption(
  request: SnippetRequest,
  binaryBy: 'upload' | 'postfields',
): [option: string, value: string] | undefined {
  const body = request.body;
  const implied = !body ? 'GET' : body.kind === 'binary' && binaryBy === 'upload' ? 'PUT' : 'POST';
  if (request.method === implied) return undefined;
  if (!body && request.method === 'HEAD') return ['CURLOPT_NOBODY', '1L'];
  return ['CURLOPT_CUSTOMREQUEST', quote(request.method)];
}

/**
 * The `Name: value` lines for a `curl_slist`, Content-Type included where libcurl does not set it
 * (it writes the form and multipart types itself). An empty value is written `Name;`, since libcurl
 * drops a header written `Name:`.
 */
export function libcurlHeaderLines(request: SnippetRequest): string[] {
  const headers = [...request.headers];
  const contentType = bodyContentType(request.body);
  if (contentType && request.body?.kind !== 'form')
    headers.push({ name: 'Content-Type', value: contentType });
  return headers.map((header) =>
    header.value === '' ? `${header.name};` : `${header.name}: ${header.value}`,
  );
}

/** libcurl's easy interface in plain C: the response body goes to stdout, libcurl's default. */
export const cTarget: SnippetTarget = {
  key: 'c',
  label: 'C',
  client: 'libcurl',
  fileName: 'main.c',
  syntax: 'c',
  generate(request: SnippetRequest): string {
    const body = request.body;
    const includes = ['#include <stdio.h>', '', '#include <curl/curl.h>'];
    const opening: string[] = [];
    const setup: string[] = [];
    const cleanup: string[] = [];
    const set = (option: string, value: string) => setup.push(`curl_easy_setopt(curl, ${option}, ${value});`);

    const method = libcurlMethodOption(request, 'upload');
    if (method) set(...method);
    set('CURLOPT_URL', quote(request.url));

    const headers = libcurlHeaderLines(request);
    if (headers.length > 0) {
      setup.push('', 'struct curl_slist *headers = NULL;');
      for (const header of headers) setup.push(`headers = curl_slist_append(headers, ${quote(header)});`);
      set('CURLOPT_HTTPHEADER', 'headers');
      cleanup.push('curl_slist_free_all(headers);');
    }
    if (request.basicAuth) {
      setup.push('');
      set('CURLOPT_HTTPAUTH', 'CURLAUTH_BASIC');
      set('CURLOPT_USERPWD', quote(`${request.basicAuth.username}:${request.basicAuth.password}`));
    }
    const cookies = cookieHeader(request);
    if (cookies) {
      setup.push('');
      set('CURLOPT_COOKIE', quote(cookies));
    }

    if (body) {
      setup.push('');
      switch (body.kind) {
        case 'json':
        case 'text':
        case 'form': {
          const literals =
            body.kind === 'form'
              ? formPieces(body.fields).map(quote)
              : quoteCLines(body.kind === 'json' ? jsonText(body.value) : body.text, dialects.c);
          setup.push('static const char body[] =', ...indent(literals, '  '));
          setup[setup.length - 1] += ';';
          set('CURLOPT_POSTFIELDS', 'body');
          set('CURLOPT_POSTFIELDSIZE', '(long)(sizeof(body) - 1)');
          break;
        }
        case 'binary':
          // Opened first, so that a missing file leaves nothing else to free.
          opening.push(
            `FILE *upload = fopen(${quote(body.file)}, "rb");`,
            'if (!upload) {',
            `  perror(${quote(body.file)});`,
            '  curl_easy_cleanup(curl);',
            '  return 1;',
            '}',
            'fseek(upload, 0, SEEK_END);',
            'long upload_size = ftell(upload);',
            'rewind(upload);',
            '',
          );
          set('CURLOPT_UPLOAD', '1L');
          set('CURLOPT_READDATA', 'upload');
          set('CURLOPT_INFILESIZE_LARGE', '(curl_off_t)upload_size');
          cleanup.push('fclose(upload);');
          break;
        case 'multipart':
          setup.push('curl_mime *form = curl_mime_init(curl);', 'curl_mimepart *part;');
          for (const part of body.parts) {
            setup.push('', 'part = curl_mime_addpart(form);', `curl_mime_name(part, ${quote(part.name)});`);
            if (part.kind === 'field') {
              setup.push(`curl_mime_data(part, ${quote(part.value)}, CURL_ZERO_TERMINATED);`);
            } else {
              // curl_mime_filedata sends the file's base name as the part's file name.
              setup.push(`curl_mime_filedata(part, ${quote(part.file)});`);
              if (part.mediaType) setup.push(`curl_mime_type(part, ${quote(part.mediaType)});`);
            }
          }
          set('CURLOPT_MIMEPOST', 'form');
          cleanup.push('curl_mime_free(form);');
          break;
      }
    }

    const lines = [
      ...includes,
      '',
      'int main(void)',
      '{',
      '  curl_global_init(CURL_GLOBAL_DEFAULT);',
      '  CURL *curl = curl_easy_init();',
      '  if (!curl) {',
      '    fprintf(stderr, "curl_easy_init() failed\\n");',
      '    return 1;',
      '  }',
      '',
      ...indent(opening, '  '),
      ...indent(setup, '  '),
      '',
      '  /* libcurl writes the response body to stdout. */',
      '  CURLcode result = curl_easy_perform(curl);',
      '  if (result != CURLE_OK)',
      '    fprintf(stderr, "curl_easy_perform() failed: %s\\n", curl_easy_strerror(result));',
      '',
      ...indent(cleanup, '  '),
      '  curl_easy_cleanup(curl);',
      '  curl_global_cleanup();',
      '  return result == CURLE_OK ? 0 : 1;',
      '}',
    ];
    return `${lines.join('\n')}\n`;
  },
};

/** The url-encoded form body in pieces, one field each, every piece but the last ending with `&`. */
export function formPieces(fields: readonly NameValue[]): string[] {
  return fields.map((field, index) => `${encodeFormBody([field])}${index < fields.length - 1 ? '&' : ''}`);
}

function indent(lines: readonly string[], by: string): string[] {
  return lines.map((line) => (line === '' ? '' : `${by}${line}`));
}
