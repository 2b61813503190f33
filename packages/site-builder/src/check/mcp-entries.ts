import { type LoadedConfig, locateInMounts, mcpContextualOptions } from '@docwright/config';
import {
  createCodeFrame,
  createDiagnostic,
  type Diagnostic,
  formatJsonPath,
  type PathSegment,
} from '@docwright/diagnostics';

/** How a build learns the site's MCP server URL, for warnings about the menu entries that need it. */
export const howToGiveMcpUrl =
  "pass --mcp-url (or set DOCWRIGHT_MCP_URL) with the URL of the site's MCP server (`docs serve` serves it at <base URL><base path>/mcp)";

/**
 * A located `config/not-supported` warning for each page-menu entry that hands out the MCP server
 * URL (the `mcp`, `add-mcp`, `cursor` and `vscode` options, custom options with `$mcp`), for a
 * build that knows no such URL: a static host serves no MCP server.
 */
export function mcpEntriesLeftOut(config: LoadedConfig | undefined): Diagnostic[] {
  const options = config?.config?.contextual?.options ?? [];
  return options.flatMap((option, index): Diagnostic[] => {
    const needsUrl =
      typeof option === 'string'
        ? mcpContextualOptions.has(option)
        : JSON.stringify(option.href).includes('$mcp');
    if (!needsUrl || !config) return [];
    const name = typeof option === 'string' ? `"${option}"` : `"${option.title}" (its link names $mcp)`;
    return [
      createDiagnostic('config/not-supported', {
        ...placeIn(config, ['contextual', 'options', index]),
        message: `contextual.options[${index}] ${name} is left out of the page menu: the build knows no MCP server URL for the site. To show it, ${howToGiveMcpUrl}.`,
      }),
    ];
  });
}

function placeIn(config: LoadedConfig, path: PathSegment[]) {
  const { file, source, position } = locateInMounts(config.mounts, path);
  return {
    file,
    jsonPath: formatJsonPath(path),
    ...(position && {
      line: position.line,
      column: position.column,
      frame: createCodeFrame(source, position.line, position.column),
    }),
  };
}
