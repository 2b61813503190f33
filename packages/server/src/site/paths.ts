import { posix } from 'node:path';

/**
 * The site-relative path a URL path names, or undefined when it could escape the site or name a
 * hidden file: decoded once, normalized, no `..`, no NUL, no dot-folders but `.well-known`.
 */
export function sitePathOf(urlPathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.some((segment) => segment === '..' || (segment.startsWith('.') && segment !== '.well-known')))
    return undefined;
  return posix.normalize(segments.join('/')).replace(/^\.$/, '');
}

/** The files a site path may be, in order: a page's `index.html`, the file itself, `<path>.html`. */
export function candidateFiles(path: string): string[] {
  return path === '' ? ['index.html'] : [`${path}/index.html`, path, `${path}.html`];
}
