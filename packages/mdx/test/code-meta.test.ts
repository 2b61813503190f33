import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from '../src/highlight/code-meta.ts';
import { readCodeNotation } from '../src/highlight/code-notation.ts';

describe('fence options, as Mintlify documents them', () => {
  it('reads the words that are not options as the title, and the options by name', () => {
    const meta = parseCodeMeta('HelloWorld.java example icon=java lines');
    expect(meta.title).toBe('HelloWorld.java example');
    expect(meta.icon).toBe('java');
    expect(meta.lineNumbers).toBe(true);
  });

  it('keeps twoslash and nocopy out of the title', () => {
    const meta = parseCodeMeta('twoslash nocopy Twoslash example');
    expect(meta).toMatchObject({ title: 'Twoslash example', twoslash: true, copyable: false });
  });

  it('takes title="…" over the words, with quotes of either kind or none', () => {
    expect(parseCodeMeta('title="utils/hello.js" wrap')).toMatchObject({
      title: 'utils/hello.js',
      wrap: true,
    });
    expect(parseCodeMeta("icon='square-js' Icon example").icon).toBe('square-js');
  });

  it('reads line lists bare, in braces, in quotes and as the CodeBlock array form', () => {
    expect([...parseCodeMeta('{1,3-4}').highlightedLines]).toEqual([1, 3, 4]);
    expect([...parseCodeMeta('highlight={1-2,5}').highlightedLines]).toEqual([1, 2, 5]);
    expect([...parseCodeMeta('focus=2,4,5').focusedLines]).toEqual([2, 4, 5]);
    expect([...parseCodeMeta('focus="[1,3]"').focusedLines]).toEqual([1, 3]);
  });

  it('lists options it does not apply, and says nothing of the site theme asked for', () => {
    const meta = parseCodeMeta('Example expandable foo=bar theme={null} theme={"system"} theme="dracula"');
    expect(meta).toMatchObject({
      title: 'Example',
      expandable: true,
      ignored: ['foo=bar', 'theme="dracula"'],
    });
  });
});

describe('[!code …] notation', () => {
  it('marks lines and takes the comments out, in each language comment style', () => {
    const { code, marks } = readCodeNotation(
      [
        'const a = 1; // [!code ++]',
        '  print(a)  # [!code --]',
        '<p>x</p> <!-- [!code highlight] -->',
        'a { b: c } /* [!code focus] */',
        'SELECT 1 -- [!code error]',
      ].join('\n'),
    );
    expect(code).toBe(['const a = 1;', '  print(a)', '<p>x</p>', 'a { b: c }', 'SELECT 1'].join('\n'));
    expect([...marks].map(([line, set]) => [line, [...set]])).toEqual([
      [1, ['added']],
      [2, ['removed']],
      [3, ['highlighted']],
      [4, ['focused']],
      [5, ['error']],
    ]);
  });

  it('marks n lines with :n, and a comment on its own line marks the lines after it', () => {
    const { code, marks } = readCodeNotation('// [!code focus:2]\na\nb\nc // [!code warning]');
    expect(code).toBe('a\nb\nc');
    expect([...marks.keys()]).toEqual([1, 2, 3]);
    expect([...(marks.get(3) ?? [])]).toEqual(['warning']);
  });

  it('leaves code without notation as it is', () => {
    expect(readCodeNotation('x-- // decrement').code).toBe('x-- // decrement');
  });
});
