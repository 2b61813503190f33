import { requiredFirst } from '@docwright/api-model';
import type { PlaygroundAuth, PlaygroundField, PlaygroundModel } from '@docwright/page-model';
import { inlineJson } from '../html.ts';

export type PlaygroundView =
  | {
      readonly display: 'interactive';
      readonly model: PlaygroundModel;
      /**
       * The page's route, when the build writes the model to its own file (`playgroundModelFileOfRoute`)
       * for the playground to fetch as it opens: no page carries it before a reader asks for it.
       * Without it the model is embedded in the page.
       */
      readonly modelRoute?: string;
    }
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
 * "Try it": a button that opens a modal dialog (`chrome.js` calls `showModal`, which traps focus
 * and closes on Escape) with the form on the left and the live request example and the response
 * on the right. `/_docwright/playground.js`, loaded when the reader first opens it, builds the
 * body's nested inputs, sends the request and shows the response. Every input's accessible name
 * is its parameter's (or security scheme's) name.
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
  const { model, modelRoute } = view;
  // Required first on the form; the request reads fields by name, in the model's (the spec's) order.
  const byLocation = (location: PlaygroundField['in']) =>
    requiredFirst(model.parameters.filter((p) => p.in === location));
  const method = model.method.toUpperCase();
  return (
    <div class="dw-playground" data-markdown-ignore data-playground data-model-route={modelRoute}>
      <button type="button" class="dw-playground-open" aria-haspopup="dialog">
        <span class={`dw-method dw-method-${method.toLowerCase()}`}>{method}</span>
        {' Try it'}
      </button>
      <dialog class="dw-playground-dialog" aria-label={`${method} ${model.path}`}>
        <div class="dw-playground-bar">
          <span class={`dw-method dw-method-${method.toLowerCase()}`}>{method}</span>
          <code class="dw-playground-path">{model.path}</code>
          <button type="button" class="dw-playground-close" aria-label="Close" data-close>
            ×
          </button>
        </div>
        <div class="dw-playground-panes">
          <form class="dw-playground-form" novalidate>
            {modelRoute === undefined && (
              <script
                type="application/json"
                class="dw-playground-model"
                dangerouslySetInnerHTML={{ __html: inlineJson(model) }}
              />
            )}
            <ServerInputs model={model} />
            <AuthInputs model={model} />
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
            {model.body && <BodyInputs body={model.body} />}
            <div class="dw-playground-actions">
              <button type="submit" class="dw-playground-send" disabled>
                Send request
              </button>
              <span class="dw-playground-why" aria-live="polite" />
            </div>
          </form>
          <div class="dw-playground-side">
            <section class="dw-playground-live" aria-label="Request example">
              <div class="dw-playground-live-bar">
                <span>Request</span>
                <select class="dw-playground-language" aria-label="Example language" />
              </div>
              <pre class="dw-code" tabindex={0}>
                <code />
              </pre>
            </section>
            <section class="dw-playground-response" aria-label="Response" aria-live="polite" hidden />
          </div>
        </div>
      </dialog>
    </div>
  );
}

/**
 * The body: form and multipart fields, and JSON objects' fields, are built by the island from the
 * model (nested objects, rows of arrays); JSON and text bodies keep the raw text editor, and a JSON
 * object body can switch between its fields and the raw JSON.
 */
function BodyInputs({ body }: { body: NonNullable<PlaygroundModel['body']> }) {
  const raw = body.kind === 'json' || body.kind === 'text' || (body.kind === 'form' && body.fields);
  return (
    <fieldset class="dw-playground-group dw-playground-body-group">
      <legend>
        Body <span class="dw-playground-media">{body.mediaType}</span>
      </legend>
      {body.fields && body.kind !== 'multipart' && (
        <label class="dw-playground-raw-toggle">
          <input type="checkbox" data-raw-toggle checked={!body.fields} /> Raw JSON
        </label>
      )}
      {body.fields && <div class="dw-playground-fields" data-body-fields />}
      {raw && (
        <div class="dw-playground-raw" data-body-raw hidden={!!body.fields}>
          <textarea
            class="dw-playground-body"
            name={body.kind === 'form' ? 'body-json' : 'body'}
            aria-label="Body"
            rows={Math.min(18, Math.max(4, (body.text ?? '').split('\n').length + 1))}
            spellcheck={false}
          >
            {body.text ?? ''}
          </textarea>
          <p class="dw-playground-error dw-playground-json-error" data-json-error hidden />
        </div>
      )}
    </fieldset>
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
          hidden={variable.index !== 0}
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

/** Where each scheme puts the credential, as the reader will see it sent. */
function authHint(auth: PlaygroundAuth): string {
  switch (auth.kind) {
    case 'apiKey':
      return auth.in === 'header'
        ? `${auth.name} header`
        : auth.in === 'query'
          ? `${auth.name} query parameter`
          : `${auth.name} cookie`;
    case 'bearer':
      return 'Authorization: Bearer …';
    case 'basic':
      return 'Authorization: Basic …';
    case 'oauth2':
      return 'OAuth2 access token, Authorization: Bearer …';
    case 'custom':
      return `Authorization: ${auth.prefix} …`;
  }
}

/** The schemes' inputs; a choice among the operation's alternatives; remember and clear. */
function AuthInputs({ model }: { model: PlaygroundModel }) {
  if (model.auth.length === 0) return null;
  return (
    <fieldset class="dw-playground-group dw-playground-auth">
      <legend>Authorization</legend>
      {model.security && (
        <label class="dw-playground-field">
          <span class="dw-playground-label">One of</span>
          <select name="auth-choice">
            {model.security.map((schemes, index) => (
              <option key={schemes.join('+')} value={String(index)}>
                {schemes.length === 0 ? 'None' : schemes.join(' + ')}
              </option>
            ))}
          </select>
        </label>
      )}
      {model.auth.map((auth) => (
        <AuthInput key={auth.scheme} auth={auth} />
      ))}
      <div class="dw-playground-remember">
        <label>
          <input type="checkbox" data-remember /> Remember on this device
        </label>
        <button type="button" class="dw-copy-text" data-clear-credentials>
          Clear
        </button>
      </div>
    </fieldset>
  );
}

function AuthInput({ auth }: { auth: PlaygroundAuth }) {
  if (auth.kind === 'basic') {
    return (
      <div class="dw-playground-field dw-playground-basic" data-scheme={auth.scheme}>
        <span class="dw-playground-label">
          {auth.scheme} <span class="dw-playground-where">{authHint(auth)}</span>
        </span>
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
      <div class="dw-playground-field dw-playground-oauth" data-scheme={auth.scheme}>
        <span class="dw-playground-label">
          {auth.scheme} <span class="dw-playground-where">{authHint(auth)}</span>
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
  return (
    <label class="dw-playground-field" data-scheme={auth.scheme}>
      <span class="dw-playground-label">
        {auth.scheme} <span class="dw-playground-where">{authHint(auth)}</span>
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
        // Without an example, the type greys the empty input (`<string>`, as the examples write it).
        placeholder={field.example ?? `<${field.type}>`}
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
