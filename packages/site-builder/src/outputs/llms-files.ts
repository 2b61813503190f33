import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { defaultSections, type SiteIndex } from './indexing.ts';
import { llmsFullTxtPieces } from './llms-full.ts';
import { createLlmsTxt, type LlmsTxtInput, llmsRoutes } from './llms-txt.ts';
import type { RestrictedPages } from './restricted-pages.ts';
import type { SiteSnapshot } from './site-snapshot.ts';

/**
 * What llms.txt and llms-full.txt are made from: the default sections, the index, the local spec
 * files. Given the site's group-only pages, specs that document any of them are left out.
 */
export function llmsInputOf(
  snapshot: SiteSnapshot,
  index: SiteIndex,
  baseUrl: string,
  restricted?: RestrictedPages,
): LlmsTxtInput {
  const { config, graph } = snapshot;
  const documentsRestricted = restricted
    ? specAudiences(snapshot, restricted)
    : new Map<string, Set<string>>();
  // Agents expect a summary under the title: without docs.json's, the home page's stands in.
  const description = config.description ?? graph.routes.get('')?.description;
  return {
    name: config.name,
    ...(description !== undefined && { description }),
    baseUrl,
    sections: defaultSections(graph.sections),
    routes: graph.routes,
    indexed: index.has,
    extraRoutes: index.extraRoutes,
    specFiles: [...snapshot.specs.values()].flatMap((loaded) =>
      loaded.spec && !/^https?:/.test(loaded.spec.id) && !documentsRestricted.has(loaded.spec.id)
        ? [{ path: loaded.spec.id, title: loaded.spec.title, format: loaded.spec.format }]
        : [],
    ),
    externalLinks: graph.externalLinks,
  };
}

/** The audiences of the group-only pages each spec documents, for the specs that document any. */
export function specAudiences(snapshot: SiteSnapshot, restricted: RestrictedPages): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const entry of snapshot.graph.routes.values()) {
    const audience = entry.binding && restricted.audienceOf(entry.route);
    if (!entry.binding || audience === undefined) continue;
    const audiences = found.get(entry.binding.specId) ?? new Set<string>();
    audiences.add(audience);
    found.set(entry.binding.specId, audiences);
  }
  return found;
}

/** `llms.txt`, with a `build/llms-txt-truncated` warning when its cap left pages out. */
export function llmsTxtFile(input: LlmsTxtInput, onDiagnostic?: (diagnostic: Diagnostic) => void): string {
  const llms = createLlmsTxt(input);
  if (llms.omitted > 0) {
    const count = (n: number) => n.toLocaleString('en');
    onDiagnostic?.(
      createDiagnostic('build/llms-txt-truncated', {
        message: `llms.txt lists ${count(llms.pages - llms.omitted)} of ${count(llms.pages)} pages, without descriptions; the last ${count(llms.omitted)} in navigation order are left out (the file says so).`,
      }),
    );
  }
  return llms.text;
}

/** `llms-full.txt`, page by page: the pages llms.txt lists before its cap, from the bodies the snapshot holds. */
export function llmsFullTxtFile(input: LlmsTxtInput, snapshot: SiteSnapshot): Iterable<string> {
  return llmsFullTxtPieces({
    baseUrl: input.baseUrl,
    routes: llmsRoutes(input).flatMap((route) => snapshot.graph.routes.get(route) ?? []),
    markdownOf: (route) => snapshot.pages.get(route)?.markdown,
  });
}
