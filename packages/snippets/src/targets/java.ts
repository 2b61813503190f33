import { javaTextBlock, quoteJava } from '../quote/java.ts';
import { bodyContentType, cookieHeader, jsonText, type SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';

const publishers = 'HttpRequest.BodyPublishers';

/** `application/x-www-form-urlencoded` encoding of a name, done here: names are usually plain words. */
const formName = (name: string) => new URLSearchParams([[name, '']]).toString().slice(0, -1);

/** How HTML forms write a part's name in Content-Disposition: `"`, CR and LF percent-encoded. */
const dispositionName = (name: string) =>
  name.replace(/["\r\n]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/** The helpers a multipart snippet declares after `main`: java.net.http has no multipart encoder. */
const multipartHelpers = [
  '',
  '    /** A text field of a multipart/form-data body. */',
  '    static void addField(List<byte[]> body, String boundary, String name, String value) {',
  '        String head = "--" + boundary + "\\r\\n"',
  '            + "Content-Disposition: form-data; name=\\"" + name + "\\"\\r\\n\\r\\n";',
  '        body.add((head + value + "\\r\\n").getBytes(StandardCharsets.UTF_8));',
  '    }',
  '',
  "    /** A file part of a multipart/form-data body: its headers, then the file's bytes. */",
  '    static void addFile(List<byte[]> body, String boundary, String name, Path file, String type)',
  '            throws IOException {',
  '        String head = "--" + boundary + "\\r\\n"',
  '            + "Content-Disposition: form-data; name=\\"" + name + "\\"; filename=\\"" + file.getFileName() + "\\"\\r\\n"',
  '            + "Content-Type: " + type + "\\r\\n\\r\\n";',
  '        body.add(head.getBytes(StandardCharsets.UTF_8));',
  '        body.add(Files.readAllBytes(file));',
  '        body.add("\\r\\n".getBytes(StandardCharsets.UTF_8));',
  '    }',
];

/** java.net.http (Java 11+, text blocks 15+): an `HttpRequest` built step by step, sent by `HttpClient`. */
export const javaTarget: SnippetTarget = {
  key: 'java',
  label: 'Java',
  client: 'java.net.http.HttpClient',
  fileName: 'Main.java',
  syntax: 'java',
  generate(request: SnippetRequest): string {
    const imports = new Set([
      'java.net.URI',
      'java.net.http.HttpClient',
      'java.net.http.HttpRequest',
      'java.net.http.HttpResponse',
    ]);
    const body = request.body;
    const setup: string[] = [];
    const builder = [`.uri(URI.create(${quoteJava(request.url)}))`];
    let publisher: string | undefined;
    let helpers: string[] = [];
    if (request.basicAuth) {
      // HttpClient's Authenticator answers a 401 challenge only; the header is sent up front instead.
      imports.add('java.nio.charset.StandardCharsets').add('java.util.Base64');
      const credentials = `${request.basicAuth.username}:${request.basicAuth.password}`;
      setup.push(
        '        String credentials = Base64.getEncoder()',
        `            .encodeToString(${quoteJava(credentials)}.getBytes(StandardCharsets.UTF_8));`,
      );
      builder.push('.header("Authorization", "Basic " + credentials)');
    }
    for (const header of request.headers)
      builder.push(`.header(${quoteJava(header.name)}, ${quoteJava(header.value)})`);
    const contentType = bodyContentType(body);
    if (contentType) builder.push(`.header("Content-Type", ${quoteJava(contentType)})`);
    const cookies = cookieHeader(request);
    if (cookies) builder.push(`.header("Cookie", ${quoteJava(cookies)})`);
    if (body) {
      switch (body.kind) {
        case 'json':
          setup.push(`        String json = ${javaTextBlock(`${jsonText(body.value)}\n`, '            ')};`);
          publisher = `${publishers}.ofString(json)`;
          break;
        case 'text':
          // Text over several lines reads best as a text block.
          if (body.text.includes('\n')) {
            setup.push(`        String text = ${javaTextBlock(body.text, '            ')};`);
            publisher = `${publishers}.ofString(text)`;
          } else publisher = `${publishers}.ofString(${quoteJava(body.text)})`;
          break;
        case 'binary':
          imports.add('java.nio.file.Path');
          publisher = `${publishers}.ofFile(Path.of(${quoteJava(body.file)}))`;
          break;
        case 'form':
          imports.add('java.net.URLEncoder').add('java.nio.charset.StandardCharsets');
          // URLEncoder writes spaces as `+`, like an HTML form.
          setup.push(
            ...(body.fields.length === 0
              ? ['        String form = "";']
              : [
                  '        String form = String.join(',
                  '            "&",',
                  ...body.fields.map(
                    (field, index) =>
                      `            ${quoteJava(`${formName(field.name)}=`)} + URLEncoder.encode(${quoteJava(field.value)}, StandardCharsets.UTF_8)${index === body.fields.length - 1 ? ');' : ','}`,
                  ),
                ]),
          );
          publisher = `${publishers}.ofString(form)`;
          break;
        case 'multipart':
          for (const name of [
            'java.io.IOException',
            'java.nio.charset.StandardCharsets',
            'java.nio.file.Files',
            'java.nio.file.Path',
            'java.util.ArrayList',
            'java.util.List',
            'java.util.UUID',
          ])
            imports.add(name);
          setup.push(
            '        // java.net.http has no multipart encoder: the body is written out part by part.',
            '        String boundary = UUID.randomUUID().toString();',
            '        List<byte[]> multipart = new ArrayList<>();',
            ...body.parts.map((part) =>
              part.kind === 'field'
                ? `        addField(multipart, boundary, ${quoteJava(dispositionName(part.name))}, ${quoteJava(part.value)});`
                : `        addFile(multipart, boundary, ${quoteJava(dispositionName(part.name))}, Path.of(${quoteJava(part.file)}), ${quoteJava(part.mediaType ?? 'application/octet-stream')});`,
            ),
            '        multipart.add(("--" + boundary + "--\\r\\n").getBytes(StandardCharsets.UTF_8));',
          );
          builder.push('.header("Content-Type", "multipart/form-data; boundary=" + boundary)');
          publisher = `${publishers}.ofByteArrays(multipart)`;
          helpers = multipartHelpers;
          break;
      }
    }
    const method = request.method;
    if (method === 'GET' && !publisher) builder.push('.GET()');
    else if (method === 'DELETE' && !publisher) builder.push('.DELETE()');
    else if (method === 'POST' || method === 'PUT')
      builder.push(`.${method}(${publisher ?? `${publishers}.noBody()`})`);
    else builder.push(`.method(${quoteJava(method)}, ${publisher ?? `${publishers}.noBody()`})`);
    const lines = [
      ...[...imports].sort().map((name) => `import ${name};`),
      '',
      'public class Main {',
      '    public static void main(String[] args) throws Exception {',
      ...(setup.length > 0 ? [...setup, ''] : []),
      '        HttpRequest request = HttpRequest.newBuilder()',
      ...builder.map((call) => `            ${call}`),
      '            .build();',
      '',
      '        HttpClient client = HttpClient.newHttpClient();',
      '        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());',
      '',
      '        System.out.println(response.body());',
      '    }',
      ...helpers,
      '}',
    ];
    return `${lines.join('\n')}\n`;
  },
};
