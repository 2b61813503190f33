import { quoteSwift, swiftRawMultilineString } from '../quote/swift.ts';
import { bracketsEncoded } from '../readable-url.ts';
import { bodyContentType, cookieHeader, encodeFormBody, jsonText, type SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';

/** `name="value"` in a multipart Content-Disposition: quotes and line breaks percent-encoded, as browsers do. */
function dispositionValue(text: string): string {
  return text.replace(
    /["\r\n]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/**
 * Foundation's URLSession with a URLRequest, on macOS and on Linux (FoundationNetworking). It waits for the
 * response with a semaphore: the async `data(for:)` is not in Linux's Foundation. URLSession has no
 * multipart support, so a multipart body is written out with its own boundary.
 */
export const swiftTarget: SnippetTarget = {
  key: 'swift',
  label: 'Swift',
  client: 'URLSession',
  fileName: 'main.swift',
  syntax: 'swift',
  generate(request: SnippetRequest): string {
    const body = request.body;
    const setup: string[] = [];
    const seen = new Set<string>();
    const header = (name: string, value: string) => {
      // setValue replaces a header; addValue appends to one already set (comma-separated).
      const method = seen.has(name.toLowerCase()) ? 'addValue' : 'setValue';
      seen.add(name.toLowerCase());
      return `request.${method}(${value}, forHTTPHeaderField: ${quoteSwift(name)})`;
    };
    if (request.method !== 'GET') setup.push(`request.httpMethod = ${quoteSwift(request.method)}`);
    const prelude: string[] = [];
    if (request.basicAuth) {
      const credentials = `${request.basicAuth.username}:${request.basicAuth.password}`;
      prelude.push(`let credentials = Data(${quoteSwift(credentials)}.utf8).base64EncodedString()`);
      setup.push(header('Authorization', '"Basic \\(credentials)"'));
    }
    for (const { name, value } of request.headers) setup.push(header(name, quoteSwift(value)));
    const cookies = cookieHeader(request);
    if (cookies) setup.push(header('Cookie', quoteSwift(cookies)));
    const contentType = bodyContentType(body);
    if (contentType) setup.push(header('Content-Type', quoteSwift(contentType)));

    const payload: string[] = [];
    if (body) {
      switch (body.kind) {
        case 'json': {
          const text = jsonText(body.value);
          const raw = swiftRawMultilineString(text);
          payload.push(`let json = ${raw ?? quoteSwift(text)}`, 'request.httpBody = Data(json.utf8)');
          break;
        }
        case 'text':
          payload.push(`request.httpBody = Data(${quoteSwift(body.text)}.utf8)`);
          break;
        case 'binary':
          payload.push(
            `request.httpBody = try Data(contentsOf: URL(fileURLWithPath: ${quoteSwift(body.file)}))`,
          );
          break;
        case 'form':
          if (body.fields.length === 0) payload.push('request.httpBody = Data()');
          else {
            // One encoded `name=value` a line: URLComponents would leave `+` and `&` in values unencoded.
            const fields = body.fields.map((field) => `    ${quoteSwift(encodeFormBody([field]))},`);
            payload.push(
              `let form = [\n${fields.join('\n')}\n].joined(separator: "&")`,
              'request.httpBody = Data(form.utf8)',
            );
          }
          break;
        case 'multipart': {
          payload.push(
            'let boundary = "Boundary-\\(UUID().uuidString)"',
            'request.setValue("multipart/form-data; boundary=\\(boundary)", forHTTPHeaderField: "Content-Type")',
            '',
            'var body = Data()',
          );
          const text = (line: string) => `body.append(Data(${quoteSwift(line)}.utf8))`;
          for (const part of body.parts) {
            payload.push('body.append(Data("--\\(boundary)\\r\\n".utf8))');
            if (part.kind === 'field') {
              payload.push(
                text(`Content-Disposition: form-data; name="${dispositionValue(part.name)}"\r\n\r\n`),
                text(`${part.value}\r\n`),
              );
            } else {
              const fileName = part.file.split('/').pop() ?? part.file;
              payload.push(
                text(
                  `Content-Disposition: form-data; name="${dispositionValue(part.name)}"; filename="${dispositionValue(fileName)}"\r\n`,
                ),
                text(`Content-Type: ${part.mediaType ?? 'application/octet-stream'}\r\n\r\n`),
                `body.append(try Data(contentsOf: URL(fileURLWithPath: ${quoteSwift(part.file)})))`,
                'body.append(Data("\\r\\n".utf8))',
              );
            }
          }
          payload.push('body.append(Data("--\\(boundary)--\\r\\n".utf8))', 'request.httpBody = body');
          break;
        }
      }
    }

    const mutable = setup.length > 0 || payload.length > 0;
    const lines = [
      'import Foundation',
      '#if canImport(FoundationNetworking)',
      'import FoundationNetworking',
      '#endif',
      '',
      ...prelude,
      `let url = URL(string: ${quoteSwift(bracketsEncoded(request.url))})!`,
      `${mutable ? 'var' : 'let'} request = URLRequest(url: url)`,
      ...setup,
    ];
    if (payload.length > 0) lines.push('', ...payload);
    lines.push(
      '',
      'let semaphore = DispatchSemaphore(value: 0)',
      'let task = URLSession.shared.dataTask(with: request) { data, _, error in',
      '    if let error = error {',
      '        print(error)',
      '    } else if let data = data {',
      '        print(String(decoding: data, as: UTF8.self))',
      '    }',
      '    semaphore.signal()',
      '}',
      'task.resume()',
      'semaphore.wait()',
    );
    return `${lines.join('\n')}\n`;
  },
};
