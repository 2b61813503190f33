// What a build leaves in a site so that `docs serve` shows each reader only the group-only pages
// they may open (docs/server.md, Reader authentication), in navigation, search and the llms files: the
// build writes these marks, names and paths, and the server reads them. Nothing else knows them.
import { createHash } from 'node:crypto';

/**
 * The name of the audience of pages restricted to `groups`: the signed-in readers in any of them.
 * The same groups in any order name the same audience; the name is safe in markup and paths.
 */
export function audienceId(groups: readonly string[]): string {
  const key = [...new Set(groups)].sort().join('\n');
  return createHash('sha256').update(key).digest('hex').slice(0, 20);
}

/** Markup around an entry only some audiences may see, as the theme writes it. */
interface ReaderMarks {
  readonly open: string;
  readonly close: string;
}

const openPrefix = '<!--dw-readers ';
const openSuffix = '-->';
const closeMark = '<!--/dw-readers-->';

/** The marks around an entry that readers of any of `audiences` may see (and no other reader). */
export function readerMarks(audiences: readonly string[]): ReaderMarks {
  return { open: `${openPrefix}${audiences.join(' ')}${openSuffix}`, close: closeMark };
}

/**
 * `html` without the marked entries the reader may not see (`sees` says which audiences the reader
 * belongs to); entries they may see keep their marks. Marks nest (a group around its pages). An
 * entry whose closing mark is missing hides the rest of the document rather than show it.
 */
export function withoutHiddenEntries(html: string, sees: (audience: string) => boolean): string {
  let out = '';
  let from = 0;
  for (let at = html.indexOf(openPrefix); at >= 0; at = html.indexOf(openPrefix, from)) {
    const idsEnd = html.indexOf(openSuffix, at + openPrefix.length);
    if (idsEnd < 0) return out + html.slice(from, at);
    const audiences = html.slice(at + openPrefix.length, idsEnd).split(' ');
    if (audiences.some(sees)) {
      out += html.slice(from, idsEnd + openSuffix.length);
      from = idsEnd + openSuffix.length;
      continue;
    }
    out += html.slice(from, at);
    const end = matchingClose(html, idsEnd + openSuffix.length);
    if (end < 0) return out;
    from = end + closeMark.length;
  }
  return out + html.slice(from);
}

/** Where the closing mark of an entry whose content starts at `from` is, counting nested entries. */
function matchingClose(html: string, from: number): number {
  let depth = 1;
  let at = from;
  while (depth > 0) {
    const close = html.indexOf(closeMark, at);
    if (close < 0) return -1;
    const open = html.indexOf(openPrefix, at);
    if (open >= 0 && open < close) {
      depth++;
      at = open + openPrefix.length;
    } else {
      depth--;
      at = close + closeMark.length;
    }
  }
  return at - closeMark.length;
}

/** Files of the search index of one audience's pages (`audienceSearchFolder` in search-index.ts). */
const audienceSearchFile = /^_docwright\/search\/readers\/([0-9a-f]{20})\//;

/** The audience whose search index holds `file`, if it is such a file. */
export function audienceOfSearchFile(file: string): string | undefined {
  return audienceSearchFile.exec(file)?.[1];
}

/**
 * What `docs serve` needs to write `llms.txt` and `llms-full.txt` for a reader who may open some
 * group-only pages (the built files leave those pages out). Never served as it is.
 */
export const llmsForReadersPath = '_docwright/llms-readers.json';
