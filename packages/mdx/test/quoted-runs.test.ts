import { describe, expect, it } from 'vitest';
import { fillShape, plainStringsOf, shapeOf } from '../src/highlight/quoted-runs.ts';

const python = plainStringsOf('python');
const go = plainStringsOf('go');
const php = plainStringsOf('php');

describe('shapeOf', () => {
  it('replaces the inside of each plain quoted run and records where', () => {
    const shape =
      python && shapeOf(`requests.post('https://api.example.com/v1', json={"name": "Ada"})`, python);
    expect(shape?.text).toBe(`requests.post('x', json={"x": "x"})`);
    expect(shape?.runs.map((run) => [run.at, run.text])).toEqual([
      [15, 'https://api.example.com/v1'],
      [26, 'name'],
      [31, 'Ada'],
    ]);
  });

  it('leaves strings with escapes, interpolation or format placeholders, and one-character strings', () => {
    for (const line of [`x = "a\\nb"`, `x = "$name"`, `x = "#{id}"`, `x = "{id}"`, `x = "100%"`, `x = "a"`])
      expect(python && shapeOf(line, python), line).toBeUndefined();
  });

  it('steps over a literal whose inside is not plain, so its closing quote opens nothing', () => {
    const shape = go && shapeOf(`"expand%5B0%5D=" + url.QueryEscape("<string>"),`, go);
    expect(shape?.text).toBe(`"expand%5B0%5D=" + url.QueryEscape("x"),`);
  });

  it("steps over the other quote's literals, and takes only the language's plain quotes", () => {
    expect(go && shapeOf(`r := '"'; s := "abc"`, go)?.text).toBe(`r := '"'; s := "x"`);
    expect(go && shapeOf(`c := 'ab'`, go)).toBeUndefined();
    expect(python && shapeOf(`msg = "it's here" + 'ok'`, python)?.text).toBe(`msg = "it's here" + 'x'`);
  });

  it('stops at a prefixed literal or a heredoc delimiter, whose end or text matters', () => {
    expect(python && shapeOf(`a = 'one' + r'two' + 'three'`, python)?.text).toBe(
      `a = 'x' + r'two' + 'three'`,
    );
    expect(php && shapeOf(`$payload = <<<'JSON'`, php)).toBeUndefined();
    expect(
      plainStringsOf('ruby') && shapeOf(`request.body = <<~'JSON'`, plainStringsOf('ruby') ?? { quotes: '' }),
    ).toBeUndefined();
    expect(
      plainStringsOf('cpp') && shapeOf(`body = R"json("ab")json";`, plainStringsOf('cpp') ?? { quotes: '' }),
    ).toBeUndefined();
  });

  it("leaves a string its grammar reads as another language (PHP's SQL)", () => {
    expect(php && shapeOf(`CURLOPT_CUSTOMREQUEST => 'DELETE',`, php)).toBeUndefined();
    expect(php && shapeOf(`CURLOPT_CUSTOMREQUEST => 'PATCH',`, php)?.text).toBe(
      `CURLOPT_CUSTOMREQUEST => 'x',`,
    );
  });

  it('knows only the languages of generated examples', () => {
    expect(plainStringsOf('ocaml')).toBeUndefined();
    expect(plainStringsOf('shellscript')?.quotes).toBe(`'"`);
  });
});

describe('fillShape', () => {
  it("puts each run back into its placeholder's segment", () => {
    const line = `get('https://a.example', "id")`;
    const shape = python && shapeOf(line, python);
    if (!shape) throw new Error('no shape');
    expect(shape.text).toBe(`get('x', "x")`);
    const segments = [
      { text: 'get', className: 'fn' },
      { text: '(', className: '' },
      { text: "'x'", className: 'str' },
      { text: ', ', className: '' },
      { text: '"x")', className: 'str' },
    ];
    const filled = fillShape(segments, shape);
    expect(filled.map((segment) => segment.text).join('')).toBe(line);
    expect(filled).toEqual([
      { text: 'get', className: 'fn' },
      { text: '(', className: '' },
      { text: "'https://a.example'", className: 'str' },
      { text: ', ', className: '' },
      { text: '"id")', className: 'str' },
    ]);
  });
});
