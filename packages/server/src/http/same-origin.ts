// Redirect targets that come from a request (`?redirect=`, a `_redirects` capture) must stay on the
// site: browsers parse `Location` with the WHATWG URL parser, which drops tabs and newlines, reads
// `\` as `/` and `//host` as another site, so the check parses the target the same way.

/** C0 controls, space and DEL (which browsers strip or refuse), and `\` (which they read as `/`). */
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * `target` as a path on `origin` (`/guide?tab=1#setup`, normalized and percent-encoded as the
 * browser would send it), or undefined when a browser could take it anywhere else: it must be a
 * path (`/...`, not `//...`) without controls, whitespace or backslashes, parse against `origin`
 * to that same origin, and its serialized form must parse back to the same URL.
 */
export function sameOriginPath(target: string | undefined, origin: string): string | undefined {
  if (!target?.startsWith('/') || target.startsWith('//') || hasUnsafeCharacter(target)) return undefined;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin) return undefined;
  // `/..//evil.example` normalizes to `//evil.example`: the result must be a plain path too.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  return URL.canParse(path, base) && new URL(path, base).href === url.href ? path : undefined;
}

/** Where to send a reader back to: `target` when it is a same-origin path, else the home page. */
export function safeRedirect(target: string | undefined, origin: string): string {
  return sameOriginPath(target, origin) ?? '/';
}

/** Whether a same-origin path (`/docs/guide?x#y`) is `basePath` or below it; every path is below `''`. */
export function isUnderBasePath(path: string, basePath: string): boolean {
  if (basePath === '') return true;
  const pathname = path.replace(/[?#].*$/s, '');
  return pathname === basePath || pathname.startsWith(`${basePath}/`);
}

/**
 * Where to send a reader back to on a site served under `basePath` (`/docs`): `target` when it is
 * a same-origin path at or below the base path (`/docs/../x` is `/x` once normalized, so it is
 * not), else the site's home page, `<basePath>/`.
 */
export function safeReturnPath(target: string | undefined, origin: string, basePath: string): string {
  const path = sameOriginPath(target, origin);
  return path !== undefined && isUnderBasePath(path, basePath) ? path : `${basePath}/`;
}
