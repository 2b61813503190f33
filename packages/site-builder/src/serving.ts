// What `docs serve` reads of a built site (`@docwright/site-builder/serving`): the files the build
// leaves for it and the rules it applies to them, from modules that load neither the theme nor MDX,
// Shiki or esbuild, so that the server starts without the build. The build itself, and the
// compiled dashboard script, come from the package's main entry when the server first needs them.
export { applyUserChoices } from '@docwright/mdx/user-choices';
export type { ApiToolCredential, ApiToolEntry, ApiToolParameter } from './outputs/api-tools.ts';
export { basePathProblem } from './outputs/base-path.ts';
export { type LlmsForReaders, llmsFilesFor } from './outputs/llms-for-readers.ts';
export {
  audienceOfSearchFile,
  llmsForReadersPath,
  withoutHiddenEntries,
} from './outputs/reader-visibility.ts';
export { redirectBounds, redirectSourceChecker } from './outputs/redirect-bounds.ts';
export type { ServerManifest } from './outputs/server-manifest.ts';
export { serverManifestPath } from './outputs/server-manifest-path.ts';
