import { htmlLangOf } from './interface-strings.ts';

const names = new Map<string, string>();

/**
 * A `navigation.languages` code as its readers call their language (`fr` -> `Français`, `jp` ->
 * `日本語`), written once at build time; the code itself when the runtime does not know it.
 */
export function languageName(code: string): string {
  const known = names.get(code);
  if (known !== undefined) return known;
  const lang = htmlLangOf(code);
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([lang], { type: 'language', fallback: 'none' }).of(lang);
  } catch {
    // Not a well-formed language tag: the code is all there is to show.
  }
  const shown = name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : code;
  names.set(code, shown);
  return shown;
}
