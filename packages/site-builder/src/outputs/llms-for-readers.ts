import type { NavSection } from '@docwright/page-model';
import type { ExternalLink } from '../plan/routes.ts';
import { siteIndex } from './indexing.ts';
import { llmsInputOf, specAudiences } from './llms-files.ts';
import { joinLlmsFullParts, llmsFullPart } from './llms-full.ts';
import { createLlmsTxt, type LlmsSpecFile, type LlmsTxtInput, llmsRoutes } from './llms-txt.ts';
import type { RestrictedPages } from './restricted-pages.ts';
import type { SiteSnapshot } from './site-snapshot.ts';

/**
 * What `docs serve` makes `llms.txt` and `llms-full.txt` from for a reader who may open some
 * group-only pages (`llmsForReadersPath`): every indexed page, each group-only one with its audience.
 * The built files are what a reader who may open none of them gets.
 */
export interface LlmsForReaders {
  /** Which of the two files the build made (a site's own file is everyone's, as it is). */
  readonly llmsTxt: boolean;
  readonly llmsFullTxt: boolean;
  readonly name: string;
  readonly description?: string;
  readonly baseUrl: string;
  readonly sections: readonly NavSection[];
  readonly pages: Readonly<Record<string, LlmsPage>>;
  readonly extraRoutes: readonly string[];
  readonly specFiles: readonly (LlmsSpecFile & { readonly audiences?: readonly string[] })[];
  readonly externalLinks: readonly ExternalLink[];
}

interface LlmsPage {
  readonly title: string;
  readonly description?: string;
  /** Set for a group-only page. */
  readonly audience?: string;
  /** Its part of `llms-full.txt`, when it has a body. */
  readonly full?: string;
}

/** The llms data of a site with group-only pages; undefined without them or when the site has both files of its own. */
export function llmsForReaders(
  snapshot: SiteSnapshot,
  baseUrl: string,
  restricted: RestrictedPages,
): LlmsForReaders | undefined {
  const own = (name: string) => snapshot.assets.includes(name);
  if (restricted.audiences.size === 0 || (own('llms.txt') && own('llms-full.txt'))) return undefined;
  // Without `pages`, the index keeps group-only pages in.
  const index = siteIndex({ graph: snapshot.graph, config: snapshot.config });
  const input = llmsInputOf(snapshot, index, baseUrl);
  const pages: Record<string, LlmsPage> = {};
  for (const route of llmsRoutes(input)) {
    const entry = snapshot.graph.routes.get(route);
    const markdown = snapshot.pages.get(route)?.markdown;
    if (!entry) continue;
    const audience = restricted.audienceOf(route);
    pages[route] = {
      title: entry.title,
      ...(entry.description !== undefined && { description: entry.description }),
      ...(audience !== undefined && { audience }),
      ...(markdown !== undefined && { full: llmsFullPart(entry, markdown, baseUrl) }),
    };
  }
  const audiencesOfSpec = specAudiences(snapshot, restricted);
  return {
    llmsTxt: !own('llms.txt'),
    llmsFullTxt: !own('llms-full.txt'),
    name: input.name,
    ...(input.description !== undefined && { description: input.description }),
    baseUrl,
    sections: input.sections,
    pages,
    extraRoutes: input.extraRoutes,
    specFiles: input.specFiles.map((file) => {
      const audiences = audiencesOfSpec.get(file.path);
      return audiences ? { ...file, audiences: [...audiences].sort() } : file;
    }),
    externalLinks: input.externalLinks,
  };
}

/**
 * `llms.txt` and `llms-full.txt` as a reader sees them (`sees`: the audiences the reader is in):
 * the pages they may open, and the specs whose every page they may open. Undefined for a file the
 * site has its own of.
 */
export function llmsFilesFor(
  data: LlmsForReaders,
  sees: (audience: string) => boolean,
): { llmsTxt?: string; llmsFullTxt?: string } {
  const visible = (route: string) => {
    const page = data.pages[route];
    return page !== undefined && (page.audience === undefined || sees(page.audience));
  };
  const routes = new Map(Object.entries(data.pages));
  const input: LlmsTxtInput = {
    name: data.name,
    ...(data.description !== undefined && { description: data.description }),
    baseUrl: data.baseUrl,
    sections: data.sections,
    routes,
    indexed: (route) => Object.hasOwn(data.pages, route) && visible(route),
    extraRoutes: data.extraRoutes.filter(visible),
    specFiles: data.specFiles
      .filter((file) => (file.audiences ?? []).every(sees))
      .map(({ audiences: _audiences, ...file }) => file),
    externalLinks: data.externalLinks,
  };
  return {
    ...(data.llmsTxt && { llmsTxt: createLlmsTxt(input).text }),
    ...(data.llmsFullTxt && {
      llmsFullTxt: joinLlmsFullParts(llmsRoutes(input).flatMap((route) => data.pages[route]?.full ?? [])),
    }),
  };
}
