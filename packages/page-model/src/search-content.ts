/**
 * One stretch of a page as search reads it: the heading a result in it lands on (none before the
 * first), and its searchable text as HTML: prose, field names, types and descriptions; never the
 * examples, the playground or nested field lists.
 */
export interface SearchSection {
  readonly heading?: { readonly id: string; readonly text: string };
  readonly html: string;
}

/** What search reads of a page, in document order. */
export type SearchContent = readonly SearchSection[];
