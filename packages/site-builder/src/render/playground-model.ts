import {
  type ApiSpec,
  type AsyncChannel,
  derefObject,
  type Operation,
  type Parameter,
} from '@docwright/api-model';
import { type ApiConfig, playgroundDisplays } from '@docwright/config';
import type {
  PlaygroundAuth,
  PlaygroundField,
  PlaygroundModel,
  WebSocketPlaygroundModel,
} from '@docwright/page-model';
import { exampleFromSchema, jsonText, mergedProperties } from '@docwright/snippets';
import { withPlaygroundDefaults } from './playground-defaults.ts';
import { describeField, type NestingBudget, nestingBudget } from './playground-fields.ts';

export type PlaygroundDisplay = ApiConfig['playground']['display'];

/**
 * How an endpoint page shows the playground: the page's own `playground` (front matter or
 * `x-docwright.playground`) over `api.playground.display`. A spec without an absolute or
 * site-relative server has nowhere to send to, so it falls back to `simple`.
 */
export function playgroundDisplay(
  configured: PlaygroundDisplay,
  own: string | undefined,
  operation: Operation,
): PlaygroundDisplay {
  const display = playgroundDisplays.find((mode) => mode === own) ?? configured;
  if ((display === 'interactive' || display === 'auth') && operation.servers.length === 0) return 'simple';
  return display;
}

/** The operation as the playground needs it: servers, auth inputs, parameters and the body. */
export function createPlaygroundModel(
  spec: ApiSpec,
  operation: Operation,
  api: Pick<ApiConfig, 'playground' | 'examples'>,
): PlaygroundModel {
  const document = spec.document;
  const prefill = api.examples.prefill;
  const parameters = operation.parameters
    .filter((parameter) => !reservedHeaders.has(parameter.name.toLowerCase()) || parameter.in !== 'header')
    .map((parameter) => parameterField(parameter, document, prefill));
  const body = createBody(spec, operation, prefill, api.examples.defaults === 'required');
  // The operation's requirements are alternatives ("one of"); the schemes inside one apply together.
  const alternatives = operation.security.map((requirement) =>
    Object.keys(requirement).filter((name) => spec.securitySchemes[name] !== undefined),
  );
  return {
    method: operation.method.toUpperCase(),
    path: operation.path,
    servers: operation.servers.map((server) => ({
      url: server.url,
      ...(server.description !== undefined && { description: server.description }),
      variables: Object.entries(server.variables).map(([name, variable]) => ({
        name,
        default: variable.default,
        ...(variable.enum && { enum: variable.enum }),
      })),
    })),
    proxy: api.playground.proxy,
    credentials: api.playground.credentials,
    auth: authInputs(spec, operation),
    ...(alternatives.length > 1 && { security: alternatives }),
    parameters,
    ...(body && { body }),
  };
}

// Set by the body and the auth inputs, as OpenAPI says.
const reservedHeaders = new Set(['accept', 'content-type', 'authorization']);

/** Every scheme any of the operation's requirements names, once. */
function authInputs(spec: ApiSpec, operation: Operation): PlaygroundAuth[] {
  const names = [...new Set(operation.security.flatMap((requirement) => Object.keys(requirement)))];
  return names.flatMap((name): PlaygroundAuth[] => {
    const scheme = spec.securitySchemes[name];
    if (!scheme) return [];
    const base = {
      scheme: name,
      ...(scheme.defaultValue !== undefined && { defaultValue: scheme.defaultValue }),
    };
    const type = scheme.type.toLowerCase();
    if (type === 'apikey' && scheme.name) {
      const where = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
      return [{ ...base, kind: 'apiKey', in: where, name: scheme.name }];
    }
    if (type === 'http') {
      const kind = (scheme.scheme ?? 'bearer').toLowerCase();
      if (kind === 'basic') return [{ ...base, kind: 'basic' }];
      if (kind === 'bearer') return [{ ...base, kind: 'bearer' }];
      return [{ ...base, kind: 'custom', prefix: scheme.scheme ?? '' }];
    }
    if (type === 'oauth2' && scheme.authorizationCode) {
      const asked = [...new Set(operation.security.flatMap((requirement) => requirement[name] ?? []))];
      return [
        {
          ...base,
          kind: 'oauth2',
          authorizationUrl: scheme.authorizationCode.authorizationUrl,
          tokenUrl: scheme.authorizationCode.tokenUrl,
          scopes: asked.length > 0 ? asked : scheme.authorizationCode.scopes,
        },
      ];
    }
    if (type === 'oauth2' || type === 'openidconnect') return [{ ...base, kind: 'bearer' }];
    return [];
  });
}

