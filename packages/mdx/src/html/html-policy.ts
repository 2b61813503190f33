/**
 * What raw HTML in a page may do: everything Mintlify pages use (embeds, video, images, inline
 * styles, `<style>`), nothing that runs script in the reader's browser. Shared by the compile-time
 * sanitizer, which warns with a location, and the runtime guard, which catches what expressions build.
 */

/** Elements that run script or change how the whole page loads; removed with their content. */
// `dw-island` and `dw-slot` are the build's own: written by a page, they would load a module.
const unsafeElements = new Set([
  'script',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'frame',
  'frameset',
  'dw-island',
  'dw-slot',
]);

/** Attributes whose value is a URL (compared as lowercase, without `-` and `:`). */
const urlAttributes = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlinkhref',
  'data',
  'poster',
  'background',
  'cite',
  'codebase',
  'ping',
  'longdesc',
  'manifest',
  'img',
  'icon',
  // SVG `<animate>`/`<set>` can write a URL into another attribute.
  'to',
  'from',
  'values',
  'by',
]);

/** URL attributes where an image `data:` URL is an ordinary, inert picture. */
const imageAttributes = new Set(['src', 'srcset', 'poster', 'img', 'icon']);

/** CSS that runs script in old engines (IE's expression(), Firefox's XBL). */
const scriptingCss = /expression\s*\(|javascript\s*:|vbscript\s*:|-moz-binding|behavior\s*:/i;

/** Compares attribute names as written in JSX, HTML or hast (`srcDoc`, `srcdoc`, `xlink:href`, `xLinkHref`). */
export function normalizeAttributeName(name: string): string {
  return name.toLowerCase().replace(/[-:]/g, '');
}

/** `script`, `object`... written as an HTML element (lowercase: `<Script>` is a component). */
export function isUnsafeElement(name: string): boolean {
  return /^[a-z]/.test(name) && unsafeElements.has(name.toLowerCase());
}

/** A `<style>` element's text that tries to run script. */
export function isUnsafeStylesheet(css: string): boolean {
  return scriptingCss.test(css);
}

/** A URL that runs script when followed or loaded: `javascript:`, `vbscript:`, and `data:` documents. */
export function isUnsafeUrl(url: string, allowImageData = false): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const compact = [...url]
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === 'javascript' || scheme === 'vbscript') return true;
  if (scheme === 'data') return !(allowImageData && compact.startsWith('data:image/'));
  return false;
}

/**
 * Why an attribute must go, or undefined when it is safe. `value` is the literal text; for a
 * JSX expression (`href={...}`) it is the expression's source, searched for a dangerous scheme.
 * `component` is true for capitalized components, whose props only count as handlers when
 * written `onSomething`.
 */
export function unsafeAttributeReason(
  name: string,
  value: string | undefined,
  options: { component?: boolean; expression?: boolean } = {},
): string | undefined {
  const normalized = normalizeAttributeName(name);
  const handler = options.component ? /^on[A-Z]/.test(name) : normalized.startsWith('on') && name.length > 2;
  if (handler) return 'an event handler runs script';
  if (normalized === 'dangerouslysetinnerhtml') return 'it inserts HTML unchecked';
  if (normalized === 'srcdoc') return 'it embeds a whole HTML document, scripts included';
  if (value === undefined) return undefined;
  if (normalized === 'style' && scriptingCss.test(value)) return 'the style runs script';
  if (!urlAttributes.has(normalized)) return undefined;
  if (options.expression) {
    return /(?:java|vb)script\s*:|data\s*:\s*(?!image\/)/i.test(value) ? 'the URL runs script' : undefined;
  }
  const allowImageData = imageAttributes.has(normalized);
  const urls = normalized === 'values' ? value.split(';') : [value];
  return urls.some((url) => isUnsafeUrl(url, allowImageData)) ? 'the URL runs script' : undefined;
}
