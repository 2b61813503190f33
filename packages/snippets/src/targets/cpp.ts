import { quoteCLines, quoteCppRaw } from '../quote/c.ts';
import { dialects, quoteCString } from '../quote/c-like.ts';
import { cookieHeader, jsonText, type SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';
import { formPieces, libcurlHeaderLines, libcurlMethodOption } from './c.ts';

// C++ string literals escape like C's (octal control characters, `??` broken for trigraphs).
const quote = (text: string) => quoteCString(text, dialects.c);

/** A `std::string` initializer: a raw literal when the text allows, else adjacent escaped literals. */
function stringInitializer(name: string, text: string, delimiter: string): string[] {
  const raw = quoteCppRaw(text, delimiter);
  if (raw !== undefined) return [`const std::string ${name} = ${raw};`];
  const literals = quoteCLines(text, dialects.c).map((literal) => `    ${literal}`);
  if (!text.includes('\0'))
    return [`const std::string ${name} =`, ...literals.slice(0, -1), `${literals.at(-1)};`];
  // A NUL would end the string built from a plain `const char *`: the length is given.
  const size = new TextEncoder().encode(text).length;
  return [`const std::string ${name}(`, ...literals.slice(0, -1), `${literals.at(-1)},`, `    ${size});`];
}

/**
 * libcurl's easy interface from C++: handles owned by `std::unique_ptr` with their libcurl
 * cleanup functions, the response collected into a `std::string` by a write callback.
 * (cpr, the usual C++ wrapper, is not packaged in Debian bookworm.)
 */
export const cppTarget: SnippetTarget = {
  key: 'c++',
  label: 'C++',
  client: 'libcurl',
  fileName: 'main.cpp',
  syntax: 'cpp',
  generate(request: SnippetRequest): string {
    const body = request.body;
    const includes = new Set(['<iostream>', '<memory>', '<string>']);
    const opening: string[] = [];
    const setup: string[] = [];
    const set = (option: string, value: string) =>
      setup.push(`curl_easy_setopt(curl.get(), ${option}, ${value});`);

    const method = libcurlMethodOption(request, 'postfields');
    if (method) set(...method);
    set('CURLOPT_URL', quote(request.url));

    const headers = libcurlHeaderLines(request);
    if (headers.length > 0) {
      setup.push(
        '',
        'const char *header_lines[] = {',
        ...headers.map((header) => `    ${quote(header)},`),
        '};',
        'std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(nullptr, &curl_slist_free_all);',
        'for (const char *line : header_lines)',
        '  headers.reset(curl_slist_append(headers.release(), line));',
      );
      set('CURLOPT_HTTPHEADER', 'headers.get()');
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
        case 'form':
          if (body.kind === 'form') {
            const pieces = formPieces(body.fields).map((piece) => `    ${quote(piece)}`);
            setup.push('const std::string body =', ...pieces.slice(0, -1), `${pieces.at(-1)};`);
          } else if (body.kind === 'json') {
            setup.push(...stringInitializer('body', jsonText(body.value), 'json'));
          } else {
            setup.push(...stringInitializer('body', body.text, 'text'));
          }
          set('CURLOPT_POSTFIELDS', 'body.c_str()');
          set('CURLOPT_POSTFIELDSIZE', 'static_cast<long>(body.size())');
          break;
        case 'binary':
          includes.add('<fstream>').add('<iterator>');
          opening.push(
            `std::ifstream file(${quote(body.file)}, std::ios::binary);`,
            'if (!file) {',
            `  std::cerr << ${quote(`cannot open ${body.file}\n`)};`,
            '  return 1;',
            '}',
            'const std::string body{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};',
            '',
          );
          set('CURLOPT_POSTFIELDS', 'body.data()');
          set('CURLOPT_POSTFIELDSIZE', 'static_cast<long>(body.size())');
          break;
        case 'multipart':
          setup.push(
            'std::unique_ptr<curl_mime, decltype(&curl_mime_free)> form(curl_mime_init(curl.get()), &curl_mime_free);',
            'curl_mimepart *part = nullptr;',
          );
          for (const part of body.parts) {
            setup.push(
              '',
              'part = curl_mime_addpart(form.get());',
              `curl_mime_name(part, ${quote(part.name)});`,
            );
            if (part.kind === 'field') {
              setup.push(`curl_mime_data(part, ${quote(part.value)}, CURL_ZERO_TERMINATED);`);
            } else {
              // curl_mime_filedata sends the file's base name as the part's file name.
              setup.push(`curl_mime_filedata(part, ${quote(part.file)});`);
              if (part.mediaType) setup.push(`curl_mime_type(part, ${quote(part.mediaType)});`);
            }
          }
          set('CURLOPT_MIMEPOST', 'form.get()');
          break;
      }
    }

    const lines = [
      '#include <curl/curl.h>',
      '',
      ...[...includes].sort().map((header) => `#include ${header}`),
      '',
      'static size_t write_to_string(char *data, size_t size, size_t count, void *response)',
      '{',
      '  static_cast<std::string *>(response)->append(data, size * count);',
      '  return size * count;',
      '}',
      '',
      'int main()',
      '{',
      ...indent(opening, '  '),
      '  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);',
      '  if (!curl) {',
      `    std::cerr << "curl_easy_init() failed\\n";`,
      '    return 1;',
      '  }',
      '',
      ...indent(setup, '  '),
      '',
      '  std::string response;',
      '  curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, write_to_string);',
      '  curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, &response);',
      '',
      '  const CURLcode result = curl_easy_perform(curl.get());',
      '  if (result != CURLE_OK) {',
      `    std::cerr << "curl_easy_perform() failed: " << curl_easy_strerror(result) << '\\n';`,
      '    return 1;',
      '  }',
      "  std::cout << response << '\\n';",
      '  return 0;',
      '}',
    ];
    return `${lines.join('\n')}\n`;
  },
};

function indent(lines: readonly string[], by: string): string[] {
  return lines.map((line) => (line === '' ? '' : `${by}${line}`));
}
