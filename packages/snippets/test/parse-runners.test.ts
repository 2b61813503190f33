import { describe, expect, it } from 'vitest';
import type { SnippetRequest, SnippetTarget } from '../src/index.ts';
import { dartTarget } from '../src/targets/dart.ts';
import { powershellTarget } from '../src/targets/powershell.ts';
import { swiftTarget } from '../src/targets/swift.ts';
import type { Runner } from './harness/runner.ts';
import { dartRunner } from './harness/runners/dart.ts';
import { powershellRunner } from './harness/runners/powershell.ts';
import { swiftRunner } from './harness/runners/swift.ts';

/** Runs a parse runner on code as the harness would. */
async function parse(runner: Runner, code: string): Promise<string[]> {
  await runner.check();
  return runner.run({ fixture: 'unit', dir: '.', file: 'snippet', code });
}

interface Language {
  readonly runner: Runner;
  readonly target: SnippetTarget;
  readonly good: string;
  readonly broken: readonly { readonly what: string; readonly code: string }[];
}

const languages: Record<string, Language> = {
  swift: {
    runner: swiftRunner,
    target: swiftTarget,
    good: [
      'import Foundation',
      '#if canImport(FoundationNetworking)',
      'import FoundationNetworking',
      '#endif',
      'let name = "world"',
      // Two `#`: tree-sitter-swift ends a `#"""` string at `"#` (Swift itself only at `"""#`).
      'let json = ##"""',
      '{"say": "hello \\(name)", "#": "\\n"}',
      '"""##',
      'print("hello \\(name) \\u{1F600}", json)',
      '',
    ].join('\n'),
    broken: [
      { what: 'an unterminated string', code: 'let a = 1\nlet b = "open\nprint(b)\n' },
      { what: 'a missing brace', code: 'func f() {\n    print(1)\n\nf()\n' },
      { what: 'an unbalanced parenthesis', code: 'print((1 + 2)\nlet x = 3\n' },
    ],
  },
  dart: {
    runner: dartRunner,
    target: dartTarget,
    good: [
      "import 'package:http/http.dart' as http;",
      '',
      'Future<void> main() async {',
      '  final name = "world";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the language's own interpolation, on purpose
      '  final response = await http.get(Uri.parse("http://x/\\$HOME?q=${name}"));',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the language's own interpolation, on purpose
      '  print("${response.body} \\u{1F600}");',
      '}',
      '',
    ].join('\n'),
    broken: [
      {
        what: 'an unterminated string',
        code: 'void main() {\n  final a = "open;\n  print(a);\n}\n',
      },
      { what: 'a missing brace', code: 'void main() {\n  print(1);\n' },
      { what: 'a missing semicolon', code: 'void main() {\n  final a = 1\n  print(a);\n}\n' },
    ],
  },
  powershell: {
    runner: powershellRunner,
    target: powershellTarget,
    good: [
      '$headers = @{',
      "    'X-Note' = 'it''s $HOME'",
      '}',
      "$body = @'",
      '{"a": "$(not run)"}',
      "'@",
      '$text = "line`n`$HOME $([char]0x07)"',
      "$response = Invoke-RestMethod -Uri 'http://x/' -Method Post -Headers $headers -Body $body",
      '$response | ConvertTo-Json -Depth 10',
      '',
    ].join('\n'),
    broken: [
      { what: 'an unterminated string', code: "$a = 1\n$b = 'open\nWrite-Output $b\n" },
      { what: 'a missing brace', code: '$h = @{\n    a = 1\n\nWrite-Output $h\n' },
      { what: 'an unclosed parenthesis', code: 'Write-Output (1 + 2\n$x = 3\n' },
    ],
  },
};

/** Requests beyond the shared fixtures, for the branches they do not reach. */
const edgeRequests: Record<string, SnippetRequest> = {
  'custom method, basic auth and an Authorization header': {
    method: 'PROPFIND',
    url: 'http://127.0.0.1:1/dav/',
    headers: [
      { name: 'Authorization', value: 'Token $x' },
      { name: 'X-Twice', value: 'one' },
      { name: 'x-twice', value: "two's" },
    ],
    cookies: [],
    basicAuth: { username: 'user$', password: 'pa"ss\\' },
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the language's own interpolation, on purpose
    body: { kind: 'text', mediaType: 'application/xml', text: 'a\r\nb\u0007 `$(x)` \\(y) ${z}' },
  },
  'multipart with a typed file and a repeated name': {
    method: 'PUT',
    url: 'http://127.0.0.1:1/upload',
    headers: [],
    cookies: [{ name: 'a', value: 'b' }],
    body: {
      kind: 'multipart',
      parts: [
        { kind: 'file', name: 'img', file: 'dir/pic "1".png', mediaType: 'image/png' },
        { kind: 'field', name: 'tag', value: 'x\ny' },
        { kind: 'field', name: 'tag', value: "$it's" },
      ],
    },
  },
  'form with a repeated name, sent with GET': {
    method: 'GET',
    url: 'http://127.0.0.1:1/f',
    headers: [],
    cookies: [],
    body: {
      kind: 'form',
      fields: [
        { name: 'a', value: '1' },
        { name: 'a', value: '2 & 3' },
      ],
    },
  },
  'JSON with quotes that end raw strings and here-strings, and a huge number': {
    method: 'PATCH',
    url: 'http://127.0.0.1:1/j',
    headers: [],
    cookies: [],
    body: {
      kind: 'json',
      mediaType: 'application/merge-patch+json',
      value: { '"""#': '\\#(x) "## \'@ $a', line: "\n'@\n", big: 1e300, n: 12345678901234567000, e: {} },
    },
  },
  'empty form and HEAD': {
    method: 'HEAD',
    url: 'http://127.0.0.1:1/h',
    headers: [],
    cookies: [],
  },
  'empty form': {
    method: 'POST',
    url: 'http://127.0.0.1:1/f',
    headers: [],
    cookies: [],
    body: { kind: 'form', fields: [] },
  },
};

for (const [name, language] of Object.entries(languages)) {
  describe(`${name} parse runner`, () => {
    it('passes a valid snippet', async () => {
      expect(await parse(language.runner, language.good)).toEqual([]);
    });

    it('passes the same valid snippet again (no parser state left over)', async () => {
      await parse(language.runner, language.broken[0]?.code ?? '');
      expect(await parse(language.runner, language.good)).toEqual([]);
      expect(await parse(language.runner, language.good)).toEqual([]);
    });

    for (const broken of language.broken) {
      it(`fails ${broken.what}, naming the place`, async () => {
        const problems = await parse(language.runner, broken.code);
        expect(problems.length).toBeGreaterThan(0);
        expect(problems[0]).toMatch(/^\d+:\d+: (syntax error|missing) /);
      });
    }

    for (const [what, request] of Object.entries(edgeRequests)) {
      it(`parses the generated snippet for ${what}`, async () => {
        const code = language.target.generate(request);
        expect(await parse(language.runner, code), code).toEqual([]);
      });
    }
  });
}
