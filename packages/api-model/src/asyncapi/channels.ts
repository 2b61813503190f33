import { fingerprint } from '../fingerprint.ts';
import type { AsyncChannel, AsyncMessage, AsyncOperation, SchemaObject } from '../model.ts';
import { derefObject, isRecord } from '../openapi/refs.ts';

type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The channels of an AsyncAPI 2.x or 3.x document with their operations and messages. In 2.x
 * operations sit on the channel (`publish` is what the application receives, `subscribe` what
 * it sends); in 3.x they are top-level and point at their channel.
 */
export function readChannels(document: Json): AsyncChannel[] {
  const major = Number(String(document.asyncapi ?? '').split('.')[0]);
  const channels = isRecord(document.channels) ? document.channels : {};
  const operations3 = major >= 3 && isRecord(document.operations) ? document.operations : {};
  return Object.entries(channels).flatMap(([id, raw]) => {
    const channel = derefObject(document, raw);
    if (!channel) return [];
    const address = major >= 3 ? (text(channel.address) ?? id) : id;
    const operations: AsyncOperation[] = [];
    const messages: AsyncMessage[] = [];
    const addMessages = (value: unknown) => {
      for (const message of readMessages(document, value))
        if (!messages.some((m) => m.name === message.name)) messages.push(message);
    };
    if (major >= 3) {
      addMessages(channel.messages);
      for (const [operationId, rawOperation] of Object.entries(operations3)) {
        const operation = derefObject(document, rawOperation);
        const target = isRecord(operation?.channel) ? operation.channel.$ref : undefined;
        if (
          !operation ||
          (target !== `#/channels/${id}` && target !== `#/channels/${encodeURIComponent(id)}`)
        )
          continue;
        operations.push(
          readOperation(operationId, operation.action === 'receive' ? 'receive' : 'send', operation),
        );
      }
    } else {
      for (const [verb, action] of [
        ['publish', 'receive'],
        ['subscribe', 'send'],
      ] as const) {
        const operation = derefObject(document, channel[verb]);
        if (!operation) continue;
        operations.push(readOperation(text(operation.operationId) ?? `${verb} ${id}`, action, operation));
        addMessages(operation.message);
      }
    }
    const parameters = Object.entries(isRecord(channel.parameters) ? channel.parameters : {}).map(
      ([name, value]) => {
        const parameter = derefObject(document, value);
        const description = text(parameter?.description);
        return { name, ...(description !== undefined && { description }) };
      },
    );
    const description = text(channel.description);
    const title = text(channel.title) ?? text(channel.summary);
    return [
      {
        id,
        address,
        ...(title !== undefined && { title }),
        ...(description !== undefined && { description }),
        parameters,
        operations,
        messages,
        bindings: isRecord(channel.bindings) ? Object.keys(channel.bindings) : [],
        fingerprint: fingerprint([raw, operations.map((o) => o.id)]),
      },
    ];
  });
}

function readOperation(id: string, action: 'send' | 'receive', operation: Json): AsyncOperation {
  const summary = text(operation.summary);
  const description = text(operation.description);
  return {
    id,
    action,
    ...(summary !== undefined && { summary }),
    ...(description !== undefined && { description }),
  };
}

/** Messages written as a map (3.x), a single message, or `oneOf` (2.x). */
function readMessages(document: Json, value: unknown): AsyncMessage[] {
  const resolved = derefObject(document, value);
  if (!resolved) return [];
  if (Array.isArray(resolved.oneOf)) return resolved.oneOf.flatMap((m) => readMessages(document, m));
  const looksLikeMessage = ['payload', 'headers', 'name', 'title', 'contentType'].some(
    (key) => key in resolved,
  );
  if (!looksLikeMessage) {
    return Object.entries(resolved).flatMap(([name, m]) =>
      readMessages(document, m).map((message) => ({ ...message, name: message.name || name })),
    );
  }
  const name =
    text(resolved.name) ??
    (isRecord(value) && typeof value.$ref === 'string' ? (value.$ref.split('/').pop() ?? '') : '');
  const pick = (key: string) => text(resolved[key]);
  const title = pick('title');
  const summary = pick('summary');
  const description = pick('description');
  const contentType = pick('contentType');
  const payload = isRecord(resolved.payload)
    ? isRecord(resolved.payload.schema) && resolved.payload.schemaFormat
      ? resolved.payload.schema
      : resolved.payload
    : undefined;
  return [
    {
      name,
      ...(title !== undefined && { title }),
      ...(summary !== undefined && { summary }),
      ...(description !== undefined && { description }),
      ...(contentType !== undefined && { contentType }),
      ...(payload && { payload: payload as SchemaObject }),
      ...(isRecord(resolved.headers) && { headers: resolved.headers as SchemaObject }),
    },
  ];
}
