import { createDiagnostic, type Diagnostic, formatJsonPointer } from '@docwright/diagnostics';
import { fingerprint } from '../fingerprint.ts';
import {
  type Callback,
  type HttpMethod,
  httpMethods,
  type Link,
  type Operation,
  type Parameter,
  type ParameterLocation,
  type Response,
  type SecurityRequirement,
  type Server,
} from '../model.ts';
import { checkOperations } from './check-operations.ts';
import { readCodeSamples } from './code-samples.ts';
import { documentMcpSetting, type McpSetting, operationMcpTool } from './mcp-extension.ts';
import { readContent, readExamples, readRequestBody } from './media.ts';
import {
  ignoredMintKeys,
  pathItemGroups,
  readDocwrightExtension,
  readMintExtension,
  unappliedMetadataReason,
  withGroups,
} from './page-extension.ts';
import { derefObject, isRecord } from './refs.ts';

interface Context {
  readonly document: Record<string, unknown>;
  readonly file: string;
  readonly diagnostics: Diagnostic[];
}

const locations = new Set<string>(['path', 'query', 'header', 'cookie']);

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** One entry of `paths` or `webhooks` read into the model, with the findings of its own reading. */
export interface PathItemModel {
  readonly section: 'paths' | 'webhooks';
  readonly key: string;
  readonly operations: readonly Operation[];
  /** Without line and column: `createOpenApiSpec` places them in the text. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Every operation under `paths`, then every webhook (OpenAPI 3.1 `webhooks`), in document order. */
export function readOperations(
  document: Record<string, unknown>,
  file: string,
  diagnostics: Diagnostic[],
): Operation[] {
  const items = readPathItems(document, file);
  const operations = items.flatMap((item) => item.operations);
  diagnostics.push(...items.flatMap((item) => item.diagnostics), ...checkOperations(file, operations));
  return operations;
}

/** Each entry of `paths`, then of `webhooks`, in document order. */
export function readPathItems(document: Record<string, unknown>, file: string): PathItemModel[] {
  const inherited = documentDefaults(document);
  return (['paths', 'webhooks'] as const).flatMap((section) =>
    Object.entries(isRecord(document[section]) ? document[section] : {}).map(([key, rawItem]) =>
      readPathItem(document, file, section, key, rawItem, inherited),
    ),
  );
}

/** What every path item inherits from the document: its servers and security requirements. */
export function documentDefaults(document: Record<string, unknown>): DocumentDefaults {
  return {
    servers: readServers(document.servers),
    security: readSecurity(document.security) ?? [],
    mcp: documentMcpSetting(document),
  };
}

interface DocumentDefaults {
  readonly servers: Server[];
  readonly security: SecurityRequirement[];
  readonly mcp: McpSetting | undefined; // `x-mint.mcp`: are its operations MCP tools by default
}

/** The operations of one path item (or webhook), `rawItem` being `document[section][key]`. */
export function readPathItem(
  document: Record<string, unknown>,
  file: string,
  section: 'paths' | 'webhooks',
  key: string,
  rawItem: unknown,
  inherited: DocumentDefaults,
): PathItemModel {
  const context: Context = { document, file, diagnostics: [] };
  const operations: Operation[] = [];
  const done = () => ({ section, key, operations, diagnostics: context.diagnostics });
  const item = derefObject(document, rawItem);
  if (!item) {
    warn(
      context,
      [section, key],
      `${section === 'paths' ? 'Path item' : 'Webhook'} "${key}" is not an object or its $ref does not resolve.`,
    );
    return done();
  }
  const itemParameters = readParameters(context, item.parameters, [section, key, 'parameters']);
  const itemServers = readServers(item.servers);
  const itemGroups = pathItemGroups(item);
  for (const method of httpMethods) {
    const raw = item[method];
    if (raw === undefined) continue;
    if (!isRecord(raw)) {
      warn(context, [section, key, method], `Operation ${method.toUpperCase()} ${key} is not an object.`);
      continue;
    }
    operations.push(
      readOperation(context, key, method, raw, {
        section,
        parameters: itemParameters,
        servers: itemServers.length > 0 ? itemServers : inherited.servers,
        security: inherited.security,
        mcp: inherited.mcp,
        groups: itemGroups,
        sourceFingerprint: fingerprint([
          item.parameters,
          item.servers,
          raw,
          ...(itemGroups ? [itemGroups] : []),
        ]),
      }),
    );
  }
  return done();
}

function readOperation(
  context: Context,
  path: string,
  method: HttpMethod,
  raw: Record<string, unknown>,
  inherited: {
    section: 'paths' | 'webhooks';
    parameters: Parameter[];
    servers: Server[];
    security: SecurityRequirement[];
    mcp?: McpSetting | undefined;
    /** The path item's `x-mint.groups`, for operations that name none of their own. */
    groups?: readonly string[] | undefined;
    sourceFingerprint: string;
  },
): Operation {
  const pointerPath = [inherited.section, path, method];
  const webhook = inherited.section === 'webhooks';
  const own = readParameters(context, raw.parameters, [...pointerPath, 'parameters']);
  // An operation's parameter overrides the path item's one with the same name and location.
  const ownKeys = new Set(own.map((p) => `${p.in}:${p.name}`));
  const parameters = [...inherited.parameters.filter((p) => !ownKeys.has(`${p.in}:${p.name}`)), ...own];
  const servers = readServers(raw.servers);
  const extensionKey = raw['x-docwright'] !== undefined ? 'x-docwright' : 'x-mint';
  const extension =
    extensionKey === 'x-docwright'
      ? readDocwrightExtension(raw['x-docwright'])
      : readMintExtension(raw['x-mint']);
  for (const key of extension.ignored)
    context.diagnostics.push(
      createDiagnostic('spec/not-supported', {
        file: context.file,
        jsonPath: formatJsonPointer([...pointerPath, extensionKey, key]),
        message: `\`${extensionKey}.${key}\` of ${method.toUpperCase()} ${path} is not applied: ${ignoredMintKeys[key]}`,
      }),
    );
  for (const key of extension.ignoredMetadata ?? [])
    context.diagnostics.push(
      createDiagnostic('spec/not-supported', {
        file: context.file,
        jsonPath: formatJsonPointer([...pointerPath, 'x-mint', 'metadata', key]),
        message: `\`x-mint.metadata.${key}\` of ${method.toUpperCase()} ${path} is not applied: ${unappliedMetadataReason(key)}`,
      }),
    );
  const mcpTool = operationMcpTool(raw, extensionKey, context, pointerPath, inherited);
  const requestBody = readRequestBody(context.document, raw.requestBody);
  const description = optionalString(raw.description);
  const operationId = optionalString(raw.operationId);
  const summary = optionalString(raw.summary);
  return {
    // Webhooks are named as Mintlify names them: `WEBHOOK <name>`.
    key: webhook ? `WEBHOOK ${path}` : `${method.toUpperCase()} ${path}`,
    webhook,
    method,
    path,
    pointer: formatJsonPointer(pointerPath),
    ...(operationId !== undefined && { operationId }),
    ...(summary !== undefined && { summary }),
    ...(description !== undefined && { description }),
    tags: Array.isArray(raw.tags) ? raw.tags.filter((t): t is string => typeof t === 'string') : [],
    deprecated: extension.deprecated ?? raw.deprecated === true,
    parameters,
    ...(requestBody && { requestBody }),
    responses: readResponses(context, raw.responses),
    callbacks: readCallbacks(context, raw.callbacks, pointerPath, inherited),
    security: readSecurity(raw.security) ?? inherited.security,
    servers: servers.length > 0 ? servers : inherited.servers,
    codeSamples: readCodeSamples(raw['x-codeSamples'] ?? raw['x-code-samples']),
    page: withGroups(extension.page, inherited.groups),
    hidden: raw['x-hidden'] === true || extension.page.frontmatter?.hidden === true,
    excluded: raw['x-excluded'] === true,
    ...(mcpTool && { mcpTool }),
    fingerprint: inherited.sourceFingerprint,
  };
}

function readParameters(context: Context, raw: unknown, pointerPath: (string | number)[]): Parameter[] {
  if (!Array.isArray(raw)) return [];
  const out: Parameter[] = [];
  raw.forEach((entry, index) => {
    const parameter = derefObject(context.document, entry);
    const name = optionalString(parameter?.name);
    const location = optionalString(parameter?.in);
    if (!parameter || !name || !location || !locations.has(location)) {
      warn(
        context,
        [...pointerPath, index],
        'Parameter needs a `name` and an `in` of path, query, header or cookie; it is skipped.',
      );
      return;
    }
    out.push(toParameter(context.document, parameter, name, location as ParameterLocation));
  });
  return out;
}

function toParameter(
  document: Record<string, unknown>,
  raw: Record<string, unknown>,
  name: string,
  location: ParameterLocation,
): Parameter {
  const description = optionalString(raw.description);
  const style = optionalString(raw.style);
  const schema = isRecord(raw.schema) ? raw.schema : firstContentSchema(raw.content);
  const contentType =
    !isRecord(raw.schema) && isRecord(raw.content) ? Object.keys(raw.content)[0] : undefined;
  const example = raw.example !== undefined ? raw.example : readExamples(document, raw.examples)[0]?.value;
  return {
    name,
    in: location,
    ...(description !== undefined && { description }),
    required: location === 'path' || raw.required === true,
    deprecated: raw.deprecated === true,
    ...(schema && { schema }),
    ...(contentType !== undefined && { contentType }),
    ...(example !== undefined && { example }),
    ...(style !== undefined && { style }),
    ...(typeof raw.explode === 'boolean' && { explode: raw.explode }),
    ...(raw.allowReserved === true && { allowReserved: true }),
  };
}

function firstContentSchema(content: unknown): Record<string, unknown> | undefined {
  if (!isRecord(content)) return undefined;
  const first = Object.values(content)[0];
  return isRecord(first) && isRecord(first.schema) ? first.schema : undefined;
}

function readResponses(context: Context, raw: unknown): Response[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw).flatMap(([status, value]) => {
    const response = derefObject(context.document, value);
    if (!response) return [];
    const description = optionalString(response.description);
    const headers = isRecord(response.headers)
      ? Object.entries(response.headers).flatMap(([name, header]) => {
          const resolved = derefObject(context.document, header);
          return resolved ? [toParameter(context.document, resolved, name, 'header')] : [];
        })
      : [];
    return [
      {
        status,
        ...(description !== undefined && { description }),
        content: readContent(context.document, response.content),
        headers,
        links: readLinks(context, response.links),
      },
    ];
  });
}

