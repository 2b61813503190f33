/** Snippet language keys, in the order docs/output.md lists them, with the aliases each accepts (matched exactly). */
export const languageAliases = {
  bash: ['curl', 'sh', 'shell'],
  python: ['py'],
  javascript: ['js'],
  node: ['nodejs', 'node.js'],
  php: [],
  go: ['golang'],
  java: [],
  ruby: ['rb'],
  powershell: [],
  swift: [],
  csharp: ['c#'],
  dotnet: ['.net', '.NET', 'dot-net'],
  typescript: ['ts'],
  c: [],
  'c++': ['cpp'],
  kotlin: ['kt'],
  rust: ['rs'],
  dart: ['flutter'],
} as const satisfies Record<string, readonly string[]>;

type LanguageKey = keyof typeof languageAliases;

export const languageKeys = Object.keys(languageAliases) as LanguageKey[];

export const defaultLanguages: readonly LanguageKey[] = [
  'bash',
  'python',
  'javascript',
  'node',
  'go',
  'java',
  'php',
  'ruby',
];

const byName = new Map<string, LanguageKey>();
for (const key of languageKeys) {
  byName.set(key, key);
  for (const alias of languageAliases[key]) byName.set(alias, key);
}

/** The key for a language name or alias, or undefined when it names no supported language. */
export function normalizeLanguage(name: string): LanguageKey | undefined {
  return byName.get(name);
}

// Code fence names that docs.json does not take as aliases.
const fenceAliases: Record<string, LanguageKey> = { cs: 'csharp' };

/** The `api.examples.languages` key a name or label stands for (`cURL`, `Node.js`, `c#`), if any. */
export function languageKeyOf(name: string): LanguageKey | undefined {
  const trimmed = name.trim();
  const lower = trimmed.toLowerCase();
  return normalizeLanguage(trimmed) ?? normalizeLanguage(lower) ?? fenceAliases[lower];
}

/** The key a code sample's language is remembered by: its language's key, else its name in lower case. */
export function sampleLanguage(name: string): string {
  return languageKeyOf(name) ?? name.trim().toLowerCase();
}
