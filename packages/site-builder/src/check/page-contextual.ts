import type { LoadedSpec, Operation } from '@docwright/api-model';
import { leftOutContextualOptions, mcpContextualOptions, parsePageContextual } from '@docwright/config';
import { createDiagnostic, type Diagnostic, locatePointer } from '@docwright/diagnostics';
import type { PageSource } from '../load/discover.ts';
import { specSourceText } from '../load/spec-texts.ts';
import type { SiteGraph } from '../plan/routes.ts';
import { frontmatterWarning } from '../render/layout-diagnostics.ts';
import { howToGiveMcpUrl } from './mcp-entries.ts';

/**
 * Located `page/not-supported` warnings for each built page's front matter `contextual`, and
 * `spec/not-supported` warnings for each generated endpoint page's `x-mint.metadata.contextual`: a
 * value docs.json's schema refuses (the page keeps docs.json's menu), the options the menu leaves
 * out, and, for a build that knows no MCP server URL, the options that hand one out.
 */
export function pageContextualDiagnostics(
  graph: SiteGraph,
  pages: ReadonlyMap<string, PageSource>,
  specs: ReadonlyMap<string, LoadedSpec>,
  knowsMcpUrl: boolean,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const withMenus = operationsWithMenus(specs);
  for (const entry of graph.routes.values()) {
    if (entry.kind === 'page') {
      const page = pages.get(entry.route);
      if (page?.frontmatter.contextual === undefined) continue;
      for (const message of contextualProblems(
        page.frontmatter.contextual,
        'The front-matter field `contextual`',
        knowsMcpUrl,
      ))
        out.push(frontmatterWarning(page, 'contextual', message));
    } else if (entry.kind === 'endpoint') {
      const operation = withMenus.get(entry.binding.specId)?.get(entry.binding.key);
      const loaded = specs.get(entry.binding.specId);
      if (!operation || !loaded) continue;
      const path = `${operation.pointer}/x-mint/metadata/contextual`;
      const value = operation.page.frontmatter?.contextual;
      for (const message of contextualProblems(value, '`x-mint.metadata.contextual`', knowsMcpUrl))
        out.push(specWarning(loaded, entry.binding.specId, path, `${operation.key}: ${message}`));
    }
  }
  return out;
}

/** Per spec, the operations whose `x-mint.metadata` sets `contextual`, by key. */
function operationsWithMenus(specs: ReadonlyMap<string, LoadedSpec>): Map<string, Map<string, Operation>> {
  const found = new Map<string, Map<string, Operation>>();
  for (const [id, loaded] of specs)
    for (const operation of loaded.spec?.operations ?? [])
      if (operation.page.frontmatter?.contextual !== undefined)
        found.set(id, (found.get(id) ?? new Map()).set(operation.key, operation));
  return found;
}

function specWarning(loaded: LoadedSpec, file: string, jsonPath: string, message: string): Diagnostic {
  const text = specSourceText(loaded);
  const position = text === undefined ? undefined : locatePointer(file, text, jsonPath);
  return createDiagnostic('spec/not-supported', {
    file,
    jsonPath,
    ...(position && { line: position.line, column: position.column }),
    message,
    hint: 'The generated page applies `x-mint.metadata.contextual` as a page applies its front matter `contextual`; fix or remove what the message names.',
  });
}

/** What is wrong with, or left out of, a page's own `contextual` menu (`field` names where it is written). */
function contextualProblems(value: unknown, field: string, knowsMcpUrl: boolean): string[] {
  const parsed = parsePageContextual(value);
  if (!parsed.ok) {
    const problems = parsed.problems.map(({ path, message }) => `${path}: ${message}`).join('; ');
    const sentence = /[.?!]$/.test(problems) ? problems : `${problems}.`;
    return [
      `${field} is not applied: ${sentence} The page shows docs.json's menu instead; write it as docs.json's \`contextual\` is written ({ options: [...], display: "header" | "toc" }).`,
    ];
  }
  const { options } = parsed.contextual;
  const out = leftOutContextualOptions(options).map(
    ({ index, option, reason }) =>
      `contextual.options[${index}] "${option}" is left out of this page's menu: ${reason}.`,
  );
  if (knowsMcpUrl) return out;
  options.forEach((option, index) => {
    const needsUrl =
      typeof option === 'string'
        ? mcpContextualOptions.has(option)
        : JSON.stringify(option.href).includes('$mcp');
    if (!needsUrl) return;
    const name = typeof option === 'string' ? `"${option}"` : `"${option.title}" (its link names $mcp)`;
    out.push(
      `contextual.options[${index}] ${name} is left out of this page's menu: the build knows no MCP server URL for the site. To show it, ${howToGiveMcpUrl}.`,
    );
  });
  return out;
}
