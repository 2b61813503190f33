import { readFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import {
  checkSiteRead,
  createDiagnostic,
  type Diagnostic,
  describeRefusedRead,
} from '@docwright/diagnostics';
import { type BundleResult, bundleExternalRefs } from './bundle.ts';
import { fetchRemoteSpec, isUrl, RemoteSpecUnavailable } from './remote.ts';

/** Whether the spec source is an http(s) address rather than a file of the site. */
type SpecText =
  | {
      readonly ok: true;
      readonly text: string;
      /** The real path of the site's file it was read from; unset for a URL. */
      readonly path?: string;
      readonly diagnostics: Diagnostic[];
    }
  | { readonly ok: false; readonly diagnostic: Diagnostic };

/**
 * The text of the spec `id` (normalized `source`): a file of the site, or a URL fetched through
 * the remote cache (with that cache's warnings). A URL that cannot be fetched, with no cached copy,
 * is a `spec/remote-unavailable` warning rather than an error.
 */
export async function readSpecText(siteDir: string, source: string, id: string): Promise<SpecText> {
  try {
    if (isUrl(id)) {
      const remote = await fetchRemoteSpec(siteDir, id);
      return { ok: true, text: remote.text, diagnostics: [...remote.diagnostics] };
    }
    // The spec must be a regular file whose real path is inside the site: a symbolic link (or a
    // path) that leads elsewhere would publish a file of the machine that builds the site.
    const read = checkSiteRead(siteDir, isAbsolute(id) ? id : join(siteDir, id));
    if (!read.ok)
      return {
        ok: false,
        diagnostic: createDiagnostic('site/read-outside', {
          file: id,
          message: `Cannot read the spec: ${describeRefusedRead(source, read.reason)}`,
        }),
      };
    return { ok: true, text: await readFile(read.realPath, 'utf8'), path: read.realPath, diagnostics: [] };
  } catch (error) {
    // A build without network (CI, a train) still builds the rest of the site; the build places
    // this warning where docs.json names the URL.
    if (error instanceof RemoteSpecUnavailable)
      return {
        ok: false,
        diagnostic: createDiagnostic('spec/remote-unavailable', {
          file: id,
          message: `${error.message} The pages bound to it are built without the API reference.`,
        }),
      };
    return {
      ok: false,
      diagnostic: createDiagnostic('spec/not-found', {
        file: id,
        message: `Cannot read the spec "${source}": ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}.`,
      }),
    };
  }
}

/**
 * The parsed document with the other local files its `$ref`s point into inlined. A fetched spec
 * is taken as it is, and so is a text whose refs all stay inside it.
 */
export async function bundleSpecFiles(
  siteDir: string,
  id: string,
  document: unknown,
  text: string,
): Promise<BundleResult> {
  return isUrl(id) || !mayReferToOtherFiles(text)
    ? { document, files: [], diagnostics: [] }
    : await bundleExternalRefs(siteDir, id, document, text);
}

/**
 * Whether any `$ref` in the text could name another file: one whose value does not start with
 * `#`. Walking a large document for external refs costs more than parsing it, and most specs have none.
 */
export function mayReferToOtherFiles(text: string): boolean {
  for (const match of text.matchAll(/\$ref["']?\s*:\s*["']?(.)/g)) if (match[1] !== '#') return true;
  return false;
}
