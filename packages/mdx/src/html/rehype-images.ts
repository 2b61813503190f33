import { readFileSync } from 'node:fs';
import { checkSiteRead } from '@docwright/diagnostics';
import type { Root } from 'hast';
import { imageSize } from 'image-size';
import type { VFile } from 'vfile';
import { type FileProbe, probeFile } from './file-probes.ts';
import { readAttribute, setAttribute, type Tag, tagName, visitTags } from './html-node.ts';
import { type PageLocation, resolveFileUrl } from './site-paths.ts';

/** A local image a page shows, by site-relative file. */
export interface PageImage {
  readonly src: string;
  readonly file: string;
  readonly missing: boolean;
  readonly line?: number;
  readonly column?: number;
}

/**
 * Local images (`![](/images/a.png)`, `<img src>`, `<Card img>`) get their `src` resolved to the
 * site root and, for `<img>`, `width`/`height` read from the file, so the page does not jump while
 * they load; every `<img>` loads lazily. Images are listed on `file.data.images`, missing ones marked.
 */
export function rehypeImages() {
  return (tree: Root, file: VFile) => {
    const location = file.data.location ?? { baseDir: '' };
    const images: PageImage[] = [];
    // Every file looked at, once each, so a cached compile can tell whether it still holds
    // (compile-cache.ts).
    const probes = new Map<string, FileProbe>();
    const probe = (siteDir: string, target: string) => {
      let found = probes.get(target);
      if (!found) {
        found = probeFile(siteDir, target);
        probes.set(target, found);
      }
      return found;
    };
    const exists = (target: string) =>
      location.siteDir !== undefined && probe(location.siteDir, target).size >= 0;
    visitTags(tree, (node) => {
      const name = tagName(node);
      const attribute = name === 'img' ? 'src' : name === 'Card' ? 'img' : undefined;
      if (!attribute) return;
      const src = readAttribute(node, attribute);
      if (src && !src.expression) {
        const resolved = resolveImage(src.text, location, exists);
        if (resolved.kind === 'site') {
          setAttribute(node, attribute, resolved.href);
          if (location.siteDir !== undefined) probe(location.siteDir, resolved.target);
          const image = measure(node, src.text, resolved.target, location.siteDir, name === 'img');
          if (image) images.push(image);
        }
      }
      if (name === 'img') {
        if (!readAttribute(node, 'loading')) setAttribute(node, 'loading', 'lazy');
        if (!readAttribute(node, 'decoding')) setAttribute(node, 'decoding', 'async');
      }
    });
    file.data.images = images;
    file.data.probes = [...probes.values()];
  };
}

/**
 * Like a browser, from the page's folder; but Mintlify also finds `images/a.png` written in a nested
 * page at the site root, and sites rely on it.
 */
function resolveImage(src: string, location: PageLocation, exists: (target: string) => boolean) {
  const resolved = resolveFileUrl(src, location);
  if (resolved.kind !== 'site' || location.siteDir === undefined || /^\.{0,2}\//.test(src)) return resolved;
  if (exists(resolved.target)) return resolved;
  const fromRoot = resolveFileUrl(src, { ...location, baseDir: '' });
  return fromRoot.kind === 'site' && exists(fromRoot.target) ? fromRoot : resolved;
}

function measure(
  node: Tag,
  src: string,
  file: string,
  siteDir: string | undefined,
  setSize: boolean,
): PageImage | undefined {
  if (siteDir === undefined) return undefined;
  const start = node.position?.start;
  const place = start ? { line: start.line, column: start.column } : {};
  // An image outside the site (by `..` or a link) is not read: it shows as missing.
  const read = checkSiteRead(siteDir, file);
  if (!read.ok) return { src, file, missing: true, ...place };
  let bytes: Buffer;
  try {
    bytes = readFileSync(read.realPath);
  } catch {
    return { src, file, missing: true, ...place };
  }
  // An author's own width or height wins; the other follows from the image's aspect ratio in CSS.
  if (setSize && !readAttribute(node, 'width') && !readAttribute(node, 'height')) {
    try {
      const { width, height } = imageSize(bytes);
      if (width && height) {
        setAttribute(node, 'width', width);
        setAttribute(node, 'height', height);
      }
    } catch {
      // Not an image format image-size reads (or a broken file): the browser sizes it as before.
    }
  }
  return { src, file, missing: false, ...place };
}
