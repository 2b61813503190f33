/**
 * JavaScript and TypeScript literals: double-quoted strings (nothing interpolates inside `"..."`),
 * object keys and JSON values as object literals.
 */
import { dialects, quoteCString } from './c-like.ts';

/** A JavaScript double-quoted string literal (nothing interpolates inside `"..."`). */
export function quoteJs(text: string): string {
  // `<\/` for `</`: a snippet pasted into an inline <script> is not ended by a `</script>` in a string.
  return quoteCString(text, dialects.javascript).replaceAll('</', '<\\/');
}

/**
 * An object literal key: bare when it is an identifier, quoted otherwise. `__proto__`, bare or quoted,
 * sets the object's prototype instead of a property, so it is written as a computed key.
 */
export function jsKey(name: string, bare = true): string {
  if (name === '__proto__') return `[${quoteJs(name)}]`;
  return bare && /^[A-Za-z_$][\w$]*$/.test(name) ? name : quoteJs(name);
}

/** A JSON value as a JavaScript literal, indented by two spaces per level from `indent`. */
export function jsLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'string') return quoteJs(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    // Short lists of plain values stay on one line: `[7]`, `["a", "b"]`.
    if (value.every((item) => item === null || typeof item !== 'object')) {
      const flat = `[${value.map((item) => jsLiteral(item)).join(', ')}]`;
      if (flat.length <= 60) return flat;
    }
    return `[\n${value.map((item) => `${inner}${jsLiteral(item, inner)}`).join(',\n')},\n${indent}]`;
  }
  // Like JSON.stringify: properties whose value is undefined are left out.
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => `${inner}${jsKey(key)}: ${jsLiteral(item, inner)}`);
  return `{\n${lines.join(',\n')},\n${indent}}`;
}
