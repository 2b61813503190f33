/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  // Most texts (names, types, routes) need nothing: one scan tells, and one pass escapes the rest.
  return htmlSpecial.test(text) ? text.replace(htmlSpecials, (char) => entities[char] ?? char) : text;
}

const htmlSpecial = /[&<>"]/;
const htmlSpecials = /[&<>"]/g;
const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** JSON safe to place inside a `<script>` element: no `</script>`, no HTML comment openers. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Root-relative URL of a route: `''` -> `/`, `guides/intro` -> `/guides/intro`. */
export function routeHref(route: string): string {
  return `/${route}`;
}
