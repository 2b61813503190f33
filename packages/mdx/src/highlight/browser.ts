// The playground's highlighter: the build's tokenizer and paired theme in the browser, so code the
// reader's edits regenerate gets exactly the classes (`sk7`) the build gave it. Bundled by the
// build into `/_docwright/highlight/`; each language's grammar is its own chunk, loaded on first use.
import { createHighlighterCore, type HighlighterCore, type LanguageRegistration } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { LineTokenizer } from './line-tokenizer.ts';
import { pairedTheme } from './paired-theme.ts';
import { type HighlightedLines, linesToHtml } from './render.ts';

type Grammar = { default: LanguageRegistration[] };

/** The languages request examples are written in (the snippet targets' `syntax`). */
const grammars: Record<string, () => Promise<Grammar>> = {
  bash: () => import('shiki/langs/bash.mjs'),
  c: () => import('shiki/langs/c.mjs'),
  cpp: () => import('shiki/langs/cpp.mjs'),
  csharp: () => import('shiki/langs/csharp.mjs'),
  dart: () => import('shiki/langs/dart.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  javascript: () => import('shiki/langs/javascript.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  kotlin: () => import('shiki/langs/kotlin.mjs'),
  php: () => import('shiki/langs/php.mjs'),
  powershell: () => import('shiki/langs/powershell.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  ruby: () => import('shiki/langs/ruby.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  swift: () => import('shiki/langs/swift.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
};

let core: Promise<HighlighterCore> | undefined;
const loaded = new Map<string, Promise<LineTokenizer | undefined>>();

function tokenizerFor(language: string): Promise<LineTokenizer | undefined> {
  let tokenizer = loaded.get(language);
  if (!tokenizer) {
    const grammar = grammars[language];
    tokenizer = grammar
      ? (async () => {
          const paired = pairedTheme();
          core ??= createHighlighterCore({
            themes: [paired.theme],
            langs: [],
            engine: createJavaScriptRegexEngine({ forgiving: true }),
          });
          const highlighter = await core;
          await highlighter.loadLanguage((await grammar()).default);
          return new LineTokenizer({ highlighter, paired }, language);
        })()
      : Promise.resolve(undefined);
    loaded.set(language, tokenizer);
  }
  return tokenizer;
}

/** The code as the build would render it (`pre.dw-code.shiki > code > span.line`); undefined for a language it has no grammar for. */
export async function highlightCode(code: string, language: string): Promise<string | undefined> {
  const tokenizer = await tokenizerFor(language);
  if (!tokenizer) return undefined;
  const lines: HighlightedLines = tokenizer.tokenize(code).map((line) => line.segments);
  return linesToHtml(lines, language, { className: ['dw-code', 'shiki'] });
}
