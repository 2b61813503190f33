/**
 * Pagefind names an index's files after each page's `<html lang>` (`fragment/<lang>_<hash>.pf_fragment`)
 * and writes them itself (`WriteFiles`), so a language such as `../../x` would write outside the
 * index's folder. Pagefind reads the language of every `html` start tag of a document, so one is
 * allowed, first, spelled as the build writes it, with a language made of letters, digits, `-` and
 * `_`; a document that breaks this is refused before Pagefind reads it.
 */
const leadingHtmlTag = /^<html lang="([^"]*)">/;
const safeLanguage = /^[A-Za-z0-9_-]{1,64}$/;
// A start tag's name ends at whitespace, `/` or `>` (HTML's tokenizer); any spelling of the name counts.
const htmlStartTag = /<html[\s/>]/gi;

/** Why Pagefind must not index this document, or undefined when it may. */
export function unsafeIndexedLanguage(url: string, content: string): string | undefined {
  const language = leadingHtmlTag.exec(content)?.[1];
  if (language === undefined)
    return `The search document of ${url} does not start with <html lang="…">, which names the files of its index.`;
  if (!isSafeIndexLanguage(language))
    return `The page ${url} is in the language "${language.slice(0, 80)}", which cannot name the files of a search index: a language is letters, digits, - and _ (such as en or pt-BR). Fix the language's code (navigation.languages in docs.json).`;
  if ([...content.matchAll(htmlStartTag)].length > 1)
    return `The search document of ${url} has a second <html> tag, whose language would name the files of its index.`;
  return undefined;
}

/** Whether a language (a page's, or an index's forced one) can name an index's files. */
export function isSafeIndexLanguage(language: string): boolean {
  return safeLanguage.test(language);
}