function readLinks(context: Context, raw: unknown): Link[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]) => {
    const link = derefObject(context.document, value);
    if (!link) return [];
    const operationId = optionalString(link.operationId);
    const operationRef = optionalString(link.operationRef);
    const description = optionalString(link.description);
    const parameters = isRecord(link.parameters)
      ? Object.fromEntries(
          Object.entries(link.parameters).map(([key, expression]) => [
            key,
            typeof expression === 'string' ? expression : JSON.stringify(expression),
          ]),
        )
      : {};
    return [
      {
        name,
        ...(operationId !== undefined && { operationId }),
        ...(operationRef !== undefined && { operationRef }),
        ...(description !== undefined && { description }),
        parameters,
      },
    ];
  });
}

function readCallbacks(
  context: Context,
  raw: unknown,
  pointerPath: (string | number)[],
  inherited: { security: SecurityRequirement[]; servers: Server[] },
): Callback[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]) => {
    const callback = derefObject(context.document, value);
    if (!callback) return [];
    return Object.entries(callback).flatMap(([expression, rawItem]) => {
      const item = derefObject(context.document, rawItem);
      if (!item) return [];
      const operations = httpMethods.flatMap((method) => {
        const operation = item[method];
        if (!isRecord(operation)) return [];
        return [
          readOperation(context, expression, method, operation, {
            section: 'paths',
            parameters: readParameters(context, item.parameters, [
              ...pointerPath,
              'callbacks',
              name,
              expression,
              'parameters',
            ]),
            servers: inherited.servers,
            security: inherited.security,
            sourceFingerprint: '',
          }),
        ];
      });
      return operations.length > 0 ? [{ name, expression, operations }] : [];
    });
  });
}

export function readServers(raw: unknown): Server[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).flatMap((server) => {
    const url = optionalString(server.url);
    if (!url) return [];
    const description = optionalString(server.description);
    const variables = Object.fromEntries(
      Object.entries(isRecord(server.variables) ? server.variables : {}).flatMap(([name, variable]) => {
        if (!isRecord(variable)) return [];
        const variableDescription = optionalString(variable.description);
        return [
          [
            name,
            {
              default: String(variable.default ?? ''),
              ...(Array.isArray(variable.enum) && { enum: variable.enum.map(String) }),
              ...(variableDescription !== undefined && { description: variableDescription }),
            },
          ],
        ];
      }),
    );
    return [{ url, ...(description !== undefined && { description }), variables }];
  });
}

function readSecurity(raw: unknown): SecurityRequirement[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw
    .filter(isRecord)
    .map((requirement) =>
      Object.fromEntries(
        Object.entries(requirement).map(([name, scopes]) => [
          name,
          Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === 'string') : [],
        ]),
      ),
    );
}

function warn(context: Context, path: (string | number)[], message: string): void {
  context.diagnostics.push(
    createDiagnostic('spec/invalid', { file: context.file, jsonPath: formatJsonPointer(path), message }),
  );
}
