import type { TocEntry } from '@docwright/mdx';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { searchHeading } from '../render/search-content.ts';

/** Where a reference records its sections as it renders them, in document order. */
export const SectionsContext = createContext<TocEntry[] | undefined>(undefined);

/** A section's `<h2>`, recorded for the page's table of contents and for search. */
export function SectionHeading({ id, children }: { id: string; children: string }) {
  useContext(SectionsContext)?.push({ depth: 2, id, text: children });
  searchHeading(id, children);
  return <h2 id={id}>{children}</h2>;
}
