import type { ApiToolEntry, ApiToolParameter } from '@docwright/site-builder/serving';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { type ApiToolArguments, buildApiRequest, groupOf } from './api-request.ts';
import { readCapped } from './capped-body.ts';
import type { McpSite } from './mcp-site.ts';

/** Most of an API's answer a tool call returns: an agent reads it whole, so more is cut. */
export const maxToolResponseBytes = 256 * 1024;

/**
 * One tool per operation `x-mint.mcp` enables and the client may read (docs/server.md, MCP server).
 * Each call goes through the playground proxy's rules with the credentials in its own arguments.
 */
export function registerApiTools(server: McpServer, view: McpSite): void {
  if (!view.callApi) return;
  for (const entry of view.site.manifest.apiTools ?? []) {
    if (!view.mayRead(entry.route)) continue;
    server.registerTool(
      entry.name,
      {
        title: `${entry.method} ${entry.path}`,
        description: `${entry.description}\n\nCalls ${entry.method} ${entry.path} of the API (reference: ${view.siteUrl}/${entry.route}).${credentialHint(entry)}`,
        inputSchema: inputShape(entry),
        annotations: {
          readOnlyHint: entry.method === 'GET' || entry.method === 'HEAD',
          destructiveHint: entry.method === 'DELETE',
          idempotentHint: ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'].includes(entry.method),
          openWorldHint: true,
        },
      },
      (args) => callApi(view, entry, args as ApiToolArguments),
    );
  }
}

async function callApi(view: McpSite, entry: ApiToolEntry, args: ApiToolArguments): Promise<CallToolResult> {
  const request = buildApiRequest(entry, args);
  if (typeof request === 'string') return failure(request);
  const headers = new Headers(request.headers);
  headers.set('x-docwright-target', request.url.href);
  headers.set('x-docwright-method', request.method);
  if (request.cookie) headers.set('x-docwright-cookie', request.cookie);
  const response = await view.callApi?.(
    new Request('http://mcp.invalid/_docwright/proxy', {
      method: 'POST',
      headers,
      ...(request.body !== undefined && { body: request.body }),
    }),
  );
  if (!response) return failure('This server calls no API for this client.');
  const outcome = response.headers.get('x-docwright-proxy');
  if (outcome === 'refused' || outcome === 'error') {
    const { error } = (await response.json().catch(() => ({}))) as { error?: string };
    return failure(`Not sent: ${error ?? `the proxy answered ${response.status}`}`);
  }
  const type = response.headers.get('content-type') ?? '';
  const head = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${type ? `\ncontent-type: ${type}` : ''}`;
  if (!response.body) return answer(response.status, head);
  const body = await readCapped(response.body, maxToolResponseBytes);
  const shown = isText(type)
    ? new TextDecoder().decode(body.bytes)
    : `(${body.bytes.byteLength} bytes of ${type || 'an unnamed type'}, not shown as text)`;
  const cut =
    body.cut === 'size'
      ? `\n\n[Cut: the response is longer than ${maxToolResponseBytes} bytes; only the first ${maxToolResponseBytes} are shown.]`
      : body.cut === 'interrupted'
        ? '\n\n[Cut: the response stopped early, past the proxy’s size limit or after too long a silence.]'
        : '';
  return answer(response.status, `${head}\n\n${shown}${cut}`);
}

/** The arguments: `path`, `query`, `headers` and `cookies` objects with the operation's parameters, and `body`. */
function inputShape(entry: ApiToolEntry): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  const parameters: ApiToolParameter[] = [
    ...entry.parameters,
    ...entry.credentials
      .filter(
        (c) => !entry.parameters.some((p) => p.in === c.in && p.name.toLowerCase() === c.name.toLowerCase()),
      )
      .map((c) => ({
        name: c.name,
        in: c.in,
        required: false,
        description: c.description,
        schema: { type: 'string' },
      })),
  ];
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    const here = parameters.filter((p) => p.in === location);
    if (here.length === 0) continue;
    const group = z.object(
      Object.fromEntries(
        here.map((p) => {
          const value = schemaValue({ ...p.schema, ...(p.description && { description: p.description }) });
          return [p.name, p.required ? value : value.optional()];
        }),
      ),
    );
    shape[groupOf(location)] = here.some((p) => p.required) ? group : group.optional();
  }
  if (entry.body) {
    const value = schemaValue({
      ...entry.body.schema,
      description: [entry.body.description, `Sent as ${entry.body.contentType}.`].filter(Boolean).join(' '),
    });
    shape.body = entry.body.required ? value : value.optional();
  }
  // Listed even with one server: a call naming any other fails validation instead of losing the key.
  if (entry.servers.length > 0)
    shape.server = z
      .enum(entry.servers as [string, ...string[]])
      .optional()
      .describe(`The server to call; ${entry.servers[0]} when left out.`);
  return shape;
}

/** Any value, listed to the client with the spec's JSON Schema: the API itself judges what it gets. */
function schemaValue(schema: Record<string, unknown>): z.ZodType {
  // `id` would register the schema by that id in zod's global registry.
  const { id: _id, $schema: _schema, ...described } = schema;
  return z.unknown().meta(described);
}

function credentialHint(entry: ApiToolEntry): string {
  if (entry.credentials.length === 0) return '';
  const where = entry.credentials.map((c) => `${groupOf(c.in)}.${c.name}`);
  return ` Pass your own credentials in ${[...new Set(where)].join(' or ')}: nothing else is added to the request.`;
}

const isText = (type: string) =>
  type === '' || /^text\/|json|xml|yaml|javascript|x-www-form-urlencoded/i.test(type);

const answer = (status: number, text: string): CallToolResult => ({
  content: [{ type: 'text', text }],
  ...(status >= 400 && { isError: true }),
});
const failure = (message: string): CallToolResult => ({
  content: [{ type: 'text', text: message }],
  isError: true,
});
