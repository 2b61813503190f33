import { fail, pass, type ScoreCheck, skip, warn } from '../check-result.ts';
import { linkPath } from '../llms-txt.ts';
import { isHtml, isOk } from '../site-reader.ts';
import type { SiteUnderCheck } from '../site-under-check.ts';

/** A page and its Markdown twin: the first `.md` page link of llms.txt, else the home page. */
async function samplePage(site: SiteUnderCheck): Promise<{ page: string; twin: string }> {
  for (const { link } of await site.llmsTxtLinks()) {
    const path = site.pathOf(link.href);
    if (path === undefined || !linkPath(path).endsWith('.md')) continue;
    const twin = linkPath(path);
    const page = twin === '/index.md' ? '/' : twin.slice(0, -'.md'.length);
    return { page, twin };
  }
  return { page: '/', twin: '/index.md' };
}

/**
 * A page URL requested with `Accept: <type>` must answer with the page's Markdown twin
 * (docs/output.md, For AI systems); only a server can do that, so a built folder skips it.
 */
function contentNegotiation(accept: 'text/markdown' | 'text/plain'): ScoreCheck {
  return async (site) => {
    if (site.reader.kind === 'directory')
      return skip('Needs a running server: run `docs check --url <address of the served site>`.');
    const { page, twin } = await samplePage(site);
    const response = await site.read(page, accept);
    if (!isOk(response))
      return fail(`GET ${page} with Accept: ${accept} answered ${response.status || response.error}.`);
    const type = (response.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    if (isHtml(response))
      return fail(
        `GET ${page} with Accept: ${accept} answered ${type || 'HTML'}; serve the Markdown twin (${twin}) instead.`,
      );
    const expected = accept === 'text/markdown' ? ['text/markdown'] : ['text/plain', 'text/markdown'];
    const original = await site.read(twin);
    const sameAsTwin = isOk(original) && original.text === response.text;
    const what = sameAsTwin ? `the Markdown twin (${twin})` : 'text that differs from the Markdown twin';
    if (!expected.includes(type))
      return warn(
        `GET ${page} with Accept: ${accept} answered ${what}, but as ${type || 'no content type'}.`,
      );
    return (sameAsTwin ? pass : warn)(`GET ${page} with Accept: ${accept} answered ${type}: ${what}.`);
  };
}

export const contentNegotiationMarkdown = contentNegotiation('text/markdown');
export const contentNegotiationPlaintext = contentNegotiation('text/plain');
