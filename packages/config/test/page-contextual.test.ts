import { describe, expect, it } from 'vitest';
import { parsePageContextual } from '../src/index.ts';

describe("a page's front matter contextual, read with docs.json's schema", () => {
  it('takes the options and display docs.json takes, custom options with their query among them', () => {
    const custom = {
      title: 'Ask',
      description: 'Ask us',
      href: { base: 'https://ask.example.com/', query: [{ key: 'q', value: '$page' }] },
    };
    expect(parsePageContextual({ options: ['copy', 'view', custom], display: 'toc' })).toEqual({
      ok: true,
      contextual: { options: ['copy', 'view', custom], display: 'toc' },
    });
    expect(parsePageContextual({ options: [] })).toEqual({ ok: true, contextual: { options: [] } });
  });

  it('names the path and what was expected for each problem', () => {
    const result = parsePageContextual({
      options: ['copy', 'chatgtp', { title: 'T', href: 'https://x.dev/' }],
      display: 'sidebar',
      colour: 'red',
    });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          path: 'contextual.options[1]',
          message: expect.stringMatching(/expected one of .*Did you mean "chatgpt"\?/),
        },
        // A custom option without its description: the object's own problem, not "expected one of copy...".
        { path: 'contextual.options[2].description', message: 'required string is missing' },
        {
          path: 'contextual.display',
          message: expect.stringMatching(/expected one of header, toc; found "sidebar"/),
        },
        { path: 'contextual.colour', message: 'unknown key "colour"' },
      ]),
    );
  });

  it('refuses a value that is not an object, and an href with a javascript: scheme', () => {
    expect(parsePageContextual(['copy']).ok).toBe(false);
    const result = parsePageContextual({
      options: [{ title: 'T', description: 'D', href: { base: ' JaVa\tScRiPt:alert(1)', query: [] } }],
    });
    expect(result.ok ? [] : result.problems.map((problem) => problem.path)).toEqual([
      'contextual.options[0].href.base',
    ]);
  });
});
