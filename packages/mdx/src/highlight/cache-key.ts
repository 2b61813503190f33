import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { engineName } from './highlighter.ts';
import { themeNames } from './paired-theme.ts';

// Anything that changes the output for the same code: a new shiki, other themes, our own format.
const formatVersion = 3;
const shikiVersion = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;
const outputVersion = JSON.stringify([formatVersion, shikiVersion, engineName, themeNames]);

/** The content address of one highlighting result. */
export function cacheKey(kind: string, language: string, code: string): string {
  return createHash('sha256')
    .update(JSON.stringify([outputVersion, kind, language, code]))
    .digest('hex');
}
