import { bundledLanguagesInfo } from 'shiki';

/** Fence names found on Mintlify sites and in `api.examples` that shiki knows by another name. */
const extraAliases: Readonly<Record<string, string>> = {
  curl: 'shellscript',
  golang: 'go',
  node: 'javascript',
  nodejs: 'javascript',
  dotnet: 'csharp',
  env: 'dotenv',
  sol: 'solidity',
};

/** The language shown as escaped text, without tokens: shiki has it built in. */
export const plainLanguage = 'text';

/**
 * The shiki language a fence's language stands for (`sh` and `bash` -> `shellscript`), so aliases
 * share grammar and cache entries; `text` for anything shiki does not know.
 */
export function resolveLanguage(name: string | undefined): string {
  const lower = (name ?? '').trim().toLowerCase();
  return languageIds.get(extraAliases[lower] ?? lower) ?? plainLanguage;
}

const languageIds = new Map(
  bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name) => [name, info.id])),
);
