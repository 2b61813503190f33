import { derefObject, isRecord, refName } from '@docwright/api-model';
import { mergedProperties } from '@docwright/snippets';

/**
 * A generated example value as XML, named the way OpenAPI's `xml` object says: the root after the
 * schema's `xml.name` or its component's name, properties after their own `xml.name`, arrays as
 * repeated elements (inside one wrapper with `xml.wrapped`), `xml.attribute` properties as attributes.
 */
export function xmlExample(value: unknown, schema: unknown, document: unknown): string {
  const ref = isRecord(schema) && typeof schema.$ref === 'string' ? refName(schema.$ref) : undefined;
  const lines = element(xmlName(document, schema, ref ?? 'response'), value, schema, document, '');
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...lines].join('\n');
}

function xmlInfo(document: unknown, schema: unknown): Record<string, unknown> {
  const resolved = derefObject(document, schema);
  return isRecord(resolved?.xml) ? resolved.xml : {};
}

function xmlName(document: unknown, schema: unknown, fallback: string): string {
  const name = xmlInfo(document, schema).name;
  return typeof name === 'string' && name !== '' ? name : fallback;
}

function element(name: string, value: unknown, schema: unknown, document: unknown, pad: string): string[] {
  if (Array.isArray(value)) {
    const items = derefObject(document, schema)?.items;
    const itemName = xmlName(document, items, name);
    const inner = value.flatMap((item) =>
      element(itemName, item, items, document, xmlInfo(document, schema).wrapped ? `${pad}  ` : pad),
    );
    return xmlInfo(document, schema).wrapped ? [`${pad}<${name}>`, ...inner, `${pad}</${name}>`] : inner;
  }
  if (!isRecord(value)) return [`${pad}<${name}>${escapeXml(String(value ?? ''))}</${name}>`];
  const properties = mergedProperties(document, schema).properties;
  const attributes: string[] = [];
  const children: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const childSchema = properties[key];
    const childName = xmlName(document, childSchema, key);
    if (xmlInfo(document, childSchema).attribute === true && !isRecord(child) && !Array.isArray(child)) {
      attributes.push(` ${childName}="${escapeXml(String(child ?? ''))}"`);
    } else {
      children.push(...element(childName, child, childSchema, document, `${pad}  `));
    }
  }
  const open = `${pad}<${name}${attributes.join('')}`;
  return children.length === 0 ? [`${open}/>`] : [`${open}>`, ...children, `${pad}</${name}>`];
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
