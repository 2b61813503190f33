import { pageUrl } from './output-layout.ts';

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** `sitemap.xml` listing every indexed route by absolute URL. */
export function createSitemap(baseUrl: string, routes: readonly string[]): string {
  const urls = routes
    .map((route) => `  <url><loc>${escapeXml(pageUrl(baseUrl, route))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
