// Words too common to be what a reader searched for: Pagefind marks them in excerpts all the same.
const english = new Set(
  (
    'a an and are as at be but by can do for from has have how i if in into is it its of on or ' +
    'so than that the their then there these this to was we what when where which who why will ' +
    'with you your'
  ).split(' '),
);

/** Whether `word` is a stopword of the page's language (English, the one Pagefind's default stemmer reads). */
export function isStopword(word: string): boolean {
  return english.has(word.toLowerCase());
}

/** Whether the query has a word worth marking: a query of stopwords alone keeps their marks. */
export function hasContentWord(query: string): boolean {
  return query.split(/\s+/).some((word) => word !== '' && !isStopword(word));
}
