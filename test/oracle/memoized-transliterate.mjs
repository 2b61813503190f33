// A module hook for the heading-id oracle: `@sindresorhus/transliterate`, which Mintlify's slugify
// calls for every heading, builds a regular expression for each of its 2,000 replacements on every
// call (a third of the oracle's time). The same heading texts come back page after page, so the
// oracle's imports get the real function behind a cache of its results: same answers, once each.
// A text that holds none of its replacements skips the replacing (which changes nothing then).

const wrapperUrl = new URL('./memoized-transliterate.mjs', import.meta.url);

/** Node's resolve hook: imports of the package by its name get the cache (which imports it by its file). */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (specifier !== '@sindresorhus/transliterate') return resolved;
  const url = new URL(wrapperUrl);
  url.searchParams.set('real', resolved.url);
  return { url: url.href, format: 'module', shortCircuit: true };
}

/** Node's load hook: the cache module, around the real one that `?real=` names. */
export async function load(url, context, nextLoad) {
  if (!url.startsWith(`${wrapperUrl.href}?real=`)) return nextLoad(url, context);
  const real = new URL(url).searchParams.get('real');
  const source = [
    `import transliterate from ${JSON.stringify(real)};`,
    `import builtinReplacements from ${JSON.stringify(new URL('replacements.js', real).href)};`,
    'const results = new Map();',
    // What the real function returns when none of its replacements occurs in the text: it replaces
    // nothing then, and only normalizes and strips diacritics. Most headings are plain words, for
    // which the real one still builds a regular expression for each of its 2,000 replacements.
    'const replaces = (text, options) => {',
    '  for (const [key] of builtinReplacements) if (text.includes(key)) return true;',
    '  for (const [key] of options?.customReplacements ?? []) if (text.includes(key)) return true;',
    '  return false;',
    '};',
    'const untouched = (text) => text.normalize("NFD").replace(/\\p{Diacritic}/gu, "").normalize();',
    'export default function memoizedTransliterate(string, options) {',
    '  const key = JSON.stringify([string, options]);',
    '  let result = results.get(key);',
    '  if (result === undefined) {',
    '    const text = typeof string === "string" ? string.normalize() : undefined;',
    '    result = text !== undefined && !replaces(text, options) ? untouched(text) : transliterate(string, options);',
    '    results.set(key, result);',
    '  }',
    '  return result;',
    '}',
  ].join('\n');
  return { format: 'module', source, shortCircuit: true };
}
