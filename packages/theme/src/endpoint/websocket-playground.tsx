import type { WebSocketPlaygroundModel } from '@docwright/page-model';
import { inlineJson } from '../html.ts';

/**
 * "Try it" for a channel served over WebSocket: connect (with the channel's parameters), send a
 * message built from its schema, and watch what arrives. The island in `playground.js` runs it.
 */
export function WebSocketPlayground({ model }: { model: WebSocketPlaygroundModel }) {
  const [first] = model.messages;
  return (
    <details class="dw-playground" data-markdown-ignore data-playground="websocket">
      <summary>
        <span class="dw-playground-title">Try it</span>
        <span class="dw-playground-hint">Connect over WebSocket from this page</span>
      </summary>
      <form class="dw-playground-form" novalidate>
        <script
          type="application/json"
          class="dw-playground-model"
          dangerouslySetInnerHTML={{ __html: inlineJson(model) }}
        />
        <fieldset class="dw-playground-group">
          <legend>Connection</legend>
          {model.servers.length > 1 && (
            <div class="dw-playground-field">
              <span class="dw-playground-label">Server</span>
              <select name="server" aria-label="Server">
                {model.servers.map((server, index) => (
                  <option key={server.name} value={String(index)}>
                    {server.name} ({server.url})
                  </option>
                ))}
              </select>
            </div>
          )}
          {model.parameters.map((parameter) => (
            <div class="dw-playground-field" key={parameter.name}>
              <span class="dw-playground-label">{parameter.name}</span>
              <input
                name={`parameter-${parameter.name}`}
                aria-label={parameter.name}
                placeholder={parameter.description}
              />
            </div>
          ))}
          <div class="dw-playground-actions">
            <button type="button" class="dw-playground-send" data-ws-connect disabled>
              Connect
            </button>
          </div>
        </fieldset>
        <fieldset class="dw-playground-group">
          <legend>Message</legend>
          {model.messages.length > 1 && (
            <div class="dw-playground-field">
              <span class="dw-playground-label">Example</span>
              <select name="message" aria-label="Example message">
                {model.messages.map((message, index) => (
                  <option key={message.name} value={String(index)}>
                    {message.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <textarea
            class="dw-playground-body"
            name="body"
            aria-label="Message"
            rows={Math.min(14, Math.max(3, (first?.text ?? '').split('\n').length + 1))}
            spellcheck={false}
          >
            {first?.text ?? ''}
          </textarea>
          <div class="dw-playground-actions">
            <button type="submit" class="dw-playground-send" disabled>
              Send message
            </button>
          </div>
        </fieldset>
      </form>
      <section class="dw-playground-response" aria-label="Response" aria-live="polite" hidden>
        <ol class="dw-playground-events" aria-label="Events" />
      </section>
    </details>
  );
}
