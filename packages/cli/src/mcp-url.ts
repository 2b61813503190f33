import { baseUrlProblem } from './base-url.ts';
import { UsageError } from './usage.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The MCP server URL the page menu hands out: `--mcp-url`, else `DOCWRIGHT_MCP_URL`, else, for a
 * build `docs serve` runs for a repository (which serves the MCP server beside the site), the
 * site's address with `/mcp`; else none (a static host serves no MCP server).
 */
export function siteMcpUrl(
  flag: string | undefined,
  env: Env,
  served: { readonly baseUrl: string | undefined; readonly basePath: string | undefined } | undefined,
): string | undefined {
  const [given, name] =
    flag !== undefined
      ? [flag, '--mcp-url']
      : env.DOCWRIGHT_MCP_URL
        ? [env.DOCWRIGHT_MCP_URL, 'DOCWRIGHT_MCP_URL']
        : [];
  if (given === undefined) {
    if (!served?.baseUrl) return undefined;
    return `${served.baseUrl.replace(/\/+$/, '')}${(served.basePath ?? '').replace(/\/+$/, '')}/mcp`;
  }
  const problem = baseUrlProblem(given);
  if (problem)
    throw new UsageError(
      `${name} must be an http(s) URL such as https://docs.example.com/mcp, got ${JSON.stringify(given)}: ${problem}`,
    );
  return new URL(given).href;
}
