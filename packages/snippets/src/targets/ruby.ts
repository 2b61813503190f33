import { quoteRuby, rubyHeredoc } from '../quote/ruby.ts';
import { bodyContentType, cookieHeader, jsonText, type SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';

/** The request classes Net::HTTP has, by method; any other method goes through HTTPGenericRequest. */
const requestClasses: Record<string, string> = {
  GET: 'Get',
  HEAD: 'Head',
  POST: 'Post',
  PUT: 'Put',
  PATCH: 'Patch',
  DELETE: 'Delete',
  OPTIONS: 'Options',
  TRACE: 'Trace',
};

const baseName = (file: string) => file.split('/').pop() ?? file;

/** A list of Ruby expressions over several lines, wrapped in `open` and `close`. */
function list(items: readonly string[], open: string, close: string, indent = '  '): string {
  return `${open}\n${items.map((item) => `${indent}${item}`).join(',\n')}\n${close}`;
}

/** net/http from the standard library: a request object, its headers and body, then `Net::HTTP.start`. */
export const rubyTarget: SnippetTarget = {
  key: 'ruby',
  label: 'Ruby',
  client: 'net/http',
  fileName: 'net-http.rb',
  syntax: 'ruby',
  generate(request: SnippetRequest): string {
    const body = request.body;
    const requestClass = requestClasses[request.method];
    const lines = [
      "require 'net/http'",
      "require 'uri'",
      '',
      `uri = URI(${quoteRuby(request.url)})`,
      '',
      requestClass
        ? `request = Net::HTTP::${requestClass}.new(uri)`
        : `request = Net::HTTPGenericRequest.new(${quoteRuby(request.method)}, true, true, uri)`,
    ];
    const headers = [...request.headers];
    const contentType = bodyContentType(body);
    // set_form_data and set_form write their own Content-Type (multipart with its boundary).
    if (contentType && body?.kind !== 'form') headers.push({ name: 'Content-Type', value: contentType });
    const cookies = cookieHeader(request);
    if (cookies) headers.push({ name: 'Cookie', value: cookies });
    const seen = new Set<string>();
    for (const header of headers) {
      const name = header.name.toLowerCase();
      // `request[name] =` replaces; a header given twice is added.
      lines.push(
        seen.has(name)
          ? `request.add_field(${quoteRuby(header.name)}, ${quoteRuby(header.value)})`
          : `request[${quoteRuby(header.name)}] = ${quoteRuby(header.value)}`,
      );
      seen.add(name);
    }
    if (request.basicAuth) {
      lines.push(
        `request.basic_auth(${quoteRuby(request.basicAuth.username)}, ${quoteRuby(request.basicAuth.password)})`,
      );
    }
    if (body) {
      switch (body.kind) {
        case 'json':
          // The JSON text itself in a heredoc where nothing is interpolated: no `require 'json'` needed.
          lines.push(`request.body = ${rubyHeredoc(`${jsonText(body.value)}\n`)}`);
          break;
        case 'text':
          lines.push(`request.body = ${quoteRuby(body.text)}`);
          break;
        case 'binary':
          lines.push(`request.body = File.binread(${quoteRuby(body.file)})`);
          break;
        case 'form': {
          const names = new Set(body.fields.map((field) => field.name));
          // A hash keeps the order; a name given twice needs a list of pairs.
          const fields =
            names.size === body.fields.length
              ? body.fields.map((field) => `${quoteRuby(field.name)} => ${quoteRuby(field.value)}`)
              : body.fields.map((field) => `[${quoteRuby(field.name)}, ${quoteRuby(field.value)}]`);
          lines.push(
            fields.length === 0
              ? 'request.set_form_data({})'
              : names.size === body.fields.length
                ? `request.set_form_data(${list(fields, '', ')')}`
                : `request.set_form_data(${list(fields, '[', '])')}`,
          );
          break;
        }
        case 'multipart': {
          const parts = body.parts.map((part) => {
            if (part.kind === 'field') return `[${quoteRuby(part.name)}, ${quoteRuby(part.value)}]`;
            const options = [`filename: ${quoteRuby(baseName(part.file))}`];
            if (part.mediaType) options.push(`content_type: ${quoteRuby(part.mediaType)}`);
            return `[${quoteRuby(part.name)}, File.open(${quoteRuby(part.file)}, 'rb'), { ${options.join(', ')} }]`;
          });
          lines.push(`request.set_form(\n  ${list(parts, '[', '  ],', '    ')}\n  'multipart/form-data'\n)`);
          break;
        }
      }
    }
    lines.push(
      '',
      "response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|",
      '  http.request(request)',
      'end',
      '',
      'puts response.body',
    );
    return `${lines.join('\n')}\n`;
  },
};
