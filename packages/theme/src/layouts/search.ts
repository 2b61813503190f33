import type { ReaderMarks } from '@docwright/page-model';
import { escapeHtml } from '../html.ts';
import { searchIndexMetaName } from '../search-indexes.ts';
import { withReaderMarks } from './reader-marks.ts';

/** Folder of the site's Pagefind index, from the site root. */
export const searchIndexPath = '/_docwright/search/';
/** The client that opens the search dialog and queries the index. */
export const searchScriptPath = '/_docwright/search.js';

/**
 * The header's search button. It starts hidden and the search script reveals it, so readers
 * without JavaScript never see a button that does nothing.
 */
export function renderSearchButton(label = 'Search'): string {
  return `<button type="button" class="dw-search-button" data-search-index="${searchIndexPath}pagefind.js" aria-keyshortcuts="/ Control+K Meta+K" hidden><span class="dw-search-label">${escapeHtml(label)}</span><kbd class="dw-search-hint" aria-hidden="true">/</kbd></button>`;
}

/** A search index of pages only some readers may open (`href`: its folder), between its reader marks. */
export interface SearchIndexLink {
  readonly href: string;
  readonly marks: ReaderMarks;
}

/** The page's extra search indexes, each in its reader marks: the reader gets those they may open. */
export function renderSearchIndexLinks(indexes: readonly SearchIndexLink[] | undefined): string {
  return (indexes ?? [])
    .map((index) =>
      withReaderMarks(
        index.marks,
        `<meta name="${searchIndexMetaName}" content="${escapeHtml(index.href)}">`,
      ),
    )
    .join('');
}

/** The script tag that loads the search client; Pagefind itself is loaded on first open. */
export const searchScriptTag = `<script type="module" src="${searchScriptPath}"></script>`;
