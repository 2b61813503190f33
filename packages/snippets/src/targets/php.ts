import { phpNowdoc, quotePhp } from '../quote/php.ts';
import { bodyContentType, cookieHeader, encodeFormBody, jsonText, type SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';

const baseName = (file: string) => file.split('/').pop() ?? file;

/** Whether a name repeats: a PHP array holds one value per key. */
const repeats = (pairs: readonly { name: string }[]) =>
  new Set(pairs.map((pair) => pair.name)).size !== pairs.length;

/** `[key => value, ...]` over several lines; `value` is PHP code. */
function phpArray(pairs: readonly { name: string; value: string }[], indent: string): string {
  const inner = `${indent}    `;
  return `[\n${pairs.map((pair) => `${inner}${quotePhp(pair.name)} => ${pair.value},`).join('\n')}\n${indent}]`;
}

/** PHP's curl extension: one `curl_setopt_array` call with every option, the body in `CURLOPT_POSTFIELDS`. */
export const phpTarget: SnippetTarget = {
  key: 'php',
  label: 'PHP',
  client: 'cURL extension',
  fileName: 'php-curl.php',
  syntax: 'php',
  generate(request: SnippetRequest): string {
    const body = request.body;
    const before: string[] = [];
    const options: string[] = [`CURLOPT_URL => ${quotePhp(request.url)}`, 'CURLOPT_RETURNTRANSFER => true'];
    // HEAD has no response body: CURLOPT_NOBODY makes curl not wait for one.
    if (request.method === 'HEAD') options.push('CURLOPT_NOBODY => true');
    else if (request.method !== 'GET' || body)
      options.push(`CURLOPT_CUSTOMREQUEST => ${quotePhp(request.method)}`);
    if (request.basicAuth) {
      options.push(
        'CURLOPT_HTTPAUTH => CURLAUTH_BASIC',
        `CURLOPT_USERNAME => ${quotePhp(request.basicAuth.username)}`,
        `CURLOPT_PASSWORD => ${quotePhp(request.basicAuth.password)}`,
      );
    }
    const headers = request.headers.map((header) => `${header.name}: ${header.value}`);
    const contentType = bodyContentType(body);
    if (contentType) headers.push(`Content-Type: ${contentType}`);
    if (headers.length > 0)
      options.push(
        `CURLOPT_HTTPHEADER => [\n${headers.map((header) => `        ${quotePhp(header)},`).join('\n')}\n    ]`,
      );
    const cookies = cookieHeader(request);
    if (cookies) options.push(`CURLOPT_COOKIE => ${quotePhp(cookies)}`);
    if (body) {
      switch (body.kind) {
        case 'json':
          // The JSON text as it is: a PHP array would turn `{}` into `[]` through json_encode.
          before.push(`$payload = ${phpNowdoc(jsonText(body.value))};`);
          options.push('CURLOPT_POSTFIELDS => $payload');
          break;
        case 'text':
          before.push(`$payload = ${quotePhp(body.text)};`);
          options.push('CURLOPT_POSTFIELDS => $payload');
          break;
        case 'binary':
          before.push(`$payload = file_get_contents(${quotePhp(body.file)});`);
          options.push('CURLOPT_POSTFIELDS => $payload');
          break;
        case 'form': {
          // http_build_query keeps the order and encodes spaces as `+`; repeated names need the encoded text.
          const fields = body.fields.map((field) => ({ name: field.name, value: quotePhp(field.value) }));
          const encoded = repeats(fields)
            ? quotePhp(encodeFormBody(body.fields))
            : `http_build_query(${phpArray(fields, '    ')})`;
          options.push(`CURLOPT_POSTFIELDS => ${encoded}`);
          break;
        }
        case 'multipart': {
          // An array makes curl send multipart/form-data with its own boundary; CURLFile parts are files.
          const parts = body.parts.map((part) => ({
            name: part.name,
            value:
              part.kind === 'field'
                ? quotePhp(part.value)
                : `new CURLFile(${quotePhp(part.file)}, ${part.mediaType ? quotePhp(part.mediaType) : 'null'}, ${quotePhp(baseName(part.file))})`,
          }));
          // A repeated name keeps only its last part here: PHP's curl takes multipart only as an array.
          options.push(`CURLOPT_POSTFIELDS => ${phpArray(parts, '    ')}`);
          break;
        }
      }
    }
    const lines = [
      '<?php',
      '',
      ...(before.length > 0 ? [...before, ''] : []),
      '$curl = curl_init();',
      '',
      'curl_setopt_array($curl, [',
      ...options.map((option) => `    ${option},`),
      ']);',
      '',
      '$response = curl_exec($curl);',
      'if ($response === false) {',
      '    throw new RuntimeException(curl_error($curl));',
      '}',
      '',
      'echo $response;',
    ];
    return `${lines.join('\n')}\n`;
  },
};
