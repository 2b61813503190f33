import { dialects, quoteCString } from '../quote/c-like.ts';
import { readableUrl, whatwgEncodes } from '../readable-url.ts';
import { bodyContentType, cookieHeader, type SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';

const quote = (text: string) => quoteCString(text, dialects.rust);

/**
 * A JSON number as a Rust literal inside `json!`: integer literals default to `i32` there, so larger
 * ones carry an `_i64` suffix, and integers past `i64` become floats (what JSON parsers make of them).
 */
function rustNumber(value: number): string {
  if (!Number.isFinite(value)) return 'null';
  const text = JSON.stringify(value);
  if (!Number.isInteger(value) || /[.e]/i.test(text)) return text;
  if (value >= -(2 ** 31) && value < 2 ** 31) return text;
  if (value >= -(2 ** 63) && value < 2 ** 63) return `${text}_i64`;
  return `${text}.0`;
}

/** A JSON value as the body of serde_json's `json!` macro, indented like rustfmt would. */
function rustJsonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'null';
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (typeof value === 'number') return rustNumber(value);
  if (typeof value === 'string') return quote(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    // Short lists of plain values stay on one line, as rustfmt would write them.
    const items = value.map((item) => rustJsonLiteral(item, inner));
    const flat = `[${items.join(', ')}]`;
    if (value.every((item) => item === null || typeof item !== 'object') && flat.length <= 60) return flat;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${quote(key)}: ${rustJsonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

const methodShortcuts: Record<string, string> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
  HEAD: 'head',
};

/** reqwest's async `Client` on tokio: `.json()` for JSON, `.form()` for forms, `multipart::Form` for multipart. */
export const rustTarget: SnippetTarget = {
  key: 'rust',
  label: 'Rust',
  client: 'reqwest',
  fileName: 'main.rs',
  syntax: 'rust',
  generate(request: SnippetRequest): string {
    const body = request.body;
    const contentType = bodyContentType(body);
    const features: string[] = [];
    if (body?.kind === 'json' && contentType === 'application/json') features.push('json');
    if (body?.kind === 'multipart') features.push('multipart');
    const usesJsonMacro = body?.kind === 'json';
    const lines = [
      '// cargo add tokio --features full',
      `// cargo add reqwest${features.length > 0 ? ` --features ${features.join(',')}` : ''}`,
    ];
    if (usesJsonMacro) lines.push('// cargo add serde_json', '', 'use serde_json::json;');
    lines.push('', '#[tokio::main]', 'async fn main() -> Result<(), Box<dyn std::error::Error>> {');
    const statements: string[] = [];
    const calls: string[] = [];

    const shortcut = methodShortcuts[request.method];
    const url = readableUrl(request.url, whatwgEncodes);
    calls.push(
      shortcut
        ? `.${shortcut}(${quote(url)})`
        : `.request(reqwest::Method::from_bytes(${quote(request.method)}.as_bytes())?, ${quote(url)})`,
    );
    for (const header of request.headers) {
      const bearer = /^Bearer (.+)$/.exec(header.value);
      if (header.name.toLowerCase() === 'authorization' && bearer?.[1]) {
        calls.push(`.bearer_auth(${quote(bearer[1])})`);
      } else {
        calls.push(`.header(${quote(header.name)}, ${quote(header.value)})`);
      }
    }
    const cookies = cookieHeader(request);
    if (cookies) calls.push(`.header("Cookie", ${quote(cookies)})`);
    if (request.basicAuth) {
      const { username, password } = request.basicAuth;
      calls.push(`.basic_auth(${quote(username)}, Some(${quote(password)}))`);
    }

    if (body) {
      switch (body.kind) {
        case 'json':
          statements.push(`let payload = json!(${rustJsonLiteral(body.value, '    ')});`);
          // `.json()` always sends `application/json`; any other JSON media type is set by hand.
          if (contentType === 'application/json') calls.push('.json(&payload)');
          else
            calls.push(
              `.header("Content-Type", ${quote(contentType ?? body.mediaType)})`,
              '.body(payload.to_string())',
            );
          break;
        case 'form': {
          const pairs = body.fields.map((field) => `        (${quote(field.name)}, ${quote(field.value)}),`);
          statements.push(`let form = [\n${pairs.join('\n')}\n    ];`);
          calls.push('.form(&form)');
          break;
        }
        case 'text':
          calls.push(`.header("Content-Type", ${quote(body.mediaType)})`, `.body(${quote(body.text)})`);
          break;
        case 'binary':
          statements.push(`let payload = std::fs::read(${quote(body.file)})?;`);
          calls.push(`.header("Content-Type", ${quote(body.mediaType)})`, '.body(payload)');
          break;
        case 'multipart': {
          const parts = body.parts.map((part) => {
            if (part.kind === 'field') return `        .text(${quote(part.name)}, ${quote(part.value)})`;
            const fileName = part.file.split('/').pop() ?? part.file;
            const partLines = [
              `reqwest::multipart::Part::bytes(std::fs::read(${quote(part.file)})?)`,
              `.file_name(${quote(fileName)})`,
            ];
            if (part.mediaType) partLines.push(`.mime_str(${quote(part.mediaType)})?`);
            return `        .part(\n            ${quote(part.name)},\n            ${partLines.join('\n                ')},\n        )`;
          });
          statements.push(`let form = reqwest::multipart::Form::new()\n${parts.join('\n')};`);
          calls.push('.multipart(form)');
          break;
        }
      }
    }

    for (const statement of statements) lines.push(`    ${statement}`, '');
    lines.push(
      '    let client = reqwest::Client::new();',
      '    let response = client',
      ...calls.map((call) => `        ${call}`),
      '        .send()',
      '        .await?;',
      '',
      '    println!("{}", response.text().await?);',
      '    Ok(())',
      '}',
    );
    return `${lines.join('\n')}\n`;
  },
};
