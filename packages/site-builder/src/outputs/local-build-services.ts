import type { BuildServices } from '../isolation/build-services.ts';
import { createPagefindIndex } from '../isolation/pagefind-index.ts';
import { clientBundleFiles } from './client-bundles.ts';

/** The services run in this process; each search index has a Pagefind process of its own. */
export const localBuildServices: BuildServices = {
  createSearchIndex: createPagefindIndex,
  clientBundles: clientBundleFiles,
};
