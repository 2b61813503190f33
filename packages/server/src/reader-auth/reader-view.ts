import { readFile, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import {
  applyUserChoices,
  audienceOfSearchFile,
  type LlmsForReaders,
  llmsFilesFor,
  llmsForReadersPath,
  withoutHiddenEntries,
} from '@docwright/site-builder/serving';
import type { PublishedSite } from '../site/published-site.ts';
import { type AccessDecision, inGroups } from './access.ts';
import { revealAuthPlaygrounds } from './auth-playground.ts';
import { fillUserFields, withPlaygroundInputs } from './personalization.ts';
import type { Reader } from './tokens.ts';

// What of a site's group-only pages a reader sees beyond the pages themselves (docs/server.md, Reader
// authentication): navigation entries, search indexes, island modules and the llms files, by the
// audiences the build recorded (`reader-visibility.ts` in the build).

/** Whether the reader belongs to an audience of the site's group-only pages. */
function audiencesOf(site: PublishedSite, reader: Reader | undefined): (audience: string) => boolean {
  const audiences = site.manifest.audiences ?? {};
  return (audience) => {
    const groups = Object.hasOwn(audiences, audience) ? audiences[audience] : undefined;
    return reader !== undefined && groups !== undefined && groups.length > 0 && inGroups(groups, reader);
  };
}

/** The audiences of the site's group-only pages that the reader belongs to. */
export function readerAudiences(site: PublishedSite, reader: Reader | undefined): string[] {
  return Object.keys(site.manifest.audiences ?? {}).filter(audiencesOf(site, reader));
}

/** The audiences that may fetch a file, for a group-only page's search index or island module. */
function fileAudiences(site: PublishedSite, file: string): readonly string[] | undefined {
  const search = audienceOfSearchFile(file);
  if (search !== undefined) return [search];
  const files = site.manifest.audienceFiles ?? {};
  return Object.hasOwn(files, file) ? files[file] : undefined;
}

/** Who may fetch a file only some audiences may; undefined for any other file. */
export function decideAudienceFile(
  site: PublishedSite,
  file: string,
  reader: Reader | undefined,
): AccessDecision | undefined {
  const audiences = fileAudiences(site, file);
  if (audiences === undefined) return undefined;
  if (!reader) return 'sign-in';
  return audiences.some(audiencesOf(site, reader)) ? 'allow' : 'forbidden';
}

export const isAudienceFile = (site: PublishedSite, file: string): boolean =>
  fileAudiences(site, file) !== undefined;

/**
 * How an HTML file reads for a reader, or undefined when it is served as built: without the
 * navigation entries of group-only pages outside the reader's audiences, with the `auth`
 * playgrounds of the reader's groups only, and, on a personalized page, with the reader's own data.
 */
export function readerHtml(
  site: PublishedSite,
  file: string,
  route: string | undefined,
): ((html: string, reader: Reader | undefined) => string) | undefined {
  if (!file.endsWith('.html')) return undefined;
  const playgrounds = route !== undefined && site.manifest.routes[route]?.authPlayground === true;
  const marked = site.manifest.audiences !== undefined;
  const personalized = route !== undefined && site.manifest.routes[route]?.personalized === true;
  const choices = route !== undefined ? userChoicesOf(site, route) : undefined;
  if (!playgrounds && !marked && !personalized) return undefined;
  return (html, reader) => {
    const shown = marked ? withoutHiddenEntries(html, audiencesOf(site, reader)) : html;
    const revealed = playgrounds ? revealAuthPlaygrounds(shown, reader) : shown;
    if (!personalized) return revealed;
    // Branches first: a chosen branch may hold `{user.<field>}` values to fill.
    const chosen = choices ? applyUserChoices(revealed, choices, reader?.content ?? {}) : revealed;
    return withPlaygroundInputs(fillUserFields(chosen, reader), reader);
  };
}

function userChoicesOf(site: PublishedSite, route: string) {
  const all = site.manifest.userChoices ?? {};
  return Object.hasOwn(all, route) ? all[route] : undefined;
}

const llmsFiles: Readonly<Record<string, 'llmsTxt' | 'llmsFullTxt'>> = {
  'llms.txt': 'llmsTxt',
  '.well-known/llms.txt': 'llmsTxt',
  'llms-full.txt': 'llmsFullTxt',
  '.well-known/llms-full.txt': 'llmsFullTxt',
};

const llmsData = new WeakMap<PublishedSite, Promise<LlmsForReaders | undefined>>();

/**
 * `llms.txt` or `llms-full.txt` with the group-only pages this reader may open, or undefined when
 * the built file is theirs as it is (they may open none, or the site wrote its own).
 */
export async function readerLlmsText(
  site: PublishedSite,
  file: string,
  reader: Reader | undefined,
): Promise<string | undefined> {
  const which = Object.hasOwn(llmsFiles, file) ? llmsFiles[file] : undefined;
  if (which === undefined) return undefined;
  const sees = audiencesOf(site, reader);
  if (!Object.keys(site.manifest.audiences ?? {}).some(sees)) return undefined;
  let data = llmsData.get(site);
  if (!data) {
    data = readLlmsData(site);
    llmsData.set(site, data);
  }
  const loaded = await data;
  try {
    return loaded && llmsFilesFor(loaded, sees)[which];
  } catch {
    // Data this build did not write as expected: the built file, which leaves every group-only page out.
    return undefined;
  }
}

async function readLlmsData(site: PublishedSite): Promise<LlmsForReaders | undefined> {
  try {
    const path = await realpath(join(site.root, llmsForReadersPath));
    if (!path.startsWith(site.realRoot + sep)) return undefined;
    return JSON.parse(await readFile(path, 'utf8')) as LlmsForReaders;
  } catch {
    return undefined;
  }
}
