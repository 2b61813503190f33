/**
 * A request URL as a target shows it. `SnippetRequest.url` holds the bytes to send (what the
 * playground's `fetch` sends); a target whose HTTP client percent-encodes some characters itself
 * may show those characters plainly (`expand=<string>`), since the client puts back the very
 * escape the URL had. Only the query is touched: path values keep their escapes.
 */

/**
 * WHATWG URL (`fetch`, Node's `fetch`, Rust's `url` crate behind reqwest): an http(s) query
 * encodes `"`, `<`, `>` and `'`, upper-case hex; `[`, `]`, `{`, `}`, `|` pass as they are.
 */
export const whatwgEncodes = `"'<>`;

/**
 * Python requests (urllib3 encodes what a query may not hold): `"`, `<`, `>`, `[`, `]`, `{`,
 * `}`, `|`, `^` and `` ` ``, upper-case hex; `'` passes as it is, so `%27` stays.
 */
export const requestsEncodes = '"<>[]{}|^`';

/** `url` with the query's upper-case escapes of `encodes` shown as their characters. */
export function readableUrl(url: string, encodes: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url.slice(at + 1).replace(/%([0-9A-F]{2})/g, (triple, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return encodes.includes(char) ? char : triple;
  });
  return `${url.slice(0, at + 1)}${query}`;
}

/**
 * `url` with the query's `[` and `]` percent-encoded, for a client whose URL parser may refuse
 * them (`URL(string:)` of older Foundation releases): the same query to any server, and
 * `deepObject` names are the only brackets the serializer leaves plain.
 */
export function bracketsEncoded(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  return `${url.slice(0, at + 1)}${url
    .slice(at + 1)
    .replace(/\[/g, '%5B')
    .replace(/\]/g, '%5D')}`;
}
