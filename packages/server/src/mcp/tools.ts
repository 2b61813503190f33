import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { registerApiTools } from './api-tools.ts';
import type { McpSite } from './mcp-site.ts';
import { encodeRoute, isMarkdown, listOperations, readableSpecs } from './operations.ts';
import { searchSite } from './site-search.ts';

const pageSize = 100;
const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

/** The documentation tools of one site, for one client (docs/server.md, MCP server). */
export function createMcpServer(view: McpSite, version: string): McpServer {
  const name = view.site.manifest.name ?? new URL(view.siteUrl).host;
  const server = new McpServer(
    { name: `${name} docs`, version },
    {
      instructions: `Documentation of ${name} (${view.siteUrl}). Search it with search_docs, then read pages with read_page; for the API, list_operations and read_operation give each operation's full reference.${view.callApi && view.site.manifest.apiTools?.length ? ' The other tools call API operations: pass your own credentials in their arguments.' : ''}`,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: `Search the ${name} documentation`,
      description:
        'Searches the documentation site with its own search index and ranking. Returns the best matching pages, each with its title, URL, the path to pass to read_page, a snippet with the matched words in bold, and the sections that match.',
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe('Words to search for, as a reader would type them'),
        limit: z.number().int().min(1).max(50).default(10).describe('How many pages to return at most'),
      },
      annotations: readOnly,
    },
    async ({ query, limit }) => {
      const hits = await searchSite(view, query, limit);
      if (!hits) return failure('This site has no search index (it was built without one).');
      if (hits.length === 0) return text(`No page matches “${query}”.`);
      const lines = hits.map((hit, i) =>
        [
          `${i + 1}. [${hit.title}](${hit.url}) (read_page path: \`${hit.route || 'index'}\`)`,
          hit.snippet && `   ${hit.snippet}`,
          ...hit.sections.map((section) => `   - [${section.title}](${section.url})`),
        ]
          .filter(Boolean)
          .join('\n'),
      );
      return text(
        `${hits.length} page${hits.length === 1 ? '' : 's'} for “${query}”:\n\n${lines.join('\n')}`,
      );
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a documentation page',
      description:
        'Returns a page of the documentation as Markdown (its Markdown version, as served at <page URL>.md). Takes the page path from search_docs (e.g. `quickstart` or `guides/intro`) or the page URL.',
      inputSchema: {
        path: z
          .string()
          .trim()
          .min(1)
          .max(2000)
          .describe('The page path (`guides/intro`) or its URL on this site'),
      },
      annotations: readOnly,
    },
    async ({ path }) => readMarkdown(view, path),
  );

  server.registerTool(
    'list_operations',
    {
      title: 'List the API operations',
      description:
        'Lists the operations of the API specs this documentation describes (OpenAPI and AsyncAPI): method and path, title and the page to pass to read_operation. Without `spec`, it first lists the specs; with `spec` (or `spec: "*"` for all), their operations, 100 at a time from `offset`.',
      inputSchema: {
        spec: z
          .string()
          .max(2000)
          .optional()
          .describe('A spec from the list (its file in the site), or "*" for every spec'),
        offset: z.number().int().min(0).default(0).describe('How many operations to skip'),
      },
      annotations: readOnly,
    },
    async ({ spec, offset }) => {
      const specs = readableSpecs(view);
      if (specs.length === 0) return text('This documentation describes no API operations.');
      if (spec === undefined && specs.length > 1)
        return text(
          `${specs.length} API specs; call list_operations with one of them as \`spec\` (or "*"):\n\n${specs
            .map(
              (entry) =>
                `- \`${entry.spec}\`: ${entry.operations} operation${entry.operations === 1 ? '' : 's'}`,
            )
            .join('\n')}`,
        );
      const chosen = spec === undefined || spec === '*' ? undefined : spec;
      if (chosen !== undefined && !specs.some((entry) => entry.spec === chosen))
        return failure(
          `No spec \`${chosen}\` in this documentation. Specs: ${specs.map((entry) => `\`${entry.spec}\``).join(', ')}.`,
        );
      const operations = await listOperations(view, chosen);
      const page = operations.slice(offset, offset + pageSize);
      const more =
        offset + pageSize < operations.length
          ? `\n\n${operations.length - offset - pageSize} more: call again with offset ${offset + pageSize}.`
          : '';
      const lines = page.map(
        (op) =>
          `- ${op.operation ? `\`${op.operation}\` ` : ''}${op.title} (read_operation page: \`${op.page}\`${chosen ? '' : `, spec \`${op.spec}\``})`,
      );
      return text(
        `Operations ${offset + 1}–${offset + page.length} of ${operations.length}:\n\n${lines.join('\n')}${more}`,
      );
    },
  );

  server.registerTool(
    'read_operation',
    {
      title: 'Read an API operation’s reference',
      description:
        'Returns the full reference of one API operation as Markdown: parameters, request body, responses with their schemas, authentication, servers and a request example. Takes the page from list_operations, or the operation as `METHOD /path` (e.g. `GET /plants/{id}`).',
      inputSchema: {
        operation: z
          .string()
          .trim()
          .min(1)
          .max(2000)
          .describe('The page from list_operations, or `METHOD /path`'),
        spec: z.string().max(2000).optional().describe('The spec, when several have the same `METHOD /path`'),
      },
      annotations: readOnly,
    },
    async ({ operation, spec }) => {
      const operations = await listOperations(view, spec);
      const wanted = operation.replace(/^\/+/, '');
      const match =
        operations.find((op) => op.page === wanted) ??
        operations.find((op) => op.operation.toLowerCase() === operation.toLowerCase());
      if (!match)
        return failure(
          `No operation \`${operation}\`${spec ? ` in \`${spec}\`` : ''} that you may read. Call list_operations for the operations and their pages.`,
        );
      return readMarkdown(view, encodeRoute(match.page));
    },
  );
  registerApiTools(server, view);
  return server;
}

async function readMarkdown(view: McpSite, given: string): Promise<CallToolResult> {
  const path = sitePath(view, given);
  if (path === undefined) return failure(`${given} is not a page of ${view.siteUrl}.`);
  const response = await view.fetch(path, 'text/markdown');
  if (response.status === 401)
    return failure(`${given} needs a signed-in reader: connect with a reader token (Authorization: Bearer).`);
  if (response.status === 403)
    return failure(`Your reader account is not in a group that can read ${given}.`);
  if (!response.ok) return failure(`No page at ${given}. Find pages with search_docs.`);
  if (!isMarkdown(response))
    return failure(`${given} is not a documentation page. Find pages with search_docs.`);
  return text(await response.text());
}

/** The path a page is asked for with, relative to the site's base path; undefined for another site's URL. */
function sitePath(view: McpSite, given: string): string | undefined {
  const site = new URL(view.siteUrl);
  const basePath = site.pathname.replace(/\/+$/, '');
  let path = given;
  if (/^[a-z][a-z0-9+.-]*:/i.test(given)) {
    if (!URL.canParse(given)) return undefined;
    const url = new URL(given);
    if (url.origin !== site.origin) return undefined;
    path = url.pathname;
  }
  path = path.replace(/[?#].*$/, '');
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length);
  return path.replace(/^\/+/, '');
}

const text = (content: string): CallToolResult => ({ content: [{ type: 'text', text: content }] });
const failure = (message: string): CallToolResult => ({
  content: [{ type: 'text', text: message }],
  isError: true,
});
