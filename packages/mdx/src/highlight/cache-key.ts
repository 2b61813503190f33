import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { SizedMap } from '../sized-map.ts';
import { codeThemesKey } from './code-themes.ts';
import { engineName } from './highlighter.ts';
import { themeNames } from './paired-theme.ts';

// Anything that changes the output for the same code: a new shiki, other themes, our own format.
const formatVersion = 3;
const shikiVersion = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;
const outputVersion = JSON.stringify([formatVersion, shikiVersion, engineName, themeNames]);

// A build asks for the same block's address up to three times (is it highlighted ahead, keep what
// the worker sent, render it): it is hashed once, then found by the code string itself.
// Each language's map keeps a few megabytes of code, the least recently asked for going first.
const knownKeys = new Map<string, SizedMap<string, string>>();
const knownCodeCharsLimit = 4_000_000;
const weighCode = (code: string, key: string) => code.length + key.length;

/** The content address of one highlighting result. */
export function cacheKey(kind: string, language: string, code: string): string {
  const themes = codeThemesKey();
  const kindAndLanguage = `${kind}\n${language}\n${themes}`;
  let known = knownKeys.get(kindAndLanguage);
  if (!known) {
    known = new SizedMap(knownCodeCharsLimit, weighCode);
    knownKeys.set(kindAndLanguage, known);
  }
  let key = known.get(code);
  if (key === undefined) {
    key = createHash('sha256')
      .update(
        JSON.stringify(
          themes ? [outputVersion, themes, kind, language, code] : [outputVersion, kind, language, code],
        ),
      )
      .digest('hex');
    known.set(code, key);
  }
  return key;
}