function parameterField(parameter: Parameter, document: unknown, prefill: boolean): PlaygroundField {
  const schema = derefObject(document, parameter.schema) ?? {};
  const example =
    parameter.example !== undefined
      ? parameter.example
      : exampleFromSchema(parameter.schema, { document, requiredOnly: false, direction: 'request' });
  const source = {
    name: parameter.name,
    location: parameter.in,
    required: parameter.required,
    schema,
    example,
    ...(prefill && { preset: withPlaygroundDefaults(document, schema, example) }),
  };
  return describeField(source, document, prefill, {
    ...(parameter.description !== undefined && { description: parameter.description }),
    ...(parameter.style !== undefined && { style: parameter.style }),
    ...(parameter.explode !== undefined && { explode: parameter.explode }),
    ...(parameter.allowReserved && { allowReserved: true }),
    ...(parameter.contentType !== undefined && { contentType: parameter.contentType }),
  });
}

/** The body's editor (JSON, text) seeded per `examples.defaults`, or its form fields. */
function createBody(
  spec: ApiSpec,
  operation: Operation,
  prefill: boolean,
  requiredOnly: boolean,
): PlaygroundModel['body'] {
  const media = operation.requestBody?.content[0];
  if (!media || operation.webhook) return undefined;
  const document = spec.document;
  const required = operation.requestBody?.required ?? false;
  const type = media.mediaType.toLowerCase();
  const shown =
    media.example ??
    media.examples[0]?.value ??
    exampleFromSchema(media.schema, { document, requiredOnly, direction: 'request' });
  const example = prefill ? withPlaygroundDefaults(document, media.schema, shown) : shown;
  const budget = nestingBudget();
  const form = type === 'application/x-www-form-urlencoded' || type.startsWith('multipart/');
  const json = type === 'application/json' || type.endsWith('+json');
  if (form) {
    const fields = bodyFields(document, media.schema, example, prefill, budget, (name) => ({
      // The form's `encoding` (Stripe's `deepObject`), serialized as the examples are.
      ...(media.encoding?.[name]?.style !== undefined && { style: media.encoding[name].style }),
      ...(media.encoding?.[name]?.explode !== undefined && { explode: media.encoding[name].explode }),
    }));
    return {
      mediaType: media.mediaType,
      kind: type.startsWith('multipart/') ? 'multipart' : 'form',
      required,
      fields,
    };
  }
  const text =
    example === undefined
      ? ''
      : json
        ? jsonText(example)
        : typeof example === 'string'
          ? example
          : jsonText(example);
  // A JSON object body also gets a form view (its fields as inputs), kept in sync with the text.
  const merged = json ? mergedProperties(document, media.schema) : undefined;
  const fields =
    merged?.objectLike && Object.keys(merged.properties).length > 0
      ? bodyFields(document, media.schema, undefined, false, budget, () => ({}))
      : undefined;
  return {
    mediaType: media.mediaType,
    kind: json ? 'json' : 'text',
    required,
    text,
    ...(fields && { fields }),
  };
}

/** The inputs of an object body's properties, nested where the budget allows. */
function bodyFields(
  document: unknown,
  schema: unknown,
  example: unknown,
  prefill: boolean,
  budget: NestingBudget,
  encoding: (name: string) => Partial<PlaygroundField>,
): PlaygroundField[] {
  const { properties, required } = mergedProperties(document, schema);
  const values = typeof example === 'object' && example !== null ? (example as Record<string, unknown>) : {};
  return Object.entries(properties).map(([name, raw]) =>
    describeField(
      {
        name,
        location: 'body',
        required: required.has(name),
        schema: derefObject(document, raw) ?? {},
        example: values[name],
      },
      document,
      prefill,
      encoding(name),
      budget,
    ),
  );
}

/** The WebSocket playground of an AsyncAPI channel, when the spec has a `ws`/`wss` server. */
export function createWebSocketModel(
  spec: ApiSpec,
  channel: AsyncChannel,
): WebSocketPlaygroundModel | undefined {
  const servers = spec.asyncServers.flatMap((server) => {
    const protocol = server.protocol.toLowerCase();
    const url = /^wss?:\/\//i.test(server.url) ? server.url : `${protocol}://${server.url}`;
    return /^wss?:\/\//i.test(url) && (protocol === 'ws' || protocol === 'wss' || protocol === '')
      ? [{ name: server.name, url: url.replace(/\/$/, '') }]
      : [];
  });
  if (servers.length === 0) return undefined;
  const document = spec.document;
  const messages = channel.messages.map((message) => {
    const example = exampleFromSchema(message.payload, {
      document,
      requiredOnly: false,
      direction: 'request',
    });
    const text = example === undefined ? '' : typeof example === 'string' ? example : jsonText(example);
    return { name: message.title ?? message.name, text };
  });
  return {
    servers,
    address: channel.address,
    parameters: channel.parameters.map((parameter) => ({
      name: parameter.name,
      ...(parameter.description !== undefined && { description: parameter.description }),
    })),
    messages,
  };
}
