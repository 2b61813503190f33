/** The discovery links every response carries (docs/output.md, For AI systems): `docs serve` sends them, static hosts read `_headers`. */
const discoveryLinkHeader = '</llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"';

/** `_headers` in Netlify's and Cloudflare Pages' format: the discovery links on every path. */
export function createHeadersFile(): string {
  return `/*\n  Link: ${discoveryLinkHeader}\n`;
}
