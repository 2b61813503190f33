/**
 * A site's own stylesheets and scripts, as Mintlify includes them: every `.css` and `.js` file of
 * the site folder is on every page. The asset list has already left out `.mintignore`d files,
 * `node_modules`, dot folders, the output folder and any file whose real path leaves the site
 * folder. Snippet folders hold the site's React components, which pages import rather than load.
 */
export interface CustomFiles {
  /** Root-relative URLs, in path order, linked after the theme's stylesheet so they override it. */
  readonly stylesheets: readonly string[];
  /** Root-relative URLs, in path order, run as classic scripts once the page is parsed. */
  readonly scripts: readonly string[];
}

const componentFolders = /^_?snippets\//;
/** Docwright's own files: a site's file there would be replaced by the theme's. */
const ownFolder = /^_docwright\//;

export function customFilesOf(assets: readonly string[]): CustomFiles {
  const linked = assets.filter((path) => !componentFolders.test(path) && !ownFolder.test(path)).sort();
  return {
    stylesheets: linked.filter((path) => path.endsWith('.css')).map(assetUrl),
    scripts: linked.filter((path) => path.endsWith('.js')).map(assetUrl),
  };
}

/** Each segment percent-encoded: a file name holding `"`, `<`, `?` or `#` stays one path. */
const assetUrl = (path: string) => `/${path.split('/').map(encodeURIComponent).join('/')}`;
