/** Icon names by search term (or tag), each term written as an icon name: `question mark` → `question-mark`. */
export type TermIndex = ReadonlyMap<string, readonly string[]>;

export function termIndex(entries: Iterable<readonly [string, readonly string[]]>): TermIndex {
  const index = new Map<string, string[]>();
  for (const [name, terms] of entries) {
    for (const term of terms) {
      const key = asIconName(term);
      const names = index.get(key);
      if (!names) index.set(key, [name]);
      else if (!names.includes(name)) names.push(name);
    }
  }
  return index;
}

export function asIconName(term: string): string {
  return term
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/**
 * The icon a term is the name of in Font Awesome's metadata: among the icons that list the term,
 * those whose name starts with it draw it (`quote` lists `quote-left`, `quote-right`,
 * `angles-right`...); the shortest, the plainest, wins. A term no icon is named after picks
 * nothing here: one icon listing it may mean something else by it (`pipe` is a search term of
 * `bong`).
 */
export function iconNamedAfter(index: TermIndex, term: string): string | undefined {
  return index
    .get(term)
    ?.filter((name) => name.startsWith(`${term}-`))
    .sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
}

/**
 * An icon that two indexes agree a term stands for: listed under the term in both, by the same
 * words in any order (`swap` lists `arrows-left-right` in Font Awesome's search terms and in
 * Tabler's tags; `memo` lists `note-sticky` in Font Awesome's, `sticky-note` in Lucide's). The
 * first index's name is returned, the shortest first. Agreement between two icon sets' authors is
 * what makes a match close; one set alone lists far too much under a common word.
 */
export function iconBothList(first: TermIndex, second: TermIndex, term: string): string | undefined {
  const others = new Set((second.get(term) ?? []).map(sameWords));
  return (first.get(term) ?? [])
    .filter((name) => others.has(sameWords(name)))
    .sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
}

const sameWords = (name: string) => name.split('-').sort().join('-');
