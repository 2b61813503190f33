import { inlineJson } from '../html.ts';
import type { PlaygroundAuth, PlaygroundField, PlaygroundModel } from './playground-model.ts';

export type PlaygroundView =
  | { readonly display: 'interactive'; readonly model: PlaygroundModel }
  /** Only for signed-in readers in `groups` (all signed-in readers when empty): `docs serve` unwraps it for them. */
  | { readonly display: 'auth'; readonly model: PlaygroundModel; readonly groups: readonly string[] }
  | {
      readonly display: 'simple';
      readonly method: string;
      readonly url: string;
    };

/**
 * Secrets (tokens, keys, passwords) are plain inputs marked `data-secret` until the island turns
 * them into password fields: a password field in the page's HTML makes agents and crawlers take
 * the page for a sign-in wall.
 *
 * The "Try it" form, rendered on the server so it reads (and is labelled) without JavaScript;
 * `/_docwright/playground.js`, loaded when the reader opens it, sends the request and shows the
 * response. Every input's accessible name is its parameter's (or security scheme's) name.
 */
export function Playground({ view }: { view: PlaygroundView }) {
  if (view.display === 'simple') {
    return (
      <div class="dw-playground-simple">
        <span class={`dw-method dw-method-${view.method.toLowerCase()}`}>{view.method}</span>
        <code class="dw-playground-url">{view.url}</code>
        <button type="button" class="dw-copy-text" data-copy={view.url}>
          Copy
        </button>
      </div>
    );
  }
  if (view.display === 'auth') {
    // Inert markup until `docs serve` decides the reader may see it: a static host shows nothing.
    return (
      <template data-dw-auth-playground={view.groups.join(' ')}>
        <Playground view={{ display: 'interactive', model: view.model }} />
      </template>
    );
  }
  const { model } = view;
  const byLocation = (location: PlaygroundField['in']) => model.parameters.filter((p) => p.in === location);
  return (
    <details class="dw-playground" data-markdown-ignore data-playground>
      <summary>
        <span class="dw-playground-title">Try it</span>
        <span class="dw-playground-hint">Send a request from this page</span>
      </summary>
      <form class="dw-playground-form" novalidate>
        <script
          type="application/json"
          class="dw-playground-model"
          dangerouslySetInnerHTML={{ __html: inlineJson(model) }}
        />
        <ServerInputs model={model} />
        {model.auth.length > 0 && (
          <fieldset class="dw-playground-group">
            <legend>Authorization</legend>
            {model.auth.map((auth) => (
              <AuthInput key={auth.scheme} auth={auth} />
            ))}
          </fieldset>
        )}
        {(['path', 'query', 'header', 'cookie'] as const).map((location) => {
          const fields = byLocation(location);
          return fields.length === 0 ? null : (
            <fieldset class="dw-playground-group" key={location}>
              <legend>{groupTitles[location]}</legend>
              {fields.map((field) => (
                <FieldInput key={field.name} field={field} />
              ))}
            </fieldset>
          );
        })}
        {model.body && (
          <fieldset class="dw-playground-group">
            <legend>
              Body <span class="dw-playground-media">{model.body.mediaType}</span>
            </legend>
            {model.body.fields ? (
              model.body.fields.map((field) => <FieldInput key={field.name} field={field} />)
            ) : (
              <textarea
                class="dw-playground-body"
                name="body"
                aria-label="Body"
                rows={Math.min(18, Math.max(4, (model.body.text ?? '').split('\n').length + 1))}
                spellcheck={false}
              >
                {model.body.text ?? ''}
              </textarea>
            )}
          </fieldset>
        )}
        <div class="dw-playground-actions">
          <button type="submit" class="dw-playground-send" disabled>
            Send request
          </button>
          <noscript>Sending needs JavaScript.</noscript>
        </div>
      </form>
      <section class="dw-playground-response" aria-label="Response" aria-live="polite" hidden />
    </details>
  );
}

const groupTitles = { path: 'Path', query: 'Query', header: 'Headers', cookie: 'Cookies' } as const;

