// Shared by the page layout, which lists a page's extra search indexes, and the search client,
// which merges them into the site's index.

/** The `<meta>` name under which a page lists the search indexes merged into the site's. */
export const searchIndexMetaName = 'docwright:search-index';
