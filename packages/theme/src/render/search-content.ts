import type { SearchContent, SearchSection } from '@docwright/page-model';
import { escapeHtml } from '../html.ts';

export type { SearchContent, SearchSection };

let recording: { sections: SearchSection[]; heading?: SearchSection['heading']; html: string } | undefined;

/**
 * Runs `render` and collects the searchable content that the reference records as it renders
 * (`searchHeading`, `searchHtml`, `searchText`), so that search never has to read the page's
 * markup again. Rendering is synchronous, so one recording is open at a time.
 */
export function recordSearchContent<T>(render: () => T): { result: T; search: SearchContent } {
  const enclosing = recording;
  const open: NonNullable<typeof recording> = { sections: [], html: '' };
  recording = open;
  try {
    const result = render();
    closeSection(open);
    return { result, search: open.sections };
  } finally {
    recording = enclosing;
  }
}

/** A heading with an id starts a section: search results in the text after it land on `#id`. */
export function searchHeading(id: string, text: string): void {
  if (!recording) return;
  closeSection(recording);
  recording.heading = { id, text };
}

/** Searchable HTML the theme made (spec Markdown, a page's own MDX). */
export function searchHtml(html: string): void {
  if (recording && html !== '') recording.html += html;
}

/**
 * Searchable words, as one paragraph, or as the label of a disclosure (`summary`), which the
 * indexer does not end with a full stop as it does a paragraph. `undefined` and empty parts are left out.
 */
export function searchText(parts: readonly (string | undefined)[], element: 'p' | 'summary' = 'p'): void {
  if (!recording) return;
  const text = parts.filter((part) => part !== undefined && part !== '').join(' ');
  if (text !== '') recording.html += `<${element}>${escapeHtml(text)}</${element}>`;
}

/** Whether search content is being recorded: a caller whose text costs work to make skips it otherwise. */
export function recordingSearch(): boolean {
  return recording !== undefined;
}

function closeSection(open: NonNullable<typeof recording>): void {
  if (open.heading === undefined && open.html === '') return;
  open.sections.push(
    open.heading !== undefined ? { heading: open.heading, html: open.html } : { html: open.html },
  );
  delete open.heading;
  open.html = '';
}
