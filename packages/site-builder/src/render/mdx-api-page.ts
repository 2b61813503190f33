import { type ApiSpec, httpMethods, type Operation, parseSpec } from '@docwright/api-model';
import type { ApiConfig } from '@docwright/config';
import type { PageSource } from '../load/discover.ts';
import { placeholderKey } from './playground-fields.ts';

/** A page's `api:` endpoint as an operation of a one-operation spec, for its header and playground. */
interface MdxEndpoint {
  readonly spec: ApiSpec;
  readonly operation: Operation;
}

const locations = ['path', 'query', 'header', 'cookie', 'body'] as const;
type Location = (typeof locations)[number];

interface Field {
  readonly location: Location;
  readonly name: string;
  readonly schema: Record<string, unknown>;
  readonly required: boolean;
}

/**
 * An MDX-only API page, as Mintlify reads one: `api: "POST https://api.example.com/v1/items"` (or a
 * path, sent to `api.mdx.server`) in front matter, its `ParamField`s as the request's parameters
 * and body, and `api.mdx.auth` (`bearer`, `basic`, or `key` with a header `name`) as its
 * authorization, or the page's own `authMethod` (`none`: no authorization at all). Undefined for a
 * page without a readable `api:`.
 */
export function mdxEndpoint(page: PageSource, mdx: ApiConfig['mdx']): MdxEndpoint | undefined {
  const value = page.frontmatter.api;
  const match = typeof value === 'string' ? /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(value) : null;
  const method = match?.[1]?.toLowerCase();
  const target = match?.[2];
  if (!method || !target || !(httpMethods as readonly string[]).includes(method)) return undefined;
  const absolute = /^(https?:\/\/[^/]+)(\/.*)?$/i.exec(target);
  const servers = absolute?.[1] ? [absolute[1]] : [mdx?.server ?? []].flat();
  const path = absolute ? absolute[2] || '/' : target.startsWith('/') ? target : `/${target}`;
  const fields = paramFields(page.body);
  const named = new Set(fields.filter((f) => f.location === 'path').map((f) => f.name));
  const pathFields = [...path.matchAll(/\{([^}]+)\}/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => name && !named.has(name))
    .map((name): Field => ({ location: 'path', name, schema: { type: 'string' }, required: true }));
  const all = [...fields, ...pathFields];
  const body = all.filter((f) => f.location === 'body');
  const auth = pageAuth(page.frontmatter.authMethod, mdx?.auth);
  const scheme = securityScheme(auth);
  // The playground labels the credential input with the scheme's name: the header it is sent in.
  const schemeName = auth?.method === 'key' ? (auth.name ?? 'Authorization') : 'Authorization';
  const title = typeof page.frontmatter.title === 'string' ? page.frontmatter.title : target;
  const document = {
    openapi: '3.1.0',
    info: { title, version: '1' },
    servers: servers.map((url) => ({ url, variables: serverVariables(url) })),
    paths: {
      [path]: {
        [method]: {
          summary: title,
          parameters: all
            .filter((f) => f.location !== 'body')
            .map((f) => ({
              name: f.name,
              in: f.location,
              required: f.location === 'path' || f.required,
              schema: f.schema,
            })),
          ...(body.length > 0 && {
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: Object.fromEntries(body.map((f) => [f.name, f.schema])),
                    required: body.filter((f) => f.required).map((f) => f.name),
                  },
                },
              },
            },
          }),
          ...(scheme && { security: [{ [schemeName]: [] }] }),
          responses: {},
        },
      },
    },
    ...(scheme && { components: { securitySchemes: { [schemeName]: scheme } } }),
  };
  const { spec } = parseSpec(JSON.stringify(document), `${page.file}#api`);
  const operation = spec?.operations[0];
  if (!spec || !operation) return undefined;
  // The page's own ParamFields document the request: the reference shows only its header and playground.
  return { spec, operation: { ...operation, page: { ...operation.page, fieldsInPage: true } } };
}

/** The `authMethod` values Mintlify documents for `api:` pages. */
export const mdxAuthMethods: readonly string[] = ['bearer', 'basic', 'key', 'none'];

/** `{database_hostname}` in an `api:` URL: a server variable the reader fills in. */
function serverVariables(url: string): Record<string, { default: string }> {
  return Object.fromEntries([...url.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1], { default: m[1] ?? '' }]));
}

type MdxAuth = NonNullable<ApiConfig['mdx']>['auth'];

/** Front matter `authMethod` wins over docs.json's `api.mdx.auth.method`; the header `name` stays docs.json's. */
function pageAuth(authMethod: unknown, configured: MdxAuth): MdxAuth {
  if (typeof authMethod !== 'string' || !mdxAuthMethods.includes(authMethod)) return configured;
  return { ...configured, method: authMethod };
}

function securityScheme(auth: MdxAuth): Record<string, unknown> | undefined {
  switch (auth?.method) {
    case 'bearer':
      return { type: 'http', scheme: 'bearer' };
    case 'basic':
      return { type: 'http', scheme: 'basic' };
    case 'key':
      return { type: 'apiKey', in: 'header', name: auth.name ?? 'Authorization' };
    default:
      return undefined;
  }
}

/**
 * The top-level `<ParamField query="limit" type="integer" required default="10">`s of a page, in
 * order; a `placeholder` goes to the playground input only, not to the request examples.
 */
function paramFields(body: string): Field[] {
  const fields: Field[] = [];
  const seen = new Set<string>();
  for (const [tag] of body.matchAll(/<ParamField\b[^>]*>/g)) {
    const attributes = new Map(
      [...tag.matchAll(/([A-Za-z]+)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}))?/g)].map((m) => [
        m[1] ?? '',
        m[2] ?? m[3] ?? m[4] ?? 'true',
      ]),
    );
    const location = locations.find((key) => attributes.has(key));
    const name = location && attributes.get(location);
    // Nested fields (`body="user.name"`) belong to their parent's schema, which the page describes.
    if (!location || !name || name.includes('.') || seen.has(`${location} ${name}`)) continue;
    seen.add(`${location} ${name}`);
    const fallback = attributes.get('default');
    const placeholder = attributes.get('placeholder');
    fields.push({
      location,
      name,
      schema: {
        ...schemaOfType(attributes.get('type')),
        ...(fallback !== undefined && { default: fallback }),
        ...(placeholder !== undefined && { [placeholderKey]: placeholder }),
      },
      required: attributes.get('required') === 'true',
    });
  }
  return fields;
}

const jsonTypes = new Set(['string', 'integer', 'number', 'boolean', 'object', 'array']);

/** `type="integer"`, `type="string[]"`; anything else is read as text. */
function schemaOfType(type: string | undefined): Record<string, unknown> {
  const text = type?.trim().toLowerCase() ?? 'string';
  if (text.endsWith('[]')) return { type: 'array', items: schemaOfType(text.slice(0, -2)) };
  if (text === 'int' || text === 'long') return { type: 'integer' };
  if (text === 'bool') return { type: 'boolean' };
  return { type: jsonTypes.has(text) ? text : 'string' };
}
