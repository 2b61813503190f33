import { readFile } from 'node:fs/promises';
import type { OutputContent } from '@docwright/build';

const contentTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

export function contentTypeOf(path: string): string {
  return contentTypes[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** The output file a URL path names: `/` -> `index.html`, `/a/b` -> `a/b/index.html` or the file `a/b`. */
export function resolveOutputPath(
  files: ReadonlyMap<string, OutputContent>,
  urlPath: string,
): string | undefined {
  const path = decodeURIComponent(urlPath).replace(/^\/+/, '').replace(/\/+$/, '');
  if (path.split('/').includes('..')) return undefined;
  const candidates = path === '' ? ['index.html'] : [`${path}/index.html`, path, `${path}.html`];
  return candidates.find((candidate) => files.has(candidate));
}

export async function readOutput(content: OutputContent): Promise<string | Uint8Array> {
  return typeof content === 'object' && 'copyFrom' in content ? readFile(content.copyFrom) : content;
}
