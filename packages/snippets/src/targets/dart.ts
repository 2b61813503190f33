import { dialects, quoteCString } from '../quote/c-like.ts';
import {
  bodyContentType,
  cookieHeader,
  encodeFormBody,
  type NameValue,
  type SnippetRequest,
} from '../request.ts';
import type { SnippetTarget } from '../target.ts';

/** A Dart string literal: `$` is escaped, so `$name` and `${...}` stay text. */
const quote = (text: string) => quoteCString(text, dialects.dart);

const maxInt64 = 2n ** 63n - 1n;

/** A JSON value as a Dart literal (maps, lists, `null`), indented like the JSON; `jsonEncode` writes it back. */
export function dartLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'null';
    const text = JSON.stringify(value);
    // An integer past 64 bits does not compile as a Dart int: write it as a double.
    if (/^-?\d+$/.test(text) && (BigInt(text) > maxInt64 || BigInt(text) < -maxInt64)) return `${text}.0`;
    return text;
  }
  if (typeof value === 'string') return quote(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${dartLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${quote(key)}: ${dartLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

/** A `Map<String, String>` literal, indented by `indent`. */
function stringMap(pairs: readonly NameValue[], indent: string): string {
  return `{\n${pairs.map((pair) => `${indent}  ${quote(pair.name)}: ${pair.value},`).join('\n')}\n${indent}}`;
}

/** Header values by name; a name given twice (in any case) is sent once, its values comma-separated. */
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

/** The shorthand functions of package:http; other methods go through `http.Request`. */
const shorthands = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** package:http: `http.post(...)` and friends, `http.MultipartRequest` for multipart. */
export const dartTarget: SnippetTarget = {
  key: 'dart',
  label: 'Dart',
  client: 'http',
  fileName: 'main.dart',
  syntax: 'dart',
  generate(request: SnippetRequest): string {
    const body = request.body;
    const imports = new Set<string>(["import 'package:http/http.dart' as http;"]);
    const lines: string[] = [`  final url = Uri.parse(${quote(request.url)});`];

    const plain: NameValue[] = [...request.headers];
    const cookies = cookieHeader(request);
    if (cookies) plain.push({ name: 'Cookie', value: cookies });
    // package:http sets the form type itself (and multipart's, boundary included).
    const contentType = bodyContentType(body);
    const formAsMap =
      body?.kind === 'form' && new Set(body.fields.map((field) => field.name)).size === body.fields.length;
    if (contentType && !formAsMap) plain.push({ name: 'Content-Type', value: contentType });
    // Values are Dart expressions here: the basic credentials are interpolated into theirs.
    const headers = mergeHeaders(plain).map((header) => ({ name: header.name, value: quote(header.value) }));
    if (request.basicAuth) {
      imports.add("import 'dart:convert';");
      const credentials = `${request.basicAuth.username}:${request.basicAuth.password}`;
      lines.push(`  final credentials = base64Encode(utf8.encode(${quote(credentials)}));`);
      const index = headers.findIndex((header) => header.name.toLowerCase() === 'authorization');
      const other = headers[index];
      // An Authorization header given as well is kept after the credentials, comma-separated.
      if (other) headers.splice(index, 1);
      headers.unshift({
        name: 'Authorization',
        value: other ? `"Basic $credentials, ${other.value.slice(1)}` : '"Basic $credentials"',
      });
    }
    if (headers.length > 0) lines.push(`  final headers = ${stringMap(headers, '  ')};`);

    // `body:` takes a String (sent as UTF-8), a List<int> (bytes as they are) or a Map (form fields).
    let bodyField: 'body' | 'bodyBytes' | 'bodyFields' = 'body';
    if (body && body.kind !== 'multipart') {
      switch (body.kind) {
        case 'json':
          imports.add("import 'dart:convert';");
          lines.push(`  final body = jsonEncode(${dartLiteral(body.value, '  ')});`);
          break;
        case 'text':
          lines.push(`  final body = ${quote(body.text)};`);
          break;
        case 'binary':
          imports.add("import 'dart:io';");
          lines.push(`  final body = await File(${quote(body.file)}).readAsBytes();`);
          bodyField = 'bodyBytes';
          break;
        case 'form':
          if (formAsMap) {
            const fields = body.fields.map((field) => ({ name: field.name, value: quote(field.value) }));
            lines.push(
              fields.length > 0
                ? `  final body = ${stringMap(fields, '  ')};`
                : '  final body = <String, String>{};',
            );
            bodyField = 'bodyFields';
          } else {
            // A name given twice does not fit a Map: the encoded form, as text.
            lines.push(`  final body = ${quote(encodeFormBody(body.fields))};`);
          }
          break;
      }
    }

    lines.push('');
    if (body?.kind === 'multipart') {
      lines.push(`  final request = http.MultipartRequest(${quote(request.method)}, url);`);
      if (headers.length > 0) lines.push('  request.headers.addAll(headers);');
      // MultipartRequest sends its `fields` (a Map: one value a name) first, then its `files` in order. When
      // a field comes after a file or repeats a name, every field goes in `files` too, with fromString.
      const fieldNames = body.parts.filter((part) => part.kind === 'field').map((part) => part.name);
      const firstFile = body.parts.findIndex((part) => part.kind === 'file');
      const fieldsAsMap =
        new Set(fieldNames).size === fieldNames.length &&
        (firstFile < 0 || body.parts.slice(firstFile).every((part) => part.kind === 'file'));
      for (const part of body.parts) {
        if (part.kind === 'field') {
          lines.push(
            fieldsAsMap
              ? `  request.fields[${quote(part.name)}] = ${quote(part.value)};`
              : `  request.files.add(http.MultipartFile.fromString(${quote(part.name)}, ${quote(part.value)}));`,
          );
          continue;
        }
        const args = [quote(part.name), quote(part.file)];
        // fromPath takes the file's base name, and application/octet-stream unless told.
        if (part.mediaType && part.mediaType !== 'application/octet-stream') {
          imports.add("import 'package:http_parser/http_parser.dart';");
          args.push(`contentType: MediaType.parse(${quote(part.mediaType)})`);
        }
        lines.push(`  request.files.add(await http.MultipartFile.fromPath(${args.join(', ')}));`);
      }
      lines.push('', '  final response = await http.Response.fromStream(await request.send());');
    } else if (
      shorthands.has(request.method) &&
      !(body && (request.method === 'GET' || request.method === 'HEAD'))
    ) {
      const args = ['url'];
      if (headers.length > 0) args.push('headers: headers');
      if (body) args.push('body: body');
      lines.push(`  final response = await http.${request.method.toLowerCase()}(${args.join(', ')});`);
    } else {
      lines.push(`  final request = http.Request(${quote(request.method)}, url);`);
      if (headers.length > 0) lines.push('  request.headers.addAll(headers);');
      if (body) lines.push(`  request.${bodyField} = body;`);
      lines.push('', '  final response = await http.Response.fromStream(await request.send());');
    }
    lines.push('  print(response.body);');

    // dart: imports first, then packages, as `dart format` and the style guide order them.
    const dartImports = [...imports].filter((line) => line.includes("'dart:")).sort();
    const packageImports = [...imports].filter((line) => !line.includes("'dart:")).sort();
    const head = dartImports.length > 0 ? [...dartImports, '', ...packageImports] : packageImports;
    return `${[...head, '', 'Future<void> main() async {', ...lines, '}'].join('\n')}\n`;
  },
};
