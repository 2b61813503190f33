import { createIndex, type PagefindIndex } from 'pagefind';
import { clientBundleFiles } from '../outputs/client-bundles.ts';

/** What a build asks of a Pagefind index. */
export type SearchIndexService = Pick<PagefindIndex, 'addHTMLFile' | 'getFiles' | 'deleteIndex'>;

export interface SearchIndexOptions {
  readonly forceLanguage: string;
  readonly excludeSelectors: string[];
}

/**
 * The two things a build has other programs do: Pagefind's binary indexes the pages, and esbuild's
 * bundles the playground's browser modules. A build run by `docs serve` for a repository may not
 * start programs, so its parent does both for it (see `isolated-channel.ts`).
 */
export interface BuildServices {
  createSearchIndex(options: SearchIndexOptions): Promise<{ index?: SearchIndexService; errors: string[] }>;
  clientBundles(): Promise<Map<string, string>>;
}

/** The services run in this process. */
export const localBuildServices: BuildServices = {
  createSearchIndex: (options) => createIndex({ ...options }),
  clientBundles: clientBundleFiles,
};
