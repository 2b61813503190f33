import { createDiagnostic, type Diagnostic, type PathSegment } from '@docwright/diagnostics';
import type { contextualOptions } from './schema/chrome.ts';

/** The `contextual.options` ids Docwright's page menu shows; the theme keys its entries by them. */
export const appliedContextualOptions = [
  'copy',
  'view',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'download-spec',
] as const satisfies readonly (typeof contextualOptions)[number][];
export type AppliedContextualOption = (typeof appliedContextualOptions)[number];

const mcpServer = 'Docwright serves no MCP server for the site, so there is no server URL to copy or install';

/** Why each id Mintlify accepts is left out of the menu. */
const leftOut: Readonly<Record<string, string>> = {
  mcp: mcpServer,
  'add-mcp': mcpServer,
  cursor: mcpServer,
  vscode: mcpServer,
  'devin-mcp': mcpServer,
  assistant: 'Docwright has no AI assistant to open',
  'download-pdf': 'Docwright does not export pages as PDF',
  aistudio: 'opening Google AI Studio is not supported yet',
  devin: 'opening Devin is not supported yet',
  'devin-desktop':
    'opening the Devin Desktop app is not supported yet; `copy` puts the page on the clipboard to paste there',
  windsurf: 'opening Windsurf is not supported yet',
};

/** A `config/not-supported` warning, at its place in docs.json, for each option the menu leaves out. */
export function contextualOptionsLeftOut(
  raw: Record<string, unknown>,
  place: (path: PathSegment[]) => object,
): Diagnostic[] {
  const contextual = raw.contextual as { options?: unknown; display?: unknown } | undefined;
  const options = Array.isArray(contextual?.options) ? (contextual.options as unknown[]) : [];
  // The menu always sits beside the page title (Mintlify's "header").
  const display =
    contextual?.display === 'toc'
      ? [
          createDiagnostic('config/not-supported', {
            ...place(['contextual', 'display']),
            message:
              'contextual.display "toc" is not applied: the page menu always sits beside the page title ("header").',
          }),
        ]
      : [];
  return display.concat(
    options.flatMap((option, index) => {
      const reason = typeof option === 'string' ? leftOut[option] : undefined;
      return reason
        ? [
            createDiagnostic('config/not-supported', {
              ...place(['contextual', 'options', index]),
              message: `contextual.options[${index}] "${option}" is left out of the page menu: ${reason}.`,
            }),
          ]
        : [];
    }),
  );
}
