import { unescapeAttribute } from './attribute-text.ts';
import type { Reader } from './tokens.ts';

// The build writes `{user.org.plan}` as `<span data-dw-user="[&quot;org&quot;,&quot;plan&quot;]">fallback</span>`:
// the field's path as JSON, and what a signed-out reader sees (docs/server.md, Personalization).
const fieldPattern = /<span data-dw-user="([^"]*)">([^<]*)<\/span>/g;
const playgroundInputsId = 'dw-reader-inputs';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The value at `path` in the reader's `content`, as text; undefined when there is none to show. */
function fieldText(content: Readonly<Record<string, unknown>>, path: readonly unknown[]): string | undefined {
  let value: unknown = content;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || typeof key !== 'string') return undefined;
    if (!Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

function parsePath(attribute: string): readonly unknown[] | undefined {
  try {
    const path = JSON.parse(unescapeAttribute(attribute)) as unknown;
    return Array.isArray(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fills each `{user.<field>}` of a page with the signed-in reader's `content` value, as text: markup
 * in it is escaped, never read. Fields the reader has no value for keep the signed-out fallback.
 */
export function fillUserFields(html: string, reader: Reader | undefined): string {
  const content = reader?.content;
  if (!content) return html;
  return html.replace(fieldPattern, (whole, attribute: string) => {
    const path = parsePath(attribute);
    const text = path && fieldText(content, path);
    return text === undefined ? whole : `<span data-dw-user="${attribute}">${escapeHtml(text)}</span>`;
  });
}

/**
 * Hands the signed-in reader's `apiPlaygroundInputs` to the playground of a page that has one: a
 * JSON data block the playground reads when it opens. Every `<` is written as `\u003c`, so no value
 * can end the block.
 */
export function withPlaygroundInputs(html: string, reader: Reader | undefined): string {
  const inputs = reader?.apiPlaygroundInputs;
  if (!inputs || !html.includes('data-playground')) return html;
  const json = JSON.stringify(inputs)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const block = `<script type="application/json" id="${playgroundInputsId}">${json}</script>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + block : html.slice(0, end) + block + html.slice(end);
}
