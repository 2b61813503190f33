// Module customization hooks (registered by loaded-sources.ts through `node --import`): appends
// the URL of every module the process resolves to the file named by DOCWRIGHT_MODULE_LOG.
import { appendFileSync } from 'node:fs';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(process.env.DOCWRIGHT_MODULE_LOG, `${resolved.url}\n`);
  return resolved;
}
