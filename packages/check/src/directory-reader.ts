import { readFile, stat } from 'node:fs/promises';
import { extname, join, posix } from 'node:path';
import { type SiteReader, type SiteResponse, withTrailingSlash } from './site-reader.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
};

/**
 * Reads a built site folder the way a plain static host serves it: `/a` is `a` or `a/index.html`,
 * anything else is a 404. `baseUrl` is the address the site was built for, which its absolute
 * links (llms.txt, sitemap.xml) start with.
 */
export function createDirectoryReader(root: string, baseUrl: string): SiteReader {
  return {
    kind: 'directory',
    baseUrl: withTrailingSlash(baseUrl),
    async read(path: string): Promise<SiteResponse> {
      const file = await findFile(root, path);
      if (!file)
        return { status: 404, headers: { 'content-type': contentTypes['.html'] as string }, text: '' };
      return {
        status: 200,
        headers: { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' },
        text: await readFile(join(root, file), 'utf8'),
      };
    },
  };
}

async function findFile(root: string, path: string): Promise<string | undefined> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(path, 'http://site').pathname);
  } catch {
    return undefined;
  }
  // Normalized from the root, so `..` never leaves the folder.
  const relative = posix.normalize(pathname).replace(/^\/+/, '');
  const candidates =
    relative === '' || relative.endsWith('/')
      ? [`${relative}index.html`]
      : [relative, `${relative}/index.html`];
  for (const candidate of candidates) {
    const info = await stat(join(root, candidate)).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}
