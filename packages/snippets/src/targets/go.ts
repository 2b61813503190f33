import { goRawString, quoteGo } from '../quote/go.ts';
import { bodyContentType, jsonText, type SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';

const baseName = (file: string) => file.split('/').pop() ?? file;

/** What `req.AddCookie` sends unchanged: a token name and a value Go neither drops bytes from nor quotes. */
const plainCookie = (name: string, value: string) =>
  /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name) && /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/.test(value);

/** `if err != nil { panic(err) }`, indented once. */
const check = ['\tif err != nil {', '\t\tpanic(err)', '\t}'];

/** `application/x-www-form-urlencoded` encoding of a name, done here: names are usually plain words. */
const formName = (name: string) => new URLSearchParams([[name, '']]).toString().slice(0, -1);

/** mime/multipart's quoting of names in Content-Disposition. */
const dispositionQuote = (text: string) => text.replace(/[\\"]/g, (char) => `\\${char}`);

/** net/http from the standard library: `http.NewRequest`, `req.Header.Set`, `http.DefaultClient.Do`. */
export const goTarget: SnippetTarget = {
  key: 'go',
  label: 'Go',
  client: 'net/http',
  fileName: 'main.go',
  syntax: 'go',
  generate(request: SnippetRequest): string {
    const imports = new Set(['fmt', 'io', 'net/http']);
    const body = request.body;
    const setup: string[] = [];
    const headerLines: string[] = [];
    let payload = 'nil';
    const contentType = bodyContentType(body);
    if (body) {
      switch (body.kind) {
        case 'json':
          imports.add('strings');
          setup.push(`\tpayload := strings.NewReader(${goRawString(jsonText(body.value))})`);
          payload = 'payload';
          break;
        case 'text':
          imports.add('strings');
          setup.push(`\tpayload := strings.NewReader(${quoteGo(body.text)})`);
          payload = 'payload';
          break;
        case 'binary':
          // Read into memory so that the request has a Content-Length (an *os.File goes chunked).
          imports.add('bytes').add('os');
          setup.push(`\tpayload, err := os.ReadFile(${quoteGo(body.file)})`, ...check);
          payload = 'bytes.NewReader(payload)';
          break;
        case 'form':
          imports.add('strings');
          payload = 'payload';
          if (body.fields.length === 0) {
            setup.push('\tpayload := strings.NewReader("")');
            break;
          }
          // url.Values.Encode sorts the fields by name: joined by hand, they keep their order.
          imports.add('net/url');
          setup.push(
            '\tform := []string{',
            ...body.fields.map(
              (field) =>
                `\t\t${quoteGo(`${formName(field.name)}=`)} + url.QueryEscape(${quoteGo(field.value)}),`,
            ),
            '\t}',
            '\tpayload := strings.NewReader(strings.Join(form, "&"))',
          );
          break;
        case 'multipart': {
          imports.add('bytes').add('mime/multipart');
          setup.push('\tpayload := &bytes.Buffer{}', '\twriter := multipart.NewWriter(payload)');
          // Variables are declared by their first part and assigned by the next ones.
          const declared = new Set<string>();
          const assign = (name: string) => {
            const operator = declared.has(name) ? '=' : ':=';
            declared.add(name);
            return operator;
          };
          for (const part of body.parts) {
            // One part a paragraph.
            setup.push('');
            if (part.kind === 'field') {
              // Writes to a bytes.Buffer cannot fail: the error is always nil.
              setup.push(`\twriter.WriteField(${quoteGo(part.name)}, ${quoteGo(part.value)})`);
              continue;
            }
            imports.add('os');
            setup.push(
              `\tfile, err ${assign('file')} os.Open(${quoteGo(part.file)})`,
              ...check,
              '\tdefer file.Close()',
            );
            if (!part.mediaType || part.mediaType === 'application/octet-stream') {
              // CreateFormFile writes Content-Type: application/octet-stream.
              setup.push(
                `\tpart, err ${assign('part')} writer.CreateFormFile(${quoteGo(part.name)}, ${quoteGo(baseName(part.file))})`,
              );
            } else {
              imports.add('net/textproto');
              const disposition = `form-data; name="${dispositionQuote(part.name)}"; filename="${dispositionQuote(baseName(part.file))}"`;
              setup.push(
                `\theader ${assign('header')} make(textproto.MIMEHeader)`,
                `\theader.Set("Content-Disposition", ${quoteGo(disposition)})`,
                `\theader.Set("Content-Type", ${quoteGo(part.mediaType)})`,
                `\tpart, err ${assign('part')} writer.CreatePart(header)`,
              );
            }
            setup.push(...check, '\tif _, err := io.Copy(part, file); err != nil {', '\t\tpanic(err)', '\t}');
          }
          setup.push('');
          setup.push('\twriter.Close()');
          payload = 'payload';
          // The boundary is the writer's: FormDataContentType spells the header with it.
          headerLines.push('\treq.Header.Set("Content-Type", writer.FormDataContentType())');
          break;
        }
      }
    }
    const seen = new Set<string>();
    for (const header of request.headers) {
      const name = header.name.toLowerCase();
      const method = seen.has(name) ? 'Add' : 'Set';
      seen.add(name);
      headerLines.push(`\treq.Header.${method}(${quoteGo(header.name)}, ${quoteGo(header.value)})`);
    }
    if (contentType) headerLines.push(`\treq.Header.Set("Content-Type", ${quoteGo(contentType)})`);
    if (request.cookies.length > 0) {
      if (request.cookies.every((cookie) => plainCookie(cookie.name, cookie.value))) {
        for (const cookie of request.cookies)
          headerLines.push(
            `\treq.AddCookie(&http.Cookie{Name: ${quoteGo(cookie.name)}, Value: ${quoteGo(cookie.value)}})`,
          );
      } else {
        // AddCookie would drop or quote some of these bytes: the header as it is.
        const cookies = request.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
        headerLines.push(`\treq.Header.Set("Cookie", ${quoteGo(cookies)})`);
      }
    }
    if (request.basicAuth) {
      headerLines.push(
        `\treq.SetBasicAuth(${quoteGo(request.basicAuth.username)}, ${quoteGo(request.basicAuth.password)})`,
      );
    }
    const lines = [
      'package main',
      '',
      'import (',
      ...[...imports].sort().map((path) => `\t"${path}"`),
      ')',
      '',
      'func main() {',
      ...(setup.length > 0 ? [...setup, ''] : []),
      `\treq, err := http.NewRequest(${quoteGo(request.method)}, ${quoteGo(request.url)}, ${payload})`,
      ...check,
      ...headerLines,
      '',
      '\tres, err := http.DefaultClient.Do(req)',
      ...check,
      '\tdefer res.Body.Close()',
      '',
      '\tbody, err := io.ReadAll(res.Body)',
      ...check,
      '\tfmt.Println(string(body))',
      '}',
    ];
    return `${lines.join('\n')}\n`;
  },
};
