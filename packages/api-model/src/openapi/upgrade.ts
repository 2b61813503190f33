import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { isRecord } from './refs.ts';

type Json = Record<string, unknown>;

const refRenames: [string, string][] = [
  ['#/definitions/', '#/components/schemas/'],
  ['#/responses/', '#/components/responses/'],
  ['#/securityDefinitions/', '#/components/securitySchemes/'],
];

/** Keys whose values are data, not schema: `$ref`s inside them are left alone. */
const dataKeys = new Set(['example', 'examples', 'x-example', 'x-examples', 'default', 'enum', 'const']);

/** Examples and `x-` extensions hold data; a property named `example`, or the `default` response, is structure. */
const isData = (key: string, parent: string) =>
  (dataKeys.has(key) || key.startsWith('x-')) && parent !== 'properties' && parent !== 'responses';

const oauthFlows: Record<string, string> = {
  implicit: 'implicit',
  password: 'password',
  application: 'clientCredentials',
  accessCode: 'authorizationCode',
};

const collectionStyles: Record<string, { style: string; explode: boolean }> = {
  csv: { style: 'form', explode: false },
  multi: { style: 'form', explode: true },
  ssv: { style: 'spaceDelimited', explode: false },
  pipes: { style: 'pipeDelimited', explode: false },
  tsv: { style: 'form', explode: false },
};

const schemaKeys = [
  'type',
  'format',
  'items',
  'enum',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
];

/**
 * Upgrades a Swagger 2.0 document to OpenAPI 3.0 in memory: servers from host/basePath/schemes,
 * body and formData parameters to request bodies, produces/consumes to media types,
 * definitions and security definitions to components, and every local `$ref` rewritten.
 * (The maintained converters need Node 22; this covers what documentation pages use.)
 */
export function upgradeSwagger2(swagger: Json, file: string): { document: Json; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const root = rewriteRefs(swagger) as Json;
  const consumes = strings(root.consumes) ?? ['application/json'];
  const produces = strings(root.produces) ?? ['application/json'];
  const sharedParameters = isRecord(root.parameters) ? root.parameters : {};

  const resolveParameter = (parameter: unknown): Json | undefined => {
    if (!isRecord(parameter)) return undefined;
    const ref = parameter.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/parameters/')) {
      const found = sharedParameters[decodeURIComponent(ref.slice('#/parameters/'.length))];
      return isRecord(found) ? found : undefined;
    }
    return parameter;
  };

  const paths: Json = {};
  for (const [path, rawItem] of Object.entries(isRecord(root.paths) ? root.paths : {})) {
    if (!isRecord(rawItem)) continue;
    const item: Json = {};
    const itemParameters = Array.isArray(rawItem.parameters) ? rawItem.parameters : [];
    for (const [key, value] of Object.entries(rawItem)) {
      if (key === 'parameters') {
        item.parameters = itemParameters
          .map(resolveParameter)
          .filter((p) => p && p.in !== 'body' && p.in !== 'formData')
          .map((p) => convertParameter(p as Json));
      } else if (
        ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'].includes(key) &&
        isRecord(value)
      ) {
        item[key] = convertOperation(value, itemParameters, { consumes, produces, resolveParameter });
      } else item[key] = value;
    }
    paths[path] = item;
  }

  const components: Json = {};
  if (isRecord(root.definitions)) components.schemas = root.definitions;
  const componentParameters = Object.fromEntries(
    Object.entries(sharedParameters).flatMap(([name, p]) =>
      isRecord(p) && p.in !== 'body' && p.in !== 'formData' ? [[name, convertParameter(p)]] : [],
    ),
  );
  if (Object.keys(componentParameters).length > 0) components.parameters = componentParameters;
  if (isRecord(root.responses)) {
    components.responses = Object.fromEntries(
      Object.entries(root.responses).map(([name, r]) => [name, convertResponse(r, produces)]),
    );
  }
  if (isRecord(root.securityDefinitions)) {
    components.securitySchemes = Object.fromEntries(
      Object.entries(root.securityDefinitions).flatMap(([name, scheme]) => {
        if (!isRecord(scheme)) return [];
        const converted = convertSecurityScheme(scheme);
        if (!converted) {
          diagnostics.push(
            createDiagnostic('spec/invalid', {
              file,
              jsonPath: `#/securityDefinitions/${name}`,
              message: `Security definition "${name}" has an unknown type; it is left out.`,
            }),
          );
          return [];
        }
        return [[name, converted]];
      }),
    );
  }

  const host = typeof root.host === 'string' ? root.host : undefined;
  const basePath = typeof root.basePath === 'string' ? root.basePath : '';
  const schemes = strings(root.schemes) ?? ['https'];
  const servers = host
    ? schemes.map((scheme) => ({ url: `${scheme}://${host}${basePath}` }))
    : basePath
      ? [{ url: basePath }]
      : [];

  const document: Json = { openapi: '3.0.3' };
  for (const [key, value] of Object.entries(root)) {
    if (
      [
        'swagger',
        'host',
        'basePath',
        'schemes',
        'consumes',
        'produces',
        'paths',
        'definitions',
        'parameters',
        'responses',
        'securityDefinitions',
      ].includes(key)
    )
      continue;
    document[key] = value;
  }
  if (servers.length > 0) document.servers = servers;
  document.paths = paths;
  if (Object.keys(components).length > 0) document.components = components;
  return { document: fixSchemas(document) as Json, diagnostics };
}

