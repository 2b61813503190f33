/** The generated `robots.txt`: everything allowed, content signals declared, sitemap linked. */
export function createRobotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Content-Signal: ai-train=yes, search=yes, ai-input=yes',
    'Allow: /',
    '',
    `Sitemap: ${baseUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
