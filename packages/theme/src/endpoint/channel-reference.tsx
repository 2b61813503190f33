import { type ApiSpec, type AsyncChannel, createSchemaView, SchemaPage } from '@docwright/api-model';
import type { WebSocketPlaygroundModel } from '@docwright/page-model';
import { Markdown } from './markdown.tsx';
import { FieldList } from './schema-fields.tsx';
import { WebSocketPlayground } from './websocket-playground.tsx';

/** An AsyncAPI channel page: address, servers, what the application does, and each message. */
export function ChannelReference({
  spec,
  channel,
  playground,
}: {
  spec: ApiSpec;
  channel: AsyncChannel;
  playground?: WebSocketPlaygroundModel | undefined;
}) {
  const page = new SchemaPage();
  const protocols = [
    ...new Set([...spec.asyncServers.map((s) => s.protocol).filter(Boolean), ...channel.bindings]),
  ];
  return (
    <div class="dw-endpoint" data-channel={channel.id}>
      <div class="dw-endpoint-bar">
        {protocols.map((protocol) => (
          <span class="dw-badge" key={protocol}>
            {protocol}
          </span>
        ))}
        <code class="dw-endpoint-path">{channel.address}</code>
      </div>
      <Markdown text={channel.description} />
      {playground && <WebSocketPlayground model={playground} />}
      {spec.asyncServers.length > 0 && (
        <section class="dw-section">
          <h2 id={page.anchors.claim('servers')}>Servers</h2>
          <ul class="dw-fields">
            {spec.asyncServers.map((server) => (
              <li class="dw-field" key={server.name}>
                <div class="dw-field-head">
                  <code class="dw-field-name">{server.name}</code>{' '}
                  <span class="dw-field-type">
                    {server.protocol}://{server.url}
                  </span>
                </div>
                <Markdown text={server.description} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {channel.operations.length > 0 && (
        <section class="dw-section">
          <h2 id={page.anchors.claim('operations')}>Operations</h2>
          <ul class="dw-fields">
            {channel.operations.map((operation) => (
              <li class="dw-field" key={operation.id} id={page.anchors.claim(`operation-${operation.id}`)}>
                <div class="dw-field-head">
                  <span class={`dw-badge dw-badge-${operation.action}`}>
                    {operation.action === 'send' ? 'The application sends' : 'The application receives'}
                  </span>{' '}
                  <code class="dw-field-name">{operation.id}</code>
                </div>
                <Markdown text={operation.description ?? operation.summary} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {channel.parameters.length > 0 && (
        <section class="dw-section">
          <h2 id={page.anchors.claim('parameters')}>Parameters</h2>
          <ul class="dw-fields">
            {channel.parameters.map((parameter) => (
              <li class="dw-field" key={parameter.name} id={page.anchors.claim(parameter.name)}>
                <div class="dw-field-head">
                  <code class="dw-field-name">{parameter.name}</code>
                </div>
                <Markdown text={parameter.description} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {channel.messages.length > 0 && (
        <section class="dw-section">
          <h2 id={page.anchors.claim('messages')}>Messages</h2>
          {channel.messages.map((message) => {
            const view = message.payload
              ? createSchemaView(message.payload, { document: spec.document, page, prefix: [] })
              : undefined;
            return (
              <details class="dw-response" key={message.name} open={message === channel.messages[0]}>
                <summary>
                  <strong>{message.title ?? message.name}</strong>{' '}
                  {message.contentType && <code>{message.contentType}</code>}
                </summary>
                <Markdown text={message.description ?? message.summary} />
                {view && (
                  <div class="dw-media">
                    <p class="dw-media-type">
                      Payload <span class="dw-field-type">{view.type}</span>
                    </p>
                    <FieldList
                      fields={view.fields}
                      variants={view.variants}
                      discriminator={view.discriminator}
                    />
                  </div>
                )}
              </details>
            );
          })}
        </section>
      )}
    </div>
  );
}
