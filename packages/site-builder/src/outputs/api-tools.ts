import {
  type ApiSpec,
  fillServerUrl,
  inlineSchema,
  type Operation,
  type ParameterLocation,
  type SecurityScheme,
} from '@docwright/api-model';

/** One API operation the site's MCP server offers as a tool (docs/server.md, MCP server). */
export interface ApiToolEntry {
  readonly name: string;
  readonly description: string;
  readonly specId: string;
  /** The operation's reference page: a reader who may not read it neither sees nor calls the tool. */
  readonly route: string;
  readonly method: string;
  readonly path: string;
  /** The servers' URLs, variables filled with their defaults; the first is the default. */
  readonly servers: readonly string[];
  readonly parameters: readonly ApiToolParameter[];
  readonly body?: {
    readonly contentType: string;
    readonly required: boolean;
    readonly description?: string;
    readonly schema: Record<string, unknown>;
  };
  /** Where the operation's security schemes take credentials: the caller passes them with each call. */
  readonly credentials: readonly ApiToolCredential[];
}

export interface ApiToolParameter {
  readonly name: string;
  readonly in: ParameterLocation;
  readonly required: boolean;
  readonly description?: string;
  readonly schema: Record<string, unknown>;
}

export interface ApiToolCredential {
  readonly scheme: string;
  /** A header, query or cookie parameter; `Authorization` for HTTP and OAuth schemes. */
  readonly in: 'header' | 'query' | 'cookie';
  readonly name: string;
  readonly description: string;
}

/** The MCP server's own tools: an API tool never takes their names. */
const documentationTools = ['search_docs', 'read_page', 'list_operations', 'read_operation'];

/** Each operation enabled with `x-mint.mcp` that has a reference page, in spec order. */
export function apiToolEntries(
  specs: readonly ApiSpec[],
  routeOf: (specId: string, key: string) => string | undefined,
): ApiToolEntry[] {
  const taken = new Set(documentationTools);
  return specs.flatMap((spec) =>
    spec.operations.flatMap((operation) => {
      const route = operation.mcpTool && routeOf(spec.id, operation.key);
      if (route === undefined || !operation.mcpTool) return [];
      const name = uniqueName(operation.mcpTool.name ?? generatedName(operation), taken);
      return [entryOf(spec, operation, route, name)];
    }),
  );
}

function entryOf(spec: ApiSpec, operation: Operation, route: string, name: string): ApiToolEntry {
  const media = operation.requestBody?.content[0];
  const description =
    operation.mcpTool?.description ?? [operation.summary, operation.description].filter(Boolean).join('\n\n');
  return {
    name,
    description: description || `${operation.method.toUpperCase()} ${operation.path}`,
    specId: spec.id,
    route,
    method: operation.method.toUpperCase(),
    path: operation.path,
    servers: operation.servers.map(fillServerUrl),
    parameters: operation.parameters.map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required || parameter.in === 'path',
      ...(parameter.description !== undefined && { description: parameter.description }),
      schema: inlineSchema(spec.document, parameter.schema ?? { type: 'string' }),
    })),
    ...(media &&
      operation.requestBody && {
        body: {
          contentType: media.mediaType,
          required: operation.requestBody.required,
          ...(operation.requestBody.description !== undefined && {
            description: operation.requestBody.description,
          }),
          schema: inlineSchema(spec.document, media.schema ?? {}),
        },
      }),
    credentials: credentialsOf(spec, operation),
  };
}

function credentialsOf(spec: ApiSpec, operation: Operation): ApiToolCredential[] {
  const names = new Set(operation.security.flatMap((requirement) => Object.keys(requirement)));
  return [...names].flatMap((scheme) => {
    const declared = Object.hasOwn(spec.securitySchemes, scheme) ? spec.securitySchemes[scheme] : undefined;
    const credential = declared && credentialOf(scheme, declared);
    return credential ? [credential] : [];
  });
}

function credentialOf(scheme: string, declared: SecurityScheme): ApiToolCredential | undefined {
  const about = declared.description ? ` ${declared.description}` : '';
  if (
    declared.type === 'apiKey' &&
    declared.name &&
    ['header', 'query', 'cookie'].includes(declared.in ?? '')
  )
    return {
      scheme,
      in: declared.in as ApiToolCredential['in'],
      name: declared.name,
      description: `Your API key (${scheme}), sent in the ${declared.in} ${declared.name}.${about}`,
    };
  if (declared.type === 'http' && /^(bearer|basic)$/i.test(declared.scheme ?? ''))
    return {
      scheme,
      in: 'header',
      name: 'Authorization',
      description: `The Authorization header value (${scheme}), such as "${/^basic$/i.test(declared.scheme ?? '') ? 'Basic <base64 user:password>' : 'Bearer <token>'}".${about}`,
    };
  if (declared.type === 'oauth2' || declared.type === 'openIdConnect')
    return {
      scheme,
      in: 'header',
      name: 'Authorization',
      description: `The Authorization header value (${scheme}): "Bearer <access token>".${about}`,
    };
  return undefined;
}

/** `operationId`, else method and path, in the characters tool names allow. */
function generatedName(operation: Operation): string {
  const raw = operation.operationId ?? `${operation.method}_${operation.path}`;
  return (
    raw
      .replace(/[^A-Za-z0-9_.-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 64) || operation.method
  );
}

function uniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name.slice(0, 60)}_${n}`;
  taken.add(unique);
  return unique;
}
