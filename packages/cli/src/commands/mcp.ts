import { builtFolder } from '../built-folder.ts';
import { packageRoot } from '../package-root.ts';
import { parseCommandArgs, UsageError } from '../usage.ts';

const usage = `Usage: docs mcp [site or dist]

Serves the MCP server of a built site over stdin and stdout, for an editor or agent on this
machine: the tools docs serve offers at <site>/mcp (search_docs, read_page, list_operations,
read_operation), reading a site folder's dist/ (where docs build <site> writes) or the folder given
to docs build --out. Every page of the folder is readable: reader sign-in is docs serve's.
Configure it in your editor as the command "npx docs mcp /path/to/dist".`;

/** `docs mcp`: the site's MCP tools over stdio; stdout carries MCP messages only. */
export async function runMcp(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { help: { type: 'boolean', short: 'h' } });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (positionals.length > 1) throw new UsageError(`expected at most one folder, got ${positionals.length}`);
  const server = await import('@docwright/server');
  const dir = builtFolder(positionals[0]);
  try {
    await server.serveMcpOverStdio(dir, packageRoot().version);
  } catch (error) {
    if (!(error instanceof server.SiteFolderError)) throw error;
    console.error(`docs mcp: ${error.message}`);
    return 1;
  }
  return 0;
}
