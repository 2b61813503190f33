import { fail, pass, type ScoreCheck, type Verdict, warn } from '../check-result.ts';
import { linkPath } from '../llms-txt.ts';
import { count, isHtml } from '../site-reader.ts';
import type { FoundFile, SiteUnderCheck } from '../site-under-check.ts';

const llmsTxtMaxCharacters = 100_000;

/** Why neither /llms.txt nor /.well-known/llms.txt was found. */
export async function missing(site: SiteUnderCheck, path: string): Promise<string> {
  const response = await site.read(path);
  if (response.status === 0) return `${path} could not be fetched: ${response.error}.`;
  if (response.status >= 200 && response.status < 300 && isHtml(response))
    return `${path} answers with a web page, not a text file.`;
  return `${path} answered ${response.status}.`;
}

const withLlmsTxt =
  (check: (found: FoundFile, site: SiteUnderCheck) => Promise<Verdict> | Verdict): ScoreCheck =>
  async (site) => {
    const found = await site.llmsTxt();
    return found ? check(found, site) : fail(`No llms.txt to check: ${await missing(site, '/llms.txt')}`);
  };

export const llmsTxtExists: ScoreCheck = async (site) => {
  const found = await site.llmsTxt();
  if (!found)
    return fail(
      `${await missing(site, '/llms.txt')} Publish an llms.txt that lists the pages for AI systems.`,
    );
  const where =
    found.path === '/llms.txt' ? '/llms.txt' : `${found.path} only (agents look at /llms.txt first)`;
  return (found.path === '/llms.txt' ? pass : warn)(
    `Found at ${where}, ${count(found.response.text.length)} characters.`,
  );
};

/** llmstxt.org: an H1 with the site's name first, then sections of `- [name](url): notes` lists. */
export const llmsTxtValid = withLlmsTxt(({ response, document }) => {
  if (response.text.trim() === '') return fail('llms.txt is empty.');
  if (!document.firstLine.startsWith('# '))
    return fail(
      `llms.txt must start with an H1 naming the site ("# My API"); it starts with "${clip(document.firstLine)}".`,
    );
  const h1s = document.headings.filter((heading) => heading.level === 1);
  const sections = document.headings.filter((heading) => heading.level === 2).length;
  if (document.links.length === 0) return warn('llms.txt has its H1 but links no page.');
  if (h1s.length > 1)
    return warn(
      `llms.txt has ${h1s.length} H1 headings (lines ${h1s.map((h) => h.line).join(', ')}); only the first line should be one.`,
    );
  if (document.bareListItems.length > 0)
    return warn(
      `${document.bareListItems.length} list item${document.bareListItems.length === 1 ? '' : 's'} in its sections ${document.bareListItems.length === 1 ? 'is' : 'are'} not a "- [name](url)" link (line ${document.bareListItems.slice(0, 5).join(', ')}).`,
    );
  const summary = /^>\s*\S/m.test(response.text) ? ', a summary' : '';
  return pass(
    `"${clip(document.firstLine)}"${summary}, ${sections} section${sections === 1 ? '' : 's'} and ${count(document.links.length)} links.`,
  );
});

export const llmsTxtSize = withLlmsTxt(({ response }) => {
  const size = response.text.length;
  return size < llmsTxtMaxCharacters
    ? pass(`${count(size)} characters, under the ${count(llmsTxtMaxCharacters)} that agents read whole.`)
    : fail(
        `${count(size)} characters: keep it under ${count(llmsTxtMaxCharacters)} (shorten descriptions, move detail to llms-full.txt).`,
      );
});

/**
 * Every link to this site answers: a pass. At least 90% (SPEC's bar) answer: a warning naming the
 * broken ones, since a check that lists broken links has not passed. Fewer: a failure.
 */
export const llmsTxtLinksResolve = withLlmsTxt(async (_found, site) => {
  const links = await site.llmsTxtLinks();
  if (links.length === 0) return fail('llms.txt has no links to check.');
  const own = links.filter((link) => link.state !== 'external');
  const external = links.length - own.length;
  const elsewhere = external > 0 ? ` (${count(external)} to other sites not fetched)` : '';
  if (own.length === 0)
    return warn(
      `None of its ${count(links.length)} links points at ${site.reader.baseUrl}, so none was checked.`,
    );
  const broken = own.filter((link) => link.state === 'broken');
  const resolved = own.length - broken.length;
  const share = resolved / own.length;
  if (broken.length === 0)
    return pass(`${count(resolved)} of ${count(own.length)} links to this site resolve${elsewhere}.`);
  if (share >= 0.9)
    return warn(
      `${count(resolved)} of ${count(own.length)} links to this site resolve${elsewhere}; broken: ${examples(broken)}.`,
    );
  return fail(
    `Only ${count(resolved)} of ${count(own.length)} links to this site resolve (${Math.floor(share * 100)}%, 90% needed)${elsewhere}; broken: ${examples(broken)}.`,
  );
});

/** At least half its links end in `.md`, so agents get Markdown rather than HTML. */
export const llmsTxtLinksMarkdown = withLlmsTxt(({ document }) => {
  const links = document.links;
  if (links.length === 0) return fail('llms.txt has no links.');
  const markdown = links.filter((link) => linkPath(link.href).toLowerCase().endsWith('.md')).length;
  const verdict = markdown * 2 >= links.length ? pass : fail;
  return verdict(
    `${count(markdown)} of ${count(links.length)} links end in .md${verdict === fail ? "; link the pages' Markdown versions (at least half)" : ''}.`,
  );
});

function examples(broken: readonly { link: { href: string; line: number }; why?: string }[]): string {
  const shown = broken.slice(0, 3).map(({ link, why }) => `${link.href} (line ${link.line}: ${why})`);
  return `${shown.join(', ')}${broken.length > 3 ? ` and ${count(broken.length - 3)} more` : ''}`;
}

export const clip = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
