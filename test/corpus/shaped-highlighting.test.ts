import { type ApiSpec, loadSpec } from '@docwright/api-model';
import { generateSnippets, snippetTargets } from '@docwright/snippets';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PairedHighlighter, readyHighlighter } from '../../packages/mdx/src/highlight/highlighter.ts';
import { loadLanguages, resolveLanguage } from '../../packages/mdx/src/highlight/index.ts';
import { LineTokenizer } from '../../packages/mdx/src/highlight/line-tokenizer.ts';
import { plainStringsOf, shapeOf } from '../../packages/mdx/src/highlight/quoted-runs.ts';
import { corpusDir } from '../helpers/cli.ts';

// Real request examples in every target language, from specs whose examples hold what shaping
// must step around: Plaid's heredocs (PHP `<<<'JSON'`, Ruby `<<~'JSON'`) and JSON bodies, Stripe's
// URL-encoded form fields and `'DELETE'` (SQL to PHP's grammar), raw C++ strings.
const specs = [
  { file: 'openapi/plaid/plaid-2020-09-14.yml', every: 2 },
  { file: 'openapi/stripe/spec3.json', every: 5 },
  { file: 'openapi/readme-oas-examples/3.0/json/schema-types.json', every: 1 },
  { file: 'openapi/readme-oas-examples/3.1/json/petstore.json', every: 1 },
];

describe('generated examples tokenized by the shape of their lines', () => {
  let highlighter: PairedHighlighter;
  const loaded: { file: string; spec: ApiSpec; every: number }[] = [];

  beforeAll(async () => {
    await loadLanguages(snippetTargets.map((target) => target.syntax));
    highlighter = readyHighlighter() as PairedHighlighter;
    for (const { file, every } of specs) {
      const { spec, diagnostics } = await loadSpec(corpusDir, file);
      if (!spec || !('operations' in spec))
        throw new Error(`${file} did not load: ${JSON.stringify(diagnostics)}`);
      loaded.push({ file, spec, every });
    }
  }, 60_000);

  it.each(snippetTargets.map((target) => [target.key, target] as const))(
    'come out as tokenized line by line in %s',
    (_key, target) => {
      const language = resolveLanguage(target.syntax);
      const strings = plainStringsOf(language);
      expect(strings, `${language} has no plain strings`).toBeDefined();
      // One tokenizer each across all examples, as a build has: later lines hit what earlier ones left.
      const plain = new LineTokenizer(highlighter, language);
      const shaped = new LineTokenizer(highlighter, language);
      let lines = 0;
      let shapedLines = 0;
      for (const { file, spec, every } of loaded) {
        spec.operations.forEach((operation, index) => {
          if (index % every !== 0) return;
          const [snippet] = generateSnippets(spec, operation, [target.key]);
          if (!snippet) return;
          const expected = plain.tokenize(snippet.code);
          const actual = shaped.tokenize(snippet.code, strings);
          expect(actual, `${file} ${operation.method} ${operation.path}`).toEqual(expected);
          lines += expected.length;
          shapedLines += snippet.code.split('\n').filter((line) => strings && shapeOf(line, strings)).length;
        });
      }
      // Enough examples, and enough of their lines shaped, for the comparison to mean something.
      expect(lines).toBeGreaterThan(1000);
      expect(shapedLines / lines).toBeGreaterThan(0.05);
    },
    60_000,
  );
});
