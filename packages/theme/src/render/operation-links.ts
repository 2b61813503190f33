import { operationHrefPrefix } from '../endpoint/schema-fields.tsx';
import { escapeHtml, routeHref } from '../html.ts';

const opening = `<a href="${operationHrefPrefix}`;
const closing = '</a>';

/** Where a link to an operation goes: the route of a page, the id on it, and the operation it shows if another. */
export interface OperationLinkTarget {
  readonly route: string;
  readonly fragment?: string;
  /** The operation of `route` when it is not the one the link names: the link's text becomes this key. */
  readonly key?: string;
}

/**
 * Points a rendered page's links to operations (see `operationHrefPrefix`) at the routes of those
 * operations' pages; a link to an operation without a page is left as its text. Given the page's
 * UTF-8 bytes, returns the page in pieces: the bytes between the links as they are (never decoded
 * or copied), and each rewritten link as a string.
 *
 * Scans with `indexOf`: a regular expression over Stripe's 44 MB of pages took 0.35 s of the
 * build, the scan takes 0.02 s.
 */
export function linkOperations(html: string, targetOf: OperationTargetOf): string;
export function linkOperations(html: Uint8Array, targetOf: OperationTargetOf): (string | Uint8Array)[];
export function linkOperations(
  html: string | Uint8Array,
  targetOf: OperationTargetOf,
): string | (string | Uint8Array)[] {
  if (typeof html === 'string') {
    const pieces = linkedPieces(html, html, targetOf);
    return pieces.length === 1 && pieces[0] === html ? html : pieces.join('');
  }
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  return linkedPieces(bytes, html, targetOf);
}

type OperationTargetOf = (
  operationKey: string,
  fragment: string | undefined,
) => OperationLinkTarget | undefined;

function linkedPieces<Piece extends string | Uint8Array>(
  page: string | Buffer,
  whole: Piece,
  targetOf: OperationTargetOf,
): (string | Piece)[] {
  const text = (start: number, end: number) =>
    typeof page === 'string' ? page.slice(start, end) : page.toString('utf8', start, end);
  const piece = (start: number, end?: number) =>
    (typeof page === 'string' ? page.slice(start, end) : page.subarray(start, end)) as Piece;
  let at = page.indexOf(opening);
  if (at < 0) return [whole];
  const out: (string | Piece)[] = [];
  let position = 0;
  while (at >= 0) {
    const keyStart = at + opening.length;
    const keyEnd = page.indexOf('">', keyStart);
    const end = keyEnd < 0 ? -1 : page.indexOf(closing, keyEnd + 2);
    if (end < 0) break;
    // The key is URI-encoded, so the first `#` starts the fragment.
    const [key = '', fragment] = text(keyStart, keyEnd).split('#', 2);
    const target = targetOf(decodeURIComponent(key), fragment ? unescapeHtml(fragment) : undefined);
    out.push(piece(position, at));
    const linkText = target?.key ? `<code>${escapeHtml(target.key)}</code>` : piece(keyEnd + 2, end);
    if (target === undefined) out.push(linkText);
    else {
      const hash = target.fragment ? `#${target.fragment}` : '';
      out.push(`<a href="${escapeHtml(`${routeHref(target.route)}${hash}`)}">`, linkText, closing);
    }
    position = end + closing.length;
    at = page.indexOf(opening, position);
  }
  out.push(piece(position));
  return out;
}

const unescapeHtml = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
