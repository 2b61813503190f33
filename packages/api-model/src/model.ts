/** The endpoint model: one shape for every spec format, shared by pages, snippets, playground and llms files. */

export const httpMethods = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
  'query',
] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** A schema object exactly as written in the spec; `$ref`s stay references into `ApiSpec.document`. */
export type SchemaObject = Record<string, unknown>;

export interface ServerVariable {
  readonly default: string;
  readonly enum?: readonly string[];
  readonly description?: string;
}

/** An operation the MCP server offers as a tool, with the name and description `x-mint.mcp` gives it. */
export interface McpTool {
  readonly name?: string;
  readonly description?: string;
}

export interface Server {
  readonly url: string;
  readonly description?: string;
  readonly variables: Readonly<Record<string, ServerVariable>>;
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface Parameter {
  readonly name: string;
  readonly in: ParameterLocation;
  readonly description?: string;
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly schema?: SchemaObject;
  /** The media type of a parameter described by `content` instead of `schema` (`application/json`...). */
  readonly contentType?: string;
  readonly example?: unknown;
  readonly style?: string;
  readonly explode?: boolean;
  /** Query parameters: reserved characters pass unencoded (RFC 6570 reserved expansion). */
  readonly allowReserved?: boolean;
}

export interface MediaTypeObject {
  readonly mediaType: string;
  readonly schema?: SchemaObject;
  readonly example?: unknown;
  readonly examples: readonly NamedExample[];
  /** Per-property `encoding` of multipart and form bodies. */
  readonly encoding?: Readonly<Record<string, PropertyEncoding>>;
}

export interface PropertyEncoding {
  readonly contentType?: string;
  /** `form` (the default) or `deepObject` (`address[city]=...`) for form bodies. */
  readonly style?: string;
  readonly explode?: boolean;
}

export interface NamedExample {
  readonly name: string;
  readonly summary?: string;
  readonly value: unknown;
}

export interface RequestBody {
  readonly description?: string;
  readonly required: boolean;
  readonly content: readonly MediaTypeObject[];
}

export interface Response {
  /** `200`, `4XX` or `default`. */
  readonly status: string;
  readonly description?: string;
  readonly content: readonly MediaTypeObject[];
  readonly headers: readonly Parameter[];
  readonly links: readonly Link[];
}

/** A design-time link from a response to another operation (OpenAPI `links`). */
export interface Link {
  readonly name: string;
  readonly operationId?: string;
  readonly operationRef?: string;
  readonly description?: string;
  /** Parameter name -> runtime expression, e.g. `userId` -> `$response.body#/id`. */
  readonly parameters: Readonly<Record<string, string>>;
}

/** Requests the API makes back to the caller after an operation (OpenAPI `callbacks`). */
export interface Callback {
  readonly name: string;
  /** The runtime expression for the URL, e.g. `{$request.body#/callbackUrl}`. */
  readonly expression: string;
  readonly operations: readonly Operation[];
}

/** Scheme names with their scopes; all of one requirement apply together, any one requirement suffices. */
export type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

export interface CodeSample {
  readonly lang: string;
  readonly label?: string;
  readonly source: string;
}

/** Page metadata from `x-docwright` (or Mintlify's `x-mint`). */
export interface PageExtension {
  readonly title?: string;
  readonly description?: string;
  readonly sidebarTitle?: string;
  readonly icon?: string;
  readonly href?: string;
  readonly playground?: string;
  readonly content?: string;
  /**
   * `x-mint.metadata` (with `x-mint.groups`): the generated page's front matter, read as an MDX
   * page's is (`og:*` tags, `tag`, `groups`, `public`, `mode`...).
   */
  readonly frontmatter?: Readonly<Record<string, unknown>>;
  /**
   * The page's own `ParamField`s describe the request (an MDX-only `api:` page): its reference
   * shows the method, the full URL and the playground, not the parameters again.
   */
  readonly fieldsInPage?: boolean;
}

export interface Operation {
  /** `GET /pets/{petId}` (or `WEBHOOK newPet`): how navigation and front matter name the operation. */
  readonly key: string;
  /** A webhook (OpenAPI 3.1 `webhooks`): a request the API sends to the reader's server. */
  readonly webhook: boolean;
  readonly method: HttpMethod;
  readonly path: string;
  /** JSON pointer to the operation inside the document. */
  readonly pointer: string;
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
  readonly parameters: readonly Parameter[];
  readonly requestBody?: RequestBody;
  readonly responses: readonly Response[];
  readonly callbacks: readonly Callback[];
  /** Effective requirements (the operation's own, else the document's). */
  readonly security: readonly SecurityRequirement[];
  /** Effective servers (operation, path item, then document). */
  readonly servers: readonly Server[];
  readonly codeSamples: readonly CodeSample[];
  readonly page: PageExtension;
  /** `x-hidden` (or `x-mint.metadata.hidden`): built but left out of navigation. */
  readonly hidden: boolean;
  /** Offered as a tool of the site's MCP server (`x-mint.mcp.enabled`, on it or on its document). */
  readonly mcpTool?: McpTool;
  /** `x-excluded`: no page at all. */
  readonly excluded: boolean;
  /** Changes exactly when the operation's own source (path item included) changes. */
  readonly fingerprint: string;
}

export interface Tag {
  readonly name: string;
  readonly description?: string;
  /** OpenAPI 3.2 display name. */
  readonly summary?: string;
  /** OpenAPI 3.2 nesting: the name of the parent tag. */
  readonly parent?: string;
  /** OpenAPI 3.2 `kind` (`nav`, `badge`...): only navigation tags make sidebar groups. */
  readonly kind?: string;
  /** `x-group`: the sidebar group this tag's operations go in. */
  readonly group?: string;
}

export interface SecurityScheme {
  readonly type: string;
  readonly description?: string;
  readonly name?: string;
  readonly in?: string;
  readonly scheme?: string;
  readonly bearerFormat?: string;
  /** `x-default`: what the playground's input for this scheme starts with. */
  readonly defaultValue?: string;
  /** OAuth2's authorization code flow, when the scheme declares one (the playground runs it with PKCE). */
  readonly authorizationCode?: {
    readonly authorizationUrl: string;
    readonly tokenUrl: string;
    readonly scopes: readonly string[];
  };
}

/** An AsyncAPI channel: where messages flow, what the application does there, and their shape. */
export interface AsyncChannel {
  /** The key under `channels`: how navigation and front matter name it. */
  readonly id: string;
  readonly address: string;
  readonly title?: string;
  readonly description?: string;
  readonly parameters: readonly { readonly name: string; readonly description?: string }[];
  readonly operations: readonly AsyncOperation[];
  readonly messages: readonly AsyncMessage[];
  /** Protocols with bindings on the channel (`mqtt`, `kafka`, `ws`...). */
  readonly bindings: readonly string[];
  readonly fingerprint: string;
}

export interface AsyncOperation {
  readonly id: string;
  /** What the application does on the channel. */
  readonly action: 'send' | 'receive';
  readonly summary?: string;
  readonly description?: string;
}

export interface AsyncMessage {
  readonly name: string;
  readonly title?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly contentType?: string;
  readonly payload?: SchemaObject;
  readonly headers?: SchemaObject;
}

export interface AsyncServer {
  readonly name: string;
  readonly url: string;
  readonly protocol: string;
  readonly description?: string;
}

export interface ApiSpec {
  /** Site-relative path of the spec file (or its URL): how pages and navigation refer to it. */
  readonly id: string;
  readonly format: 'openapi' | 'asyncapi';
  readonly formatVersion: string;
  readonly title: string;
  readonly version: string;
  readonly description?: string;
  readonly servers: readonly Server[];
  readonly tags: readonly Tag[];
  readonly operations: readonly Operation[];
  /** AsyncAPI channels; empty for OpenAPI. */
  readonly channels: readonly AsyncChannel[];
  /** AsyncAPI servers; empty for OpenAPI (whose servers are in `servers`). */
  readonly asyncServers: readonly AsyncServer[];
  readonly securitySchemes: Readonly<Record<string, SecurityScheme>>;
  /** The parsed document; schemas in the model point into it. */
  readonly document: Readonly<Record<string, unknown>>;
  /** Changes whenever anything outside `paths` changes (components, servers, tags...). */
  readonly sharedFingerprint: string;
}