interface OperationContext {
  consumes: string[];
  produces: string[];
  resolveParameter: (p: unknown) => Json | undefined;
}

function convertOperation(operation: Json, itemParameters: unknown[], context: OperationContext): Json {
  const consumes = strings(operation.consumes) ?? context.consumes;
  const produces = strings(operation.produces) ?? context.produces;
  const own = Array.isArray(operation.parameters) ? operation.parameters : [];
  const ownKeys = new Set(own.map(context.resolveParameter).map((p) => `${p?.in}:${p?.name}`));
  const all = [
    ...itemParameters.filter(
      (p) => !ownKeys.has(`${context.resolveParameter(p)?.in}:${context.resolveParameter(p)?.name}`),
    ),
    ...own,
  ];
  const out: Json = {};
  for (const [key, value] of Object.entries(operation)) {
    if (key === 'consumes' || key === 'produces' || key === 'parameters' || key === 'responses') continue;
    out[key] = value;
  }
  const parameters: unknown[] = [];
  const formFields: Json[] = [];
  let body: Json | undefined;
  for (const raw of own) {
    const parameter = context.resolveParameter(raw);
    if (!parameter) continue;
    if (parameter.in === 'body') body = parameter;
    else if (parameter.in === 'formData') formFields.push(parameter);
    else
      parameters.push(
        isRecord(raw) && typeof raw.$ref === 'string'
          ? { $ref: raw.$ref.replace('#/parameters/', '#/components/parameters/') }
          : convertParameter(parameter),
      );
  }
  for (const raw of all.filter((p) => !own.includes(p))) {
    const parameter = context.resolveParameter(raw);
    if (parameter?.in === 'body') body ??= parameter;
    else if (parameter?.in === 'formData') formFields.push(parameter);
  }
  if (parameters.length > 0) out.parameters = parameters;
  if (body) {
    const schema = isRecord(body.schema) ? body.schema : {};
    out.requestBody = {
      ...(typeof body.description === 'string' && { description: body.description }),
      required: body.required === true,
      content: Object.fromEntries(
        consumes.map((type) => [
          type,
          {
            schema,
            ...(isRecord(body['x-examples']) &&
              body['x-examples'][type] !== undefined && { example: body['x-examples'][type] }),
          },
        ]),
      ),
    };
  } else if (formFields.length > 0) {
    const hasFile = formFields.some((f) => f.type === 'file');
    const types = consumes.filter(
      (t) => t === 'multipart/form-data' || t === 'application/x-www-form-urlencoded',
    );
    const mediaTypes =
      types.length > 0 ? types : [hasFile ? 'multipart/form-data' : 'application/x-www-form-urlencoded'];
    const schema: Json = {
      type: 'object',
      properties: Object.fromEntries(
        formFields.map((f) => [
          String(f.name),
          {
            ...pick(f, schemaKeys),
            ...(typeof f.description === 'string' && { description: f.description }),
          },
        ]),
      ),
    };
    const required = formFields.filter((f) => f.required === true).map((f) => String(f.name));
    if (required.length > 0) schema.required = required;
    out.requestBody = {
      required: required.length > 0,
      content: Object.fromEntries(mediaTypes.map((t) => [t, { schema }])),
    };
  }
  out.responses = Object.fromEntries(
    Object.entries(isRecord(operation.responses) ? operation.responses : {}).map(([status, response]) => [
      status,
      convertResponse(response, produces),
    ]),
  );
  return out;
}

