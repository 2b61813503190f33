import { fail, pass, type ScoreCheck, type Verdict, warn } from '../check-result.ts';
import { count } from '../site-reader.ts';
import type { FoundFile } from '../site-under-check.ts';
import { clip, missing } from './llms-txt.ts';

const llmsFullMinCharacters = 500;
const llmsFullMaxCharacters = 5_000_000;

const withLlmsFull =
  (check: (found: FoundFile) => Verdict): ScoreCheck =>
  async (site) => {
    const found = await site.llmsFullTxt();
    return found ? check(found) : fail(`No llms-full.txt to check: ${await missing(site, '/llms-full.txt')}`);
  };

export const llmsTxtFullExists: ScoreCheck = async (site) => {
  const found = await site.llmsFullTxt();
  if (!found)
    return fail(
      `${await missing(site, '/llms-full.txt')} Publish every page's Markdown in one llms-full.txt.`,
    );
  const verdict = found.path === '/llms-full.txt' ? pass : warn;
  return verdict(`Found at ${found.path}, ${count(found.response.text.length)} characters.`);
};

export const llmsTxtFullSize = withLlmsFull(({ response }) => {
  const size = response.text.length;
  if (size < llmsFullMinCharacters)
    return fail(
      `${count(size)} characters: too little to hold the docs (at least ${count(llmsFullMinCharacters)} expected).`,
    );
  if (size > llmsFullMaxCharacters)
    return fail(
      `${count(size)} characters: over the ${count(llmsFullMaxCharacters)} agents can take in; leave out generated reference pages or split it.`,
    );
  return pass(
    `${count(size)} characters, within ${count(llmsFullMinCharacters)} to ${count(llmsFullMaxCharacters)}.`,
  );
});

/** Markdown text (not a web page) that starts with a page's H1, as llms-full.txt files do. */
export const llmsTxtFullValid = withLlmsFull(({ response, document }) => {
  if (response.text.trim() === '') return fail('llms-full.txt is empty.');
  if (!/^#\s/.test(document.firstLine))
    return fail(
      `llms-full.txt should start with a page's "# Title"; it starts with "${clip(document.firstLine)}".`,
    );
  const pages = document.headings.filter((heading) => heading.level === 1).length;
  const sources = document.sources > 0 ? `, ${count(document.sources)} with a "Source:" line` : '';
  return pass(`Markdown with ${count(pages)} page${pages === 1 ? '' : 's'} (H1 headings)${sources}.`);
});
