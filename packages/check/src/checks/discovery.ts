import { fail, pass, type ScoreCheck, warn } from '../check-result.ts';
import { linkPath } from '../llms-txt.ts';
import { parseRobotsTxt } from '../robots-txt.ts';
import { count, isHtml, isOk, type SiteResponse } from '../site-reader.ts';
import type { SiteUnderCheck } from '../site-under-check.ts';
import { clip } from './llms-txt.ts';

const wellKnownSpecs = ['/openapi.json', '/openapi.yaml', '/openapi.yml'];

/** `3.1.0` when the text is an OpenAPI (or Swagger) document, JSON or YAML. */
function openApiVersion(text: string): string | undefined {
  const match = /(?:^|[{,\s])["']?(openapi|swagger)["']?\s*:\s*["']?(\d+\.\d+(?:\.\d+)?)/m.exec(
    text.slice(0, 4096),
  );
  return match ? `${match[1] === 'swagger' ? 'Swagger' : 'OpenAPI'} ${match[2]}` : undefined;
}

/** An OpenAPI document the site links from llms.txt (its `OpenAPI Specs` section) or serves at /openapi.json. */
export const openApiSpec: ScoreCheck = async (site) => {
  const links = (await site.llmsTxt())?.document.links ?? [];
  const linked = links
    .filter(
      (link) => /openapi|swagger/i.test(link.section ?? '') || /\.(json|ya?ml)$/i.test(linkPath(link.href)),
    )
    .map((link) => site.pathOf(link.href))
    .filter((path): path is string => path !== undefined);
  const problems: string[] = [];
  for (const path of [...new Set(linked)]) {
    const response = await site.read(path);
    const version = isOk(response) ? openApiVersion(response.text) : undefined;
    if (version) return pass(`${version} document at ${path}, linked from llms.txt.`);
    problems.push(`${path} ${isOk(response) ? 'is not an OpenAPI document' : `answered ${response.status}`}`);
  }
  for (const path of wellKnownSpecs) {
    const response = await site.read(path);
    const version = isOk(response) ? openApiVersion(response.text) : undefined;
    if (version)
      return (linked.length > 0 ? warn : pass)(
        `${version} document at ${path}${problems.length > 0 ? `, but llms.txt links a broken one: ${problems.join('; ')}` : ''}.`,
      );
  }
  if (problems.length > 0) return fail(`The OpenAPI links of llms.txt do not work: ${problems.join('; ')}.`);
  return fail(
    'No OpenAPI document is linked from llms.txt ("## OpenAPI Specs") or served at /openapi.json or /openapi.yaml.',
  );
};

/** sitemap.xml where robots.txt says, else at /sitemap.xml, with at least one URL. */
export const sitemapExists: ScoreCheck = async (site) => {
  const robots = await site.read('/robots.txt');
  const declared = isOk(robots)
    ? parseRobotsTxt(robots.text)
        .sitemaps.map((url) => site.pathOf(url))
        .filter((path): path is string => path !== undefined)
    : [];
  const path = declared[0] ?? '/sitemap.xml';
  const response = await site.read(path);
  if (!isOk(response))
    return fail(
      `${path} answered ${response.status || response.error}; publish a sitemap and name it in robots.txt.`,
    );
  if (!/<(urlset|sitemapindex)[\s>]/.test(response.text))
    return fail(`${path} is not a sitemap (no <urlset> or <sitemapindex>).`);
  const urls = (response.text.match(/<loc>/g) ?? []).length;
  const named = declared.length > 0 ? ', named in robots.txt' : '';
  return (urls > 0 ? pass : warn)(`${path} lists ${count(urls)} URL${urls === 1 ? '' : 's'}${named}.`);
};

/** The home page, after a redirect page (`<meta http-equiv="refresh">`) if it is one. */
async function homePage(site: SiteUnderCheck): Promise<{ path: string; response: SiteResponse }> {
  const response = await site.read('/');
  const refresh = /<meta[^>]+http-equiv=["']?refresh["']?[^>]*content=["'][^"']*url=([^"'>\s]+)/i.exec(
    response.text,
  );
  const target =
    refresh?.[1] !== undefined ? site.pathOf(new URL(refresh[1], site.reader.baseUrl).href) : undefined;
  if (isOk(response) && target !== undefined && target !== '/')
    return { path: target, response: await site.read(target) };
  return { path: '/', response };
}

/** JSON-LD (`<script type="application/ld+json">`) on the home page, with a schema.org `@type`. */
export const structuredData: ScoreCheck = async (site) => {
  const { path, response } = await homePage(site);
  if (!isOk(response)) return fail(`The home page (${path}) answered ${response.status || response.error}.`);
  if (!isHtml(response)) return fail(`The home page (${path}) is not HTML.`);
  const blocks = [
    ...response.text.matchAll(
      /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi,
    ),
  ].map((match) => match[1] as string);
  if (blocks.length === 0)
    return fail(
      `The home page (${path}) has no JSON-LD: add a <script type="application/ld+json"> describing the site (schema.org WebSite).`,
    );
  const types: string[] = [];
  for (const [index, block] of blocks.entries()) {
    let data: unknown;
    try {
      data = JSON.parse(block);
    } catch (error) {
      return fail(
        `JSON-LD block ${index + 1} of the home page is not valid JSON: ${clip((error as Error).message, 80)}.`,
      );
    }
    types.push(...typesOf(data));
  }
  if (types.length === 0) return warn(`The home page's JSON-LD has no schema.org "@type".`);
  return pass(`The home page (${path}) has JSON-LD: ${[...new Set(types)].join(', ')}.`);
};

function typesOf(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(typesOf);
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  const own =
    typeof record['@type'] === 'string'
      ? [record['@type']]
      : Array.isArray(record['@type'])
        ? record['@type'].filter((t): t is string => typeof t === 'string')
        : [];
  return [...own, ...typesOf(record['@graph'])];
}
