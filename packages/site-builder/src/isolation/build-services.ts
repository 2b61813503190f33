/** What a build asks of a Pagefind index: pages given as HTML with their URL, then the index's files. */
export interface SearchIndexService {
  addHTMLFile(file: { readonly url: string; readonly content: string }): Promise<{ errors: string[] }>;
  getFiles(): Promise<{ errors: string[]; files: { path: string; content: Uint8Array }[] }>;
  deleteIndex(): Promise<null>;
}

export interface SearchIndexOptions {
  /** One language for every page; without it, each page is indexed in its `<html lang>`. */
  readonly forceLanguage?: string | undefined;
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
