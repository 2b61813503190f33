/** Meta tags whose content is an address a crawler fetches or a reader's app opens. */
const urlTag = /:(image|url|video|audio)(:(url|secure_url))?$/i;

/**
 * Why a meta tag's value from front matter or `x-mint.metadata` is left out: an address with a
 * scheme other than http(s) (`javascript:`, `data:`), read as a browser reads it (controls and
 * spaces dropped), or undefined when the tag is kept.
 */
export function unsafeMetaUrl(key: string, value: string): string | undefined {
  if (!urlTag.test(key)) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: C0 controls are what browsers strip.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020\u007f]+/g, ''))?.[1];
  if (scheme === undefined || /^https?$/i.test(scheme)) return undefined;
  return `${key} ${JSON.stringify(value)} is a "${scheme.toLowerCase()}:" address, which a link preview must not load or open; the tag is left out. Use an https:// URL or a path on the site, such as /images/cover.png.`;
}
