/**
 * What the playground needs to know about one operation, as plain JSON: the page embeds it and
 * the browser island reads it. Built by the build (`site-builder/src/render/playground-model.ts`).
 * Types only, without Node: the theme's browser code (its own project) imports it too.
 */
export interface PlaygroundModel {
  readonly method: string;
  readonly path: string;
  readonly servers: readonly PlaygroundServer[];
  /** `api.playground.proxy`: send through `POST /_docwright/proxy` rather than from the browser. */
  readonly proxy: boolean;
  /** `api.playground.credentials`: direct calls carry the browser's cookies for the API. */
  readonly credentials: boolean;
  readonly auth: readonly PlaygroundAuth[];
  /**
   * The operation's security requirements when it lists more than one: the reader picks one of
   * them (each a list of schemes that apply together; empty for "no authentication").
   */
  readonly security?: readonly (readonly string[])[];
  readonly parameters: readonly PlaygroundField[];
  readonly body?: PlaygroundBody;
}

export interface PlaygroundServer {
  readonly url: string;
  readonly description?: string;
  readonly variables: readonly {
    readonly name: string;
    readonly default: string;
    readonly enum?: readonly string[];
  }[];
}

/**
 * One security scheme the operation accepts; the input's accessible name is `scheme`, and it
 * starts with `defaultValue` (the scheme's `x-default`) when the spec gives one.
 */
export type PlaygroundAuth = { readonly scheme: string; readonly defaultValue?: string } & (
  | { readonly kind: 'apiKey'; readonly in: 'header' | 'query' | 'cookie'; readonly name: string }
  | { readonly kind: 'bearer' }
  | {
      readonly kind: 'oauth2';
      readonly authorizationUrl: string;
      readonly tokenUrl: string;
      /** The scopes the operation asks for, else all the flow declares. */
      readonly scopes: readonly string[];
    }
  | { readonly kind: 'basic' }
  | { readonly kind: 'custom'; readonly prefix: string }
);

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** A parameter (or a form body field): the input's accessible name is `name`. */
export interface PlaygroundField {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie' | 'body';
  readonly required: boolean;
  readonly type: FieldType;
  readonly enum?: readonly string[];
  /** Shown as the placeholder, or as the value with `examples.prefill`. */
  readonly example?: string;
  readonly prefill?: string;
  readonly description?: string;
  /**
   * How the value is serialized (OpenAPI `style`, `explode`, `allowReserved`; for form body
   * fields, their `encoding`): arrays repeat the key (`form` with `explode`, the default) or join
   * with `,`, ` ` or `|`; objects (typed as JSON) go per style, `deepObject` as `name[key]`.
   */
  readonly style?: string;
  readonly explode?: boolean;
  readonly allowReserved?: boolean;
  /** A parameter described by `content` (`application/json`): its value travels as that text. */
  readonly contentType?: string;
  /** A file input (`format: binary`); `multiple` for arrays of files. */
  readonly file?: boolean;
  readonly multiple?: boolean;
  /**
   * An object's properties (or, for an array, its object items' properties) as nested inputs,
   * where the build's depth and size budget allowed; without them the value is JSON text.
   */
  readonly children?: readonly PlaygroundField[];
  /** An array's item type, so a JSON body sends `[1, 2]` for `1, 2`. */
  readonly itemType?: FieldType;
}

export interface PlaygroundBody {
  readonly mediaType: string;
  readonly kind: 'json' | 'form' | 'multipart' | 'text';
  readonly required: boolean;
  /** The editor's starting text for JSON and text bodies. */
  readonly text?: string;
  /** The fields of form and multipart bodies, and of JSON object bodies (their form view). */
  readonly fields?: readonly PlaygroundField[];
}

/** An AsyncAPI channel's WebSocket playground: where to connect and what to send. */
export interface WebSocketPlaygroundModel {
  /** `ws://` or `wss://` base URLs of the spec's WebSocket servers. */
  readonly servers: readonly { readonly name: string; readonly url: string }[];
  /** The channel's address, with `{parameter}` placeholders. */
  readonly address: string;
  readonly parameters: readonly { readonly name: string; readonly description?: string }[];
  /** Messages the reader can send, each with a starting text built from its payload. */
  readonly messages: readonly { readonly name: string; readonly text: string }[];
}