function convertParameter(parameter: Json): Json {
  const out: Json = {};
  for (const key of ['name', 'in', 'description', 'required', 'deprecated', 'allowEmptyValue'])
    if (parameter[key] !== undefined) out[key] = parameter[key];
  for (const [key, value] of Object.entries(parameter)) if (key.startsWith('x-')) out[key] = value;
  out.schema = pick(parameter, schemaKeys);
  const format =
    typeof parameter.collectionFormat === 'string' ? collectionStyles[parameter.collectionFormat] : undefined;
  if (parameter.type === 'array' && format) Object.assign(out, format);
  if (parameter['x-example'] !== undefined) out.example = parameter['x-example'];
  return out;
}

function convertResponse(response: unknown, produces: string[]): unknown {
  if (!isRecord(response) || typeof response.$ref === 'string') return response;
  const out: Json = { description: typeof response.description === 'string' ? response.description : '' };
  for (const [key, value] of Object.entries(response)) if (key.startsWith('x-')) out[key] = value;
  const examples = isRecord(response.examples) ? response.examples : {};
  if (isRecord(response.schema)) {
    const types = produces.length > 0 ? produces : Object.keys(examples);
    out.content = Object.fromEntries(
      (types.length > 0 ? types : ['application/json']).map((type) => [
        type,
        { schema: response.schema, ...(examples[type] !== undefined && { example: examples[type] }) },
      ]),
    );
  }
  if (isRecord(response.headers)) {
    out.headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, header]) => [
        name,
        isRecord(header)
          ? {
              ...(typeof header.description === 'string' && { description: header.description }),
              schema: pick(header, schemaKeys),
            }
          : header,
      ]),
    );
  }
  return out;
}

function convertSecurityScheme(scheme: Json): Json | undefined {
  const description = typeof scheme.description === 'string' ? { description: scheme.description } : {};
  if (scheme.type === 'basic') return { type: 'http', scheme: 'basic', ...description };
  if (scheme.type === 'apiKey') return { type: 'apiKey', name: scheme.name, in: scheme.in, ...description };
  if (scheme.type === 'oauth2') {
    const flow = oauthFlows[String(scheme.flow)] ?? 'implicit';
    const details = {
      ...pick(scheme, ['authorizationUrl', 'tokenUrl']),
      scopes: isRecord(scheme.scopes) ? scheme.scopes : {},
    };
    return { type: 'oauth2', flows: { [flow]: details }, ...description };
  }
  return undefined;
}

/** Rewrites 2.0 `$ref` targets to their 3.0 places everywhere except inside example data. */
function rewriteRefs(node: unknown, key = '', parent = ''): unknown {
  if (isData(key, parent)) return node;
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item));
  if (!isRecord(node)) return node;
  const out: Json = {};
  for (const [k, value] of Object.entries(node)) {
    if (k === '$ref' && typeof value === 'string') {
      const rename = refRenames.find(([from]) => value.startsWith(from));
      out[k] = rename ? rename[1] + value.slice(rename[0].length) : value;
    } else out[k] = rewriteRefs(value, k, key);
  }
  return out;
}

/** Schema spellings that changed: `type: file`, `x-nullable`, string discriminators. */
function fixSchemas(node: unknown, key = '', parent = ''): unknown {
  if (isData(key, parent)) return node;
  if (Array.isArray(node)) return node.map((item) => fixSchemas(item));
  if (!isRecord(node)) return node;
  const out: Json = {};
  for (const [k, value] of Object.entries(node)) {
    if (k === 'x-nullable') out.nullable = value;
    else if (k === 'discriminator' && typeof value === 'string') out.discriminator = { propertyName: value };
    else out[k] = fixSchemas(value, k, key);
  }
  if (out.type === 'file') {
    out.type = 'string';
    out.format = 'binary';
  }
  return out;
}

function pick(source: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.flatMap((key) => (source[key] !== undefined ? [[key, source[key]]] : [])));
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}
