// The words a browser script shows, in the page's language: pages not in English carry them in a
// JSON island (`interfaceStringsScript`); English pages carry none and keep these defaults.

type Key = 'copy' | 'copied' | 'searching' | 'search';

let words: Partial<Record<Key, string>> | undefined;

/** The page's word for `key`, else `english`. */
export function interfaceString(key: Key, english: string): string {
  if (words === undefined) {
    words = {};
    try {
      const island = document.getElementById('dw-interface-strings');
      if (island?.textContent) words = JSON.parse(island.textContent) as Partial<Record<Key, string>>;
    } catch {
      // A page edited by hand: the English words stay.
    }
  }
  const word = words[key];
  return typeof word === 'string' ? word : english;
}