function ServerInputs({ model }: { model: PlaygroundModel }) {
  const [first] = model.servers;
  if (!first) return null;
  const showChoice = model.servers.length > 1;
  const variables = model.servers.flatMap((server, index) =>
    server.variables.map((variable) => ({ ...variable, index })),
  );
  if (!showChoice && variables.length === 0) return null;
  return (
    <fieldset class="dw-playground-group">
      <legend>Server</legend>
      {showChoice && (
        <label class="dw-playground-field">
          <span class="dw-playground-label">Server</span>
          <select name="server" aria-label="Server">
            {model.servers.map((server, index) => (
              <option key={server.url} value={String(index)}>
                {server.description ? `${server.description} (${server.url})` : server.url}
              </option>
            ))}
          </select>
        </label>
      )}
      {variables.map((variable) => (
        <div
          class="dw-playground-field"
          key={`${variable.index}-${variable.name}`}
          data-server={variable.index}
        >
          <span class="dw-playground-label">{variable.name}</span>
          {variable.enum ? (
            <select name={`server-${variable.index}-${variable.name}`} aria-label={variable.name}>
              {variable.enum.map((value) => (
                <option key={value} value={value} selected={value === variable.default}>
                  {value}
                </option>
              ))}
            </select>
          ) : (
            <input
              name={`server-${variable.index}-${variable.name}`}
              aria-label={variable.name}
              value={variable.default}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}

function AuthInput({ auth }: { auth: PlaygroundAuth }) {
  if (auth.kind === 'basic') {
    return (
      <div class="dw-playground-field dw-playground-basic">
        <span class="dw-playground-label">{auth.scheme}</span>
        <input
          name={`auth-${auth.scheme}-username`}
          aria-label={auth.scheme}
          placeholder="username"
          autocomplete="username"
        />
        <input
          name={`auth-${auth.scheme}-password`}
          aria-label={`${auth.scheme} password`}
          placeholder="password"
          data-secret
          autocomplete="current-password"
        />
      </div>
    );
  }
  if (auth.kind === 'oauth2') {
    return (
      <div class="dw-playground-field dw-playground-oauth">
        <span class="dw-playground-label">
          {auth.scheme} <span class="dw-playground-where">OAuth2 access token</span>
        </span>
        <input
          name={`auth-${auth.scheme}`}
          aria-label={auth.scheme}
          data-secret
          autocomplete="off"
          value={auth.defaultValue}
        />
        <input
          name={`auth-${auth.scheme}-client-id`}
          aria-label={`${auth.scheme} client ID`}
          placeholder="client ID"
          autocomplete="off"
        />
        <input
          name={`auth-${auth.scheme}-scopes`}
          aria-label={`${auth.scheme} scopes`}
          value={auth.scopes.join(' ')}
          placeholder="scopes"
        />
        <button type="button" class="dw-copy-text dw-playground-authorize" data-oauth-scheme={auth.scheme}>
          Authorize
        </button>
      </div>
    );
  }
  const hint =
    auth.kind === 'apiKey'
      ? `${auth.in === 'header' ? 'header' : auth.in} ${auth.name}`
      : auth.kind === 'bearer'
        ? 'Bearer token'
        : `${auth.prefix} credentials`;
  return (
    <label class="dw-playground-field">
      <span class="dw-playground-label">
        {auth.scheme} <span class="dw-playground-where">{hint}</span>
      </span>
      <input
        name={`auth-${auth.scheme}`}
        aria-label={auth.scheme}
        data-secret
        autocomplete="off"
        value={auth.defaultValue}
      />
    </label>
  );
}

function FieldInput({ field }: { field: PlaygroundField }) {
  const name = `${field.in}-${field.name}`;
  const label = (
    <span class="dw-playground-label">
      {field.name}
      {field.required && <span class="dw-playground-required"> required</span>}
      <span class="dw-playground-type"> {field.type}</span>
    </span>
  );
  let control: preact.JSX.Element;
  if (field.file) {
    control = <input type="file" name={name} aria-label={field.name} multiple={field.multiple} />;
  } else if (field.enum || field.type === 'boolean') {
    const options = field.enum ?? ['true', 'false'];
    control = (
      <select name={name} aria-label={field.name} multiple={field.type === 'array'}>
        {field.type !== 'array' && <option value="">{field.required ? 'Choose…' : '(not set)'}</option>}
        {options.map((value) => (
          <option key={value} value={value} selected={field.prefill === value}>
            {value}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        name={name}
        aria-label={field.name}
        type={field.type === 'integer' || field.type === 'number' ? 'number' : 'text'}
        step={field.type === 'number' ? 'any' : undefined}
        placeholder={field.example}
        value={field.prefill}
        required={field.required}
      />
    );
  }
  return (
    <div class="dw-playground-field">
      {label}
      {control}
      {field.type === 'array' && !field.enum && !field.file && (
        <span class="dw-playground-note">Separate values with commas.</span>
      )}
    </div>
  );
}
