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
  'aistudio',
  'devin',
  'windsurf',
  'download-spec',
  'download-pdf',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
] as const satisfies readonly (typeof contextualOptions)[number][];
export type AppliedContextualOption = (typeof appliedContextualOptions)[number];

/** The options that hand out the site's MCP server URL: shown only where the build knows it. */
export const mcpContextualOptions: ReadonlySet<string> = new Set(['mcp', 'add-mcp', 'cursor', 'vscode']);

/** Why each id Mintlify accepts is left out of the menu. */
const leftOut: Readonly<Record<string, string>> = {
  'devin-mcp':
    'Devin has no documented link that installs an MCP server; `mcp` copies the server URL to add in Devin',
  assistant: 'Docwright has no AI assistant to open',
  'devin-desktop':
    'the Devin Desktop app has no documented link that opens it with a page; `copy` puts the page on the clipboard to paste there',
};

/** Each option of `options` the menu leaves out, with why (the MCP options are the build's to judge). */
export function leftOutContextualOptions(
  options: readonly unknown[],
): { readonly index: number; readonly option: string; readonly reason: string }[] {
  return options.flatMap((option, index) => {
    const reason = typeof option === 'string' ? leftOut[option] : undefined;
    return reason && typeof option === 'string' ? [{ index, option, reason }] : [];
  });
}

/** A `config/not-supported` warning, at its place in docs.json, for each option the menu leaves out. */
export function contextualOptionsLeftOut(
  raw: Record<string, unknown>,
  place: (path: PathSegment[]) => object,
): Diagnostic[] {
  const contextual = raw.contextual as { options?: unknown } | undefined;
  const options = Array.isArray(contextual?.options) ? (contextual.options as unknown[]) : [];
  return leftOutContextualOptions(options).map(({ index, option, reason }) =>
    createDiagnostic('config/not-supported', {
      ...place(['contextual', 'options', index]),
      message: `contextual.options[${index}] "${option}" is left out of the page menu: ${reason}.`,
    }),
  );
}
