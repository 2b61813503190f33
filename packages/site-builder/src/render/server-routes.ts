import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { PageSource } from '../load/discover.ts';

/**
 * Addresses `docs serve` answers itself, where Mintlify serves a site's MCP server and its
 * discovery documents (docs/server.md, MCP server): a page routed there is never shown by it.
 */
const serverRoutes: ReadonlyMap<string, string> = new Map([
  ['mcp', 'the MCP server'],
  ['authed/mcp', 'the MCP server of signed-in readers'],
  ['.well-known/mcp', 'the MCP discovery document'],
  ['.well-known/mcp.json', 'the MCP discovery document'],
]);

/** A page whose address `docs serve` gives to its MCP server or discovery document. */
export function serverRouteDiagnostics(page: PageSource, route: string): Diagnostic[] {
  const owner = serverRoutes.get(route);
  if (owner === undefined) return [];
  return [
    createDiagnostic('page/route-taken-by-server', {
      file: page.file,
      line: 1,
      column: 1,
      message: `${page.file} is served at /${route}, where \`docs serve\` answers with ${owner}, as Mintlify does: readers of a site that \`docs serve\` runs never see this page (a static host shows it).`,
    }),
  ];
}
