import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { htmlFileOfRoute, type PageLink, type SiteSnapshot } from '@docwright/site-builder';
import { elementIds } from './html-ids.ts';
import { nearest } from './nearest.ts';

/** Ids of the page chrome (menus, generated controls): valid targets, but never worth suggesting. */
const isChromeId = (id: string) => id.startsWith('dw-') || id === 'content';

/**
 * Links with a fragment (`/guides/intro#setup`, `#setup`) whose page has no element with that id:
 * headings, parameter and field anchors of endpoint pages and any other element of the built page
 * count. Links to files, redirects or missing pages are left to the link check.
 */
export async function findBrokenAnchors(snapshot: SiteSnapshot, outDir: string): Promise<Diagnostic[]> {
  const idsByRoute = new Map<string, Promise<string[]>>();
  const idsOf = (route: string) => {
    let ids = idsByRoute.get(route);
    if (!ids) {
      ids = readFile(join(outDir, htmlFileOfRoute(route)), 'utf8').then(elementIds, () => []);
      idsByRoute.set(route, ids);
    }
    return ids;
  };
  const diagnostics: Diagnostic[] = [];
  for (const [route, page] of snapshot.pages) {
    for (const link of page.links) {
      if (link.fragment === undefined) continue;
      const target = link.samePage ? route : link.target;
      if (!snapshot.graph.routes.has(target)) continue;
      const fragment = decodeFragment(link.fragment);
      // Browsers scroll to the top for `#top` when no element has that id.
      if (fragment === '' || fragment.toLowerCase() === 'top') continue;
      const ids = await idsOf(target);
      if (ids.includes(fragment)) continue;
      diagnostics.push(
        brokenAnchor(
          link,
          target,
          fragment,
          ids.filter((id) => !isChromeId(id)),
        ),
      );
    }
  }
  return diagnostics;
}

function brokenAnchor(
  link: PageLink,
  target: string,
  fragment: string,
  anchors: readonly string[],
): Diagnostic {
  const page = `/${target}`;
  const closest = nearest(fragment, anchors);
  return createDiagnostic('page/broken-anchor', {
    file: link.file,
    ...(link.line !== undefined && { line: link.line, column: link.column ?? 1 }),
    ...(link.frame !== undefined && { frame: link.frame }),
    message: `The link "${link.href}" points at #${fragment}, which no heading, field or element of ${link.samePage ? 'this page' : page} has.`,
    hint:
      closest !== undefined
        ? `Did you mean #${closest}? ${link.samePage ? 'This page' : page} has ${anchors.length} anchor${anchors.length === 1 ? '' : 's'}${anchors.length <= 8 ? `: ${anchors.map((id) => `#${id}`).join(', ')}` : ''}.`
        : `${link.samePage ? 'This page' : page} has no anchors: link the page without "#${fragment}", or give the target an id.`,
  });
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
