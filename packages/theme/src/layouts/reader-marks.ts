import type { ReaderMarks } from '@docwright/page-model';

/** An entry wrapped in its reader marks, if it has any. */
export const withReaderMarks = (marks: ReaderMarks | undefined, html: string): string =>
  marks ? `${marks.open}${html}${marks.close}` : html;
