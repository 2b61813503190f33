/** Request bodies and media type objects (shared by requests, responses and callbacks). */
import type { MediaTypeObject, NamedExample, PropertyEncoding, RequestBody } from '../model.ts';
import { derefObject, isRecord } from './refs.ts';

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function readRequestBody(document: Record<string, unknown>, raw: unknown): RequestBody | undefined {
  const body = derefObject(document, raw);
  if (!body) return undefined;
  const description = optionalText(body.description);
  const content = readContent(document, body.content);
  // Stripe gives each GET an optional form body that allows no field at all: there is nothing to send.
  if (body.required !== true && content.length > 0 && content.every((media) => holdsNothing(document, media)))
    return undefined;
  return {
    ...(description !== undefined && { description }),
    required: body.required === true,
    content,
  };
}

/** A media type whose schema is an object without properties that allows no others, and no example. */
function holdsNothing(document: Record<string, unknown>, media: MediaTypeObject): boolean {
  if (media.example !== undefined || media.examples.length > 0) return false;
  const schema = derefObject(document, media.schema);
  if (!schema || schema.additionalProperties !== false) return false;
  const properties = schema.properties;
  const noProperties =
    properties === undefined || (isRecord(properties) && Object.keys(properties).length === 0);
  const composed = ['allOf', 'oneOf', 'anyOf', 'patternProperties'].some((key) => schema[key] !== undefined);
  return noProperties && !composed;
}

export function readContent(document: Record<string, unknown>, raw: unknown): MediaTypeObject[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw).map(([mediaType, value]) => {
    const media = isRecord(value) ? value : {};
    return {
      mediaType,
      ...(isRecord(media.schema) && { schema: media.schema }),
      ...(media.example !== undefined && { example: media.example }),
      examples: readExamples(document, media.examples),
      ...(isRecord(media.encoding) && { encoding: readEncoding(media.encoding) }),
    };
  });
}

/** An `examples` map as a list, `$ref`s followed (inline `value` only: `externalValue` is a URL). */
export function readExamples(document: Record<string, unknown>, raw: unknown): NamedExample[] {
  if (!isRecord(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]) => {
    const example = derefObject(document, value);
    if (!example) return [];
    const summary = optionalText(example.summary);
    return [{ name, ...(summary !== undefined && { summary }), value: example.value }];
  });
}

/** Multipart and form `encoding`: each property's declared content type and serialization style. */
function readEncoding(raw: Record<string, unknown>): Record<string, PropertyEncoding> {
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => {
      const encoding = isRecord(value) ? value : {};
      return [
        name,
        {
          ...(typeof encoding.contentType === 'string' && { contentType: encoding.contentType }),
          ...(typeof encoding.style === 'string' && { style: encoding.style }),
          ...(typeof encoding.explode === 'boolean' && { explode: encoding.explode }),
        },
      ];
    }),
  );
}
