import { posix } from 'node:path';
import { z } from 'zod';

/** Schemes a link or image URL of docs.json may use; anything else is refused. */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The scheme a browser would read from `value`, if any. Browsers drop leading and trailing C0
 * controls and spaces and remove tabs and newlines anywhere, and schemes ignore case, so
 * ` JaVa\tScRiPt:alert(1)` is a `javascript:` URL: the value is read the same way here.
 */
export function urlScheme(value: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: C0 controls are what browsers strip.
  const cleaned = value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(cleaned)?.[1];
}

/** Why `value` may not be a link or image URL of the site, or undefined when it may. */
export function unsafeUrlReason(value: string): string | undefined {
  const scheme = urlScheme(value);
  if (scheme === undefined || allowedSchemes.has(scheme)) return undefined;
  return `a "${scheme}:" URL is not allowed here: docs.json links and images may be http(s), mailto: or tel: URLs or paths on the site`;
}

export const unsafeUrlIssue = { code: 'config/unsafe-url' } as const;

/** Adds the located `config/unsafe-url` issue for an unsafe URL. */
export function checkSafeUrl(value: string, ctx: z.core.$RefinementCtx<string>): void {
  const reason = unsafeUrlReason(value);
  if (reason) ctx.addIssue({ code: 'custom', message: reason, params: unsafeUrlIssue });
}

/** A link or image URL: http(s), mailto:, tel: or a path (relative or from the site root). */
export const safeUrl = () => z.string().min(1).superRefine(checkSafeUrl);

/** `safeUrl` that may be empty (Mintlify accepts an empty optional `href`). */
export const safeUrlOrEmpty = () => z.string().superRefine(checkSafeUrl);

/** Whether a site path (a leading "/" is the site folder) leads above the site folder. */
export const climbsOut = (value: string): boolean => {
  const normalized = posix.normalize(value.replaceAll('\\', '/').replace(/^\/+/, ''));
  return normalized === '..' || normalized.startsWith('../');
};

/** `checkSafeUrl`, and a path must name a file inside the site folder (`../x.png` is refused). */
function checkSiteFileUrl(value: string, ctx: z.core.$RefinementCtx<string>): void {
  checkSafeUrl(value, ctx);
  if (urlScheme(value) === undefined && climbsOut(value))
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" is outside the site folder; an image or font of docs.json is a file inside it or an http(s) URL`,
      params: { code: 'site/read-outside' },
    });
}

/** An image or font file: an http(s) URL or a path inside the site (relative or from its root). */
export const siteFileUrl = () => z.string().min(1).superRefine(checkSiteFileUrl);

/** `siteFileUrl` that may be empty (an empty logo side takes the other side's image). */
export const siteFileUrlOrEmpty = () => z.string().superRefine(checkSiteFileUrl);
