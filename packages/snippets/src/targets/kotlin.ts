import { dialects, quoteCString } from '../quote/c-like.ts';
import { quoteKotlinRaw } from '../quote/kotlin.ts';
import { readableUrl, whatwgEncodes } from '../readable-url.ts';
import { bodyContentType, cookieHeader, jsonText, type SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';

const quote = (text: string) => quoteCString(text, dialects.kotlin);

/** The JSON document as a `"""..."""".trimIndent()` block, or a plain string when a raw string cannot hold it. */
function jsonLiteral(value: unknown): string {
  const text = jsonText(value);
  const indented = text
    .split('\n')
    .map((line) => `        ${line}`)
    .join('\n');
  const raw = quoteKotlinRaw(`\n${indented}\n    `);
  return raw ? `${raw}.trimIndent()` : quote(text);
}

const bodyMethods: Record<string, string> = { POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' };
const bodylessMethods: Record<string, string> = { GET: '', HEAD: 'head', DELETE: 'delete' };

/**
 * OkHttp 4 and later, written against its Kotlin API: `toMediaType()`, `toRequestBody()`,
 * `asRequestBody()` and `response.body` (the OkHttp 3 forms `MediaType.parse`, `RequestBody.create`
 * and `response.body()` no longer compile).
 */
export const kotlinTarget: SnippetTarget = {
  key: 'kotlin',
  label: 'Kotlin',
  client: 'OkHttp',
  fileName: 'Main.kt',
  syntax: 'kotlin',
  generate(request: SnippetRequest): string {
    const body = request.body;
    const imports = new Set(['okhttp3.OkHttpClient', 'okhttp3.Request']);
    const statements: string[] = [];
    const calls = [`.url(${quote(readableUrl(request.url, whatwgEncodes))})`];
    const contentType = bodyContentType(body);
    const mediaType = (type: string) => {
      imports.add('okhttp3.MediaType.Companion.toMediaType');
      return `${quote(type)}.toMediaType()`;
    };

    if (body) {
      switch (body.kind) {
        case 'json':
          imports.add('okhttp3.RequestBody.Companion.toRequestBody');
          statements.push(
            `val json = ${jsonLiteral(body.value)}`,
            `val body = json.toRequestBody(${mediaType(contentType ?? body.mediaType)})`,
          );
          break;
        case 'text':
          imports.add('okhttp3.RequestBody.Companion.toRequestBody');
          statements.push(`val body = ${quote(body.text)}.toRequestBody(${mediaType(body.mediaType)})`);
          break;
        case 'binary':
          imports.add('java.io.File');
          imports.add('okhttp3.RequestBody.Companion.asRequestBody');
          statements.push(`val body = File(${quote(body.file)}).asRequestBody(${mediaType(body.mediaType)})`);
          break;
        case 'form':
          imports.add('okhttp3.FormBody');
          statements.push(
            [
              'val body = FormBody.Builder()',
              ...body.fields.map((field) => `    .add(${quote(field.name)}, ${quote(field.value)})`),
              '    .build()',
            ].join('\n    '),
          );
          break;
        case 'multipart': {
          imports.add('okhttp3.MultipartBody');
          const parts = body.parts.map((part) => {
            if (part.kind === 'field')
              return `    .addFormDataPart(${quote(part.name)}, ${quote(part.value)})`;
            imports.add('java.io.File');
            imports.add('okhttp3.RequestBody.Companion.asRequestBody');
            const fileName = part.file.split('/').pop() ?? part.file;
            const file = `File(${quote(part.file)}).asRequestBody(${part.mediaType ? mediaType(part.mediaType) : ''})`;
            return [
              '    .addFormDataPart(',
              `        ${quote(part.name)},`,
              `        ${quote(fileName)},`,
              // No trailing comma: Kotlin before 1.4 does not take one in a call.
              `        ${file}`,
              '    )',
            ].join('\n    ');
          });
          statements.push(
            [
              'val body = MultipartBody.Builder()',
              '    .setType(MultipartBody.FORM)',
              ...parts,
              '    .build()',
            ].join('\n    '),
          );
          break;
        }
      }
    }

    const withBody = body ? bodyMethods[request.method] : bodylessMethods[request.method];
    if (withBody === undefined) calls.push(`.method(${quote(request.method)}, ${body ? 'body' : 'null'})`);
    else if (withBody !== '') calls.push(body ? `.${withBody}(body)` : `.${withBody}()`);

    for (const header of request.headers)
      calls.push(`.addHeader(${quote(header.name)}, ${quote(header.value)})`);
    const cookies = cookieHeader(request);
    if (cookies) calls.push(`.addHeader("Cookie", ${quote(cookies)})`);
    if (request.basicAuth) {
      imports.add('okhttp3.Credentials');
      const { username, password } = request.basicAuth;
      calls.push(`.addHeader("Authorization", Credentials.basic(${quote(username)}, ${quote(password)}))`);
    }

    const lines = [
      ...[...imports].sort().map((name) => `import ${name}`),
      '',
      'fun main() {',
      '    val client = OkHttpClient()',
      '',
    ];
    for (const statement of statements) lines.push(`    ${statement}`);
    if (statements.length > 0) lines.push('');
    lines.push(
      '    val request = Request.Builder()',
      ...calls.map((call) => `        ${call}`),
      '        .build()',
      '',
      '    client.newCall(request).execute().use { response ->',
      '        println(response.body!!.string())',
      '    }',
      '}',
    );
    return `${lines.join('\n')}\n`;
  },
};
