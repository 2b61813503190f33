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

/** The page route an output file belongs to (`a/b/index.html` and `a/b.md` -> `a/b`), if it is a page or twin. */
export function routeOfFile(file: string): string | undefined {
  if (file === 'index.html' || file === 'index.md') return '';
  if (file.endsWith('/index.html')) return file.slice(0, -'/index.html'.length);
  if (file.endsWith('.md')) return file.slice(0, -'.md'.length);
  return undefined;
}

/** The Markdown twin of a page's HTML file: `index.html` -> `index.md`, `a/b/index.html` -> `a/b.md`. */
export function twinFileOf(htmlFile: string): string | undefined {
  if (htmlFile === 'index.html') return 'index.md';
  if (htmlFile.endsWith('/index.html')) return `${htmlFile.slice(0, -'/index.html'.length)}.md`;
  return undefined;
}
