import type { SnippetRequest } from '../src/index.ts';

/** The file every multipart and binary fixture uploads: all 256 byte values, four times. */
export const uploadFileName = 'upload.bin';
export const uploadFileBytes = Buffer.from(Array.from({ length: 1024 }, (_, i) => i % 256));

export interface RequestFixture {
  readonly name: string;
  /** The trap the fixture sets, in one line (printed in MATRIX.md). */
  readonly about: string;
  readonly request: (origin: string) => SnippetRequest;
}

const trickyText = `Rex "the dog" O'Brien; $(echo hacked) \`id\` $HOME \${PATH} #{1 + 1} {$x} ??! 100% \\n é ✓ 😀`;

/** Requests chosen for what generators get wrong. Each one is run by every target against the echo server. */
export const requestFixtures: readonly RequestFixture[] = [
  {
    name: 'json-traps',
    about:
      'JSON with quotes, newlines, unicode, `$(...)`, backticks, `$VAR`, `#{...}`, `{}`, one-element arrays',
    request: (origin) => ({
      method: 'POST',
      url: `${origin}/v1/pets`,
      headers: [{ name: 'Accept', value: 'application/json' }],
      cookies: [],
      body: {
        kind: 'json',
        mediaType: 'application/json',
        value: {
          name: trickyText,
          lines: 'line one\nline two\r\n\ttabbed',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: interpolation syntax is the trap under test
          shell: '$(echo expanded) `echo expanded` $HOME ${PATH:-x} !!',
          ruby: '#{raise "interpolated"} #@ivar #$global',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: interpolation syntax is the trap under test
          php: '$var {$var} ${var}',
          unicode: 'héllo wörld — 日本語 ✓ 😀',
          backslashes: 'C:\\Users\\rex\\n not a newline \\u0041',
          control: 'bell\u0007 nul-free \u001f end',
          emptyObject: {},
          emptyArray: [],
          oneNumber: [7],
          oneString: ['only'],
          oneObject: [{ id: 1 }],
          nested: { list: [{ value: null }, { value: true }], off: false },
          numbers: { float: 3.25, negative: -17, big: 9007199254740991, zero: 0 },
          '0': 'numeric key',
        },
      },
    }),
  },
  {
    name: 'json-array',
    about: 'a JSON body that is an array of one element',
    request: (origin) => ({
      method: 'PUT',
      url: `${origin}/v1/tags`,
      headers: [],
      cookies: [],
      body: { kind: 'json', mediaType: 'application/json', value: ['solo'] },
    }),
  },
  {
    name: 'query',
    about: 'query arrays, values needing percent-encoding, a server URL that already has a query',
    request: (origin) => ({
      method: 'GET',
      url: `${origin}/v1/search?api-version=2024-05-01&tag=a&tag=b%20c&ids=1%2C2%2C3&q=caf%C3%A9%20%26%20bar%3Dbaz%2B%25&filter[owner]=%24me&created[range][gt]=1&note=%3Cb%3E%20%22x%22%20%27y%27%20%7Bz%7D`,
      headers: [],
      cookies: [],
    }),
  },
  {
    name: 'path',
    about: 'path parameters with spaces, slashes, `?`, `#` and unicode, percent-encoded',
    request: (origin) => ({
      method: 'GET',
      url: `${origin}/v1/users/jane%20doe%40example.com/files/a%2Fb%3Fc%23d%20%C3%A9`,
      headers: [],
      cookies: [],
    }),
  },
  {
    name: 'auth-bearer',
    about: 'HTTP bearer (and OAuth 2) token in `Authorization`',
    request: (origin) => ({
      method: 'GET',
      url: `${origin}/v1/me`,
      headers: [{ name: 'Authorization', value: 'Bearer <token>' }],
      cookies: [],
    }),
  },
  {
    name: 'auth-basic',
    about: 'HTTP basic credentials',
    request: (origin) => ({
      method: 'GET',
      url: `${origin}/v1/me`,
      headers: [],
      cookies: [],
      basicAuth: { username: '<username>', password: '<password>' },
    }),
  },
  {
    name: 'auth-api-keys',
    about: 'API keys in a header, the query and a cookie at once',
    request: (origin) => ({
      method: 'GET',
      url: `${origin}/v1/reports?api_key=YOUR_API_KEY`,
      headers: [{ name: 'X-API-Key', value: '<api-key>' }],
      cookies: [{ name: 'session', value: '<session>' }],
    }),
  },
  {
    name: 'cookies',
    about: 'several cookies and a header whose value has quotes',
    request: (origin) => ({
      method: 'GET',
      url: `${origin}/v1/preferences`,
      headers: [{ name: 'X-Request-Note', value: `it's "quoted" $HOME` }],
      cookies: [
        { name: 'theme', value: 'dark' },
        { name: 'session_id', value: 'abc123' },
      ],
    }),
  },
  {
    name: 'form',
    about: 'form-urlencoded fields with `&`, `=`, `+`, spaces, unicode and an empty value',
    request: (origin) => ({
      method: 'POST',
      url: `${origin}/v1/login`,
      headers: [],
      cookies: [],
      body: {
        kind: 'form',
        fields: [
          { name: 'username', value: 'jane doe' },
          { name: 'note', value: 'a&b=c + d %20 $HOME' },
          { name: 'city', value: 'Zürich' },
          { name: 'empty', value: '' },
        ],
      },
    }),
  },
  {
    name: 'multipart',
    about: 'multipart with a text field and a binary file (boundary set by the client, bytes intact)',
    request: (origin) => ({
      method: 'POST',
      url: `${origin}/v1/uploads`,
      headers: [],
      cookies: [],
      body: {
        kind: 'multipart',
        parts: [
          { kind: 'field', name: 'description', value: 'A "quoted" caption; é' },
          { kind: 'file', name: 'file', file: uploadFileName, mediaType: 'application/octet-stream' },
        ],
      },
    }),
  },
  {
    name: 'text-body',
    about: 'a raw text/plain body with newlines, quotes and shell and interpolation syntax',
    request: (origin) => ({
      method: 'POST',
      url: `${origin}/v1/notes`,
      headers: [],
      cookies: [],
      body: { kind: 'text', mediaType: 'text/plain', text: `${trickyText}\nsecond line\n` },
    }),
  },
  {
    name: 'binary-body',
    about: 'an application/octet-stream body read from a file',
    request: (origin) => ({
      method: 'PUT',
      url: `${origin}/v1/blobs/backup.bin`,
      headers: [],
      cookies: [],
      body: { kind: 'binary', mediaType: 'application/octet-stream', file: uploadFileName },
    }),
  },
  {
    name: 'delete',
    about: 'DELETE without a body',
    request: (origin) => ({
      method: 'DELETE',
      url: `${origin}/v1/pets/42`,
      headers: [{ name: 'Authorization', value: 'Bearer <token>' }],
      cookies: [],
    }),
  },
];
