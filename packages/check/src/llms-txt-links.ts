import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCodeFrame, createDiagnostic, type Diagnostic, positionAt } from '@docwright/diagnostics';
import type { SiteGraph } from '@docwright/site-builder';
import { linkPath } from './llms-txt.ts';
import type { CheckedLink, SiteUnderCheck } from './site-under-check.ts';

/**
 * Links of the built llms.txt to this site that do not answer. A site's own llms.txt is located
 * where the link is written; in the generated one a broken link comes from a page's description,
 * so it is located in that page's front matter.
 */
export async function llmsTxtLinkDiagnostics(
  site: SiteUnderCheck,
  dir: string,
  graph: SiteGraph,
): Promise<Diagnostic[]> {
  const found = await site.llmsTxt();
  if (!found) return [];
  const file = found.path.slice(1);
  const own = existsSync(join(dir, file));
  const text = found.response.text;
  const broken = (await site.llmsTxtLinks()).filter((checked) => checked.state === 'broken');
  const diagnostics: Diagnostic[] = [];
  for (const { link, why } of broken) {
    if (own) {
      diagnostics.push(
        createDiagnostic('check/llms-txt-broken-link', {
          file,
          line: link.line,
          column: link.column,
          frame: createCodeFrame(text, link.line, link.column),
          message: `The link "${link.href}" does not resolve (${why}).`,
        }),
      );
      continue;
    }
    const source = await describingPage(site, found.document.links, link, dir, graph);
    diagnostics.push(
      createDiagnostic('check/llms-txt-broken-link', {
        ...source,
        message: `${source ? "This page's description links" : 'The generated llms.txt links'} "${link.href}", which does not resolve (${why}); llms.txt (line ${link.line}) shows it as written.`,
        ...(source && {
          hint: 'Point the link at a page of the site (absolute paths start at the site folder); descriptions are copied into llms.txt as they are.',
        }),
      }),
    );
  }
  return diagnostics;
}

/** The page file whose description holds `link`: the entry's own link, first on its line, names the page. */
async function describingPage(
  site: SiteUnderCheck,
  links: readonly CheckedLink['link'][],
  link: CheckedLink['link'],
  dir: string,
  graph: SiteGraph,
): Promise<{ file: string; line: number; column: number; frame: string } | undefined> {
  const entry = links.find((candidate) => candidate.line === link.line);
  if (!entry || entry === link) return undefined;
  const twin = linkPath(site.pathOf(entry.href) ?? '');
  if (!twin.endsWith('.md')) return undefined;
  const route = twin.slice(1, -'.md'.length).replace(/^index$/, '');
  const page = graph.routes.get(route);
  if (page?.kind !== 'page') return undefined;
  const source = await readFile(join(dir, page.file), 'utf8').catch(() => undefined);
  // As written, or as a root-relative path if llms.txt made it absolute.
  const written = [link.href, site.pathOf(link.href)].filter((href): href is string => href !== undefined);
  const at = written.map((href) => source?.indexOf(`](${href}`) ?? -1).find((index) => index !== -1) ?? -1;
  if (source === undefined || at === -1) return undefined;
  const { line, column } = positionAt(source, at + 2);
  return { file: page.file, line, column, frame: createCodeFrame(source, line, column) };
}
