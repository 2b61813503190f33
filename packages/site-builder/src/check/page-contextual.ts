import { leftOutContextualOptions, mcpContextualOptions, parsePageContextual } from '@docwright/config';
import type { Diagnostic } from '@docwright/diagnostics';
import type { PageSource } from '../load/discover.ts';
import type { SiteGraph } from '../plan/routes.ts';
import { frontmatterWarning } from '../render/layout-diagnostics.ts';
import { howToGiveMcpUrl } from './mcp-entries.ts';

/**
 * Located `page/not-supported` warnings for each built page's front matter `contextual`: a value
 * docs.json's schema refuses (the page keeps docs.json's menu), the options the menu leaves out,
 * and, for a build that knows no MCP server URL, the options that hand one out.
 */
export function pageContextualDiagnostics(
  graph: SiteGraph,
  pages: ReadonlyMap<string, PageSource>,
  knowsMcpUrl: boolean,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const entry of graph.routes.values()) {
    const page = entry.kind === 'page' ? pages.get(entry.route) : undefined;
    if (page?.frontmatter.contextual === undefined) continue;
    const parsed = parsePageContextual(page.frontmatter.contextual);
    if (!parsed.ok) {
      const problems = parsed.problems.map(({ path, message }) => `${path}: ${message}`).join('; ');
      out.push(
        frontmatterWarning(
          page,
          'contextual',
          `The front-matter field \`contextual\` is not applied: ${problems}. The page shows docs.json's menu instead; write it as docs.json's \`contextual\` is written ({ options: [...], display: "header" | "toc" }).`,
        ),
      );
      continue;
    }
    const { options } = parsed.contextual;
    for (const { index, option, reason } of leftOutContextualOptions(options))
      out.push(
        frontmatterWarning(
          page,
          'contextual',
          `contextual.options[${index}] "${option}" is left out of this page's menu: ${reason}.`,
        ),
      );
    if (knowsMcpUrl) continue;
    options.forEach((option, index) => {
      const needsUrl =
        typeof option === 'string'
          ? mcpContextualOptions.has(option)
          : JSON.stringify(option.href).includes('$mcp');
      if (!needsUrl) return;
      const name = typeof option === 'string' ? `"${option}"` : `"${option.title}" (its link names $mcp)`;
      out.push(
        frontmatterWarning(
          page,
          'contextual',
          `contextual.options[${index}] ${name} is left out of this page's menu: the build knows no MCP server URL for the site. To show it, ${howToGiveMcpUrl}.`,
        ),
      );
    });
  }
  return out;
}
