import { createDiagnostic, type Diagnostic, formatJsonPointer } from '@docwright/diagnostics';
import type { McpTool } from '../model.ts';
import { isRecord } from './refs.ts';

/** What one `x-mint.mcp` object asks: each key only when it is set and well formed. */
export interface McpSetting {
  readonly enabled?: boolean;
  readonly name?: string;
  readonly description?: string;
}

/** The names MCP clients accept for a tool. */
const toolName = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * Mintlify's `x-mint.mcp` (on the document or on an operation), each malformed key warned at its
 * JSON path and left out. `path` is where the `mcp` object sits.
 */
export function readMcpSetting(
  raw: unknown,
  file: string,
  path: readonly (string | number)[],
  diagnostics: Diagnostic[],
): McpSetting | undefined {
  if (raw === undefined) return undefined;
  const warn = (key: string[], message: string) =>
    diagnostics.push(
      createDiagnostic('spec/invalid', {
        file,
        jsonPath: formatJsonPointer([...path, ...key]),
        message,
      }),
    );
  if (!isRecord(raw)) {
    warn([], '`x-mint.mcp` must be an object such as { "enabled": true }; it is not applied.');
    return undefined;
  }
  const { enabled, name, description, ...rest } = raw;
  for (const key of Object.keys(rest))
    warn(
      [key],
      `\`x-mint.mcp.${key}\` is not applied: \`x-mint.mcp\` takes \`enabled\`, \`name\` and \`description\`.`,
    );
  if (enabled !== undefined && typeof enabled !== 'boolean')
    warn(['enabled'], '`x-mint.mcp.enabled` must be true or false; it is not applied.');
  if (name !== undefined && (typeof name !== 'string' || !toolName.test(name)))
    warn(
      ['name'],
      '`x-mint.mcp.name` must be 1 to 64 letters, digits, `_`, `-` or `.` (an MCP tool name); the generated name is used.',
    );
  if (description !== undefined && (typeof description !== 'string' || description.trim() === ''))
    warn(
      ['description'],
      '`x-mint.mcp.description` must be a non-empty string; the operation’s own is used.',
    );
  return {
    ...(typeof enabled === 'boolean' && { enabled }),
    ...(typeof name === 'string' && toolName.test(name) && { name }),
    ...(typeof description === 'string' && description.trim() !== '' && { description: description.trim() }),
  };
}

/** The document's `x-mint.mcp`, read without warnings (they are reported once, by `createOpenApiSpec`). */
export function documentMcpSetting(document: Record<string, unknown>): McpSetting | undefined {
  const mint = document['x-mint'];
  return isRecord(mint) ? readMcpSetting(mint.mcp, '', [], []) : undefined;
}

/** The operation's MCP tool: on when it enables itself, or the document does and it does not opt out. */
export function mcpToolOf(
  own: McpSetting | undefined,
  document: McpSetting | undefined,
): McpTool | undefined {
  if (!(own?.enabled ?? document?.enabled ?? false)) return undefined;
  return {
    ...(own?.name !== undefined && { name: own.name }),
    ...(own?.description !== undefined && { description: own.description }),
  };
}

/** An operation's MCP tool from its own `x-mint.mcp` (at `<operation>/x-mint/mcp`) and its document's; webhooks are no tools. */
export function operationMcpTool(
  raw: Record<string, unknown>,
  extensionKey: string,
  context: { readonly file: string; readonly diagnostics: Diagnostic[] },
  operation: readonly (string | number)[],
  inherited: { readonly section: string; readonly mcp?: McpSetting | undefined },
): McpTool | undefined {
  if (inherited.section === 'webhooks') return undefined;
  const extension = raw[extensionKey];
  const own =
    extensionKey === 'x-mint' && isRecord(extension)
      ? readMcpSetting(extension.mcp, context.file, [...operation, extensionKey, 'mcp'], context.diagnostics)
      : undefined;
  return mcpToolOf(own, inherited.mcp);
}
