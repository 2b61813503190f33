import type { OutputContent, OutputFiles } from './write-output.ts';

/**
 * A site served under a path of its host (`example.com/docs`, behind a reverse proxy): the build
 * makes every file as for the root, and the files that name the site's own addresses get the
 * base path in front of each root-relative one as they are written. The files stay at the root
 * of the output folder; the proxy strips the base path before it asks for them.
 */

/** `/docs` from `docs`, `/docs/` or `/docs`; `''` for the root. */
export function normalizeBasePath(text: string): string {
  const trimmed = text.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

/** Why a base path cannot be used, or undefined when it can. */
export function basePathProblem(text: string): string | undefined {
  const path = normalizeBasePath(text);
  if (path === '') return undefined;
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(path))
    return 'a base path is one or more path segments of letters, digits, ".", "_", "~" or "-" (like /docs)';
  if (path.split('/').some((segment) => segment === '.' || segment === '..'))
    return 'a base path cannot have "." or ".." segments';
  return undefined;
}

const notProtocolRelative = '(?![/\\\\])';

/** HTML: root-relative URLs of attributes, meta refreshes, redirect scripts and inline styles. */
function htmlUnderBasePath(html: string, base: string): string {
  return html
    .replace(
      new RegExp(`(\\s(?:href|src|action|poster|content|data-[\\w-]+)=")/${notProtocolRelative}`, 'g'),
      `$1${base}/`,
    )
    .replace(new RegExp(`(content="\\d+; url=)/${notProtocolRelative}`, 'g'), `$1${base}/`)
    .replace(new RegExp(`(location\\.replace\\(")/${notProtocolRelative}`, 'g'), `$1${base}/`)
    .replace(new RegExp(`(url\\()/${notProtocolRelative}`, 'g'), `$1${base}/`);
}

/** Markdown (twins, llms-full.txt): root-relative link and image targets. */
const markdownUnderBasePath = (markdown: string, base: string) =>
  markdown.replace(new RegExp(`(\\]\\()/${notProtocolRelative}`, 'g'), `$1${base}/`);

/** The browser bundles: the theme's own files, which they name from the root. */
const scriptUnderBasePath = (script: string, base: string) =>
  script.replace(/(["'`])\/_docwright\//g, `$1${base}/_docwright/`);

/** `_redirects`: the destinations the browser is sent to (sources are matched after the proxy). */
const redirectsUnderBasePath = (text: string, base: string) =>
  text.replace(new RegExp(`^(\\S+\\s+)/${notProtocolRelative}`, 'gm'), `$1${base}/`);

/** How a file at `path` names the site's addresses, if it does. */
function rewriterOf(path: string): ((text: string, base: string) => string) | undefined {
  if (path.endsWith('.html')) return htmlUnderBasePath;
  if (path.endsWith('.md') || path === 'llms-full.txt' || path.endsWith('/llms-full.txt'))
    return markdownUnderBasePath;
  if (path.startsWith('_docwright/') && path.endsWith('.js')) return scriptUnderBasePath;
  if (path.endsWith('.css')) return (text, base) => text.replace(/url\(\/(?![/\\])/g, `url(${base}/`);
  if (path === '_redirects') return redirectsUnderBasePath;
  return undefined;
}

function contentUnderBasePath(path: string, content: OutputContent, base: string): OutputContent {
  const rewrite = rewriterOf(path);
  if (!rewrite || (typeof content === 'object' && 'copyFrom' in content)) return content;
  if (typeof content === 'string') return rewrite(content, base);
  if (content instanceof Uint8Array) return rewrite(new TextDecoder().decode(content), base);
  if (typeof content === 'function') return () => rewrite(content(), base);
  return () => {
    const decoder = new TextDecoder();
    let text = '';
    for (const piece of content.pieces()) text += typeof piece === 'string' ? piece : decoder.decode(piece);
    return rewrite(text, base);
  };
}

/** The files with every address of the site under `base`; the same files when `base` is `''`. */
export function filesUnderBasePath<Files extends OutputFiles>(files: Files, base: string): Files {
  if (base === '') return files;
  const moved = new Map<string, OutputContent>();
  for (const [path, content] of files) moved.set(path, contentUnderBasePath(path, content, base));
  return moved as unknown as Files;
}
