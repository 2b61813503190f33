import { readFile } from 'node:fs/promises';
import { candidateFiles, sitePathOf } from '@docwright/server';
import { type OutputContent, outputData } from '@docwright/site-builder';

/** The output file a URL path names: `/` -> `index.html`, `/a/b` -> `a/b/index.html` or the file `a/b`. */
export function resolveOutputPath(
  files: ReadonlyMap<string, OutputContent>,
  urlPath: string,
): string | undefined {
  const path = sitePathOf(urlPath);
  if (path === undefined) return undefined;
  const candidates = candidateFiles(path);
  return candidates.find((candidate) => files.has(candidate));
}

export async function readOutput(content: OutputContent): Promise<string | Uint8Array> {
  return typeof content === 'object' && 'copyFrom' in content
    ? readFile(content.copyFrom)
    : outputData(content);
}
