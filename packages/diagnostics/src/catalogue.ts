import type { Diagnostic, Severity } from './diagnostic.ts';

interface CatalogueEntry {
  readonly severity: Severity;
  /** The default way out, used when the reporter has nothing more specific. */
  readonly hint: string;
}

/**
 * Every user-facing problem Docwright reports, by permanent code. Codes are part of the
 * public surface: tools and docs refer to them, so they are never renamed.
 */
export const catalogue = {
  'config/not-found': {
    severity: 'error',
    hint: 'Run the command in the folder that holds docs.json, pass that folder as an argument, or create one with `docs init`.',
  },
  'config/json-syntax': {
    severity: 'error',
    hint: 'Fix the JSON syntax at the marked position (a missing comma or quote, or a trailing comma, is the usual cause).',
  },
  'config/invalid': { severity: 'error', hint: 'Change the value to match the expected type.' },
  'config/unknown-key': {
    severity: 'warning',
    hint: 'Check the spelling; if the key is valid for Mintlify, Docwright does not implement it yet and ignores it.',
  },
  'config/ref-invalid': {
    severity: 'error',
    hint: 'Point "$ref" at a JSON file in the site, relative to the file that holds the $ref, e.g. "./navigation.json".',
  },
  'site/read-outside': {
    severity: 'error',
    hint: 'Copy the file into the site folder and point at the copy (or replace the symbolic link with the file itself); a build reads only regular files inside the site folder, so a repository cannot publish files from the machine that builds it.',
  },
  'config/unsafe-url': {
    severity: 'error',
    hint: 'Use an https:// or http:// URL, a mailto: or tel: link, or a path on the site such as "/guides/start"; javascript:, data:, vbscript: and other schemes would run or embed code on every page, so they are refused.',
  },
  'config/not-supported': {
    severity: 'warning',
    hint: 'Mintlify accepts this value and the site builds, but Docwright does not apply it yet; remove it to silence this warning.',
  },
  'config/redirect-skipped': {
    severity: 'warning',
    hint: 'Write the rule with fewer `*` (a `:name*` at the end of the source is one), fewer path segments or a shorter source, or merge rules: docs serve skips rules past its bounds so that no request path can make matching slow.',
  },
  'config/legacy-form': {
    severity: 'warning',
    hint: 'Write the value in its current form; the old form still works for now.',
  },
  'config/migrate-dropped': {
    severity: 'warning',
    hint: 'Check the generated docs.json; set the equivalent by hand if your site needs it.',
  },
  'config/legacy-mint-json': {
    severity: 'warning',
    hint: 'Run `docs migrate` to convert mint.json to docs.json.',
  },
  'nav/page-not-found': {
    severity: 'warning',
    hint: 'Create the page file (.mdx or .md) or correct the path in docs.json; paths are relative to the site folder and have no extension. The entry is left out of the navigation meanwhile (an error with --strict).',
  },
  'nav/page-ignored': {
    severity: 'warning',
    hint: 'The page is a draft or internal file that .mintignore keeps out of the published site, so its navigation entry is left out; remove the entry from docs.json, or the matching line from .mintignore to publish the page.',
  },
  'nav/endpoint-not-found': {
    severity: 'error',
    hint: 'Use "<METHOD> <path>" exactly as the operation appears in the spec, e.g. "GET /pets/{petId}".',
  },
  'nav/endpoint-without-spec': {
    severity: 'error',
    hint: 'Add an `openapi` property (the spec file) to this navigation element or to `api.openapi`.',
  },
  'spec/not-found': {
    severity: 'error',
    hint: 'Check the path: spec paths are relative to the site folder (a leading "/" also means the site folder).',
  },
  'spec/parse': { severity: 'error', hint: 'Fix the syntax at the marked position.' },
  'spec/unsupported-version': {
    severity: 'error',
    hint: 'Docwright reads Swagger 2.0, OpenAPI 3.0 to 3.2 and AsyncAPI 2.x and 3.x documents; convert other formats to one of these.',
  },
  'spec/not-supported': {
    severity: 'warning',
    hint: 'Mintlify reads this extension, but Docwright does not apply it yet and builds the page without it; remove it to silence this warning.',
  },
  'spec/invalid': { severity: 'warning', hint: 'Fix the document so it follows the OpenAPI specification.' },
  'spec/too-large': {
    severity: 'error',
    hint: 'Write the repeated parts once under `components` and point at them with "$ref" instead of nesting YAML anchors inside anchors; a document that expands past the limit is refused so a build cannot exhaust the machine.',
  },
  'spec/too-deep': {
    severity: 'error',
    hint: 'Move the nested schemas under `components/schemas` and point at them with "$ref"; Docwright reads documents nested up to 256 levels deep.',
  },
  'spec/remote-cached': {
    severity: 'warning',
    hint: 'Check the URL and the network; the build goes on with the cached copy meanwhile.',
  },
  'spec/remote-unavailable': {
    severity: 'warning',
    hint: 'Make the URL reachable from the machine that builds the site (a fetched spec is kept in .docwright/cache/specs and used when a later fetch fails), or save the spec in the site folder and name the file instead. The pages bound to it are built without the reference meanwhile (an error with --strict).',
  },
  'spec/ref-not-found': {
    severity: 'warning',
    hint: 'Point the $ref at an existing component, e.g. "#/components/schemas/Pet".',
  },
  'page/frontmatter-too-large': {
    severity: 'error',
    hint: 'Write the values out instead of nesting YAML anchors (&name) and aliases (*name) inside each other; front matter that expands past the limit is refused.',
  },
  'page/frontmatter': {
    severity: 'error',
    hint: 'Front matter is YAML between two `---` lines at the very top of the page.',
  },
  'page/missing-title': {
    severity: 'warning',
    hint: 'Add `title:` to the front matter; the first heading or the file name is used meanwhile.',
  },
  'page/missing-description': {
    severity: 'warning',
    hint: 'Add `description:` to the front matter: search engines, llms.txt and link previews show it.',
  },
  'page/route-taken-by-server': {
    severity: 'warning',
    hint: "Rename the page's file (e.g. `mcp-server.mdx`) and its navigation entry: `/mcp`, `/authed/mcp` and `/.well-known/mcp` belong to the site's MCP server, whose address agents already installed.",
  },
  'page/mdx-compile': {
    severity: 'error',
    hint: 'Fix the MDX at the marked position. In MDX, `<` and `{` start JSX and expressions: escape them as `\\<` and `\\{` in prose.',
  },
  'page/mdx-fallback': {
    severity: 'warning',
    hint: 'Fix the MDX at the marked position: in MDX, `{` and `<` start JavaScript and JSX, so write `\\{` and `\\<` (or use backticks) for the characters themselves. The page is shown as plain Markdown, without its components, meanwhile.',
  },
  'page/not-supported': {
    severity: 'warning',
    hint: 'Docwright does not apply it as written, and the page builds without it: change it to a value Docwright applies (the message names them, when there are any) or remove it to silence this warning (and check its spelling when Mintlify does not document it either).',
  },
  'page/twoslash-error': {
    severity: 'warning',
    hint: 'Fix the code at the marked position, or expect the error with a `// @errors: <code>` line in the block (twoslash then shows it without this warning). The block shows the error under its line meanwhile.',
  },
  'page/unsupported-import': {
    severity: 'warning',
    hint: 'Pages and snippets can import files of the site (.mdx, .md, .jsx, .tsx, .js, .ts), react and preact. Copy what you need into a file under snippets/ and import that; what the import names renders its children meanwhile.',
  },
  'page/snippet-not-found': {
    severity: 'warning',
    hint: 'Imports from `/snippets/...` name a file under the site folder\'s `snippets/`; `<Snippet file="...">` names one in `_snippets/` or `snippets/`. Check the path and its extension.',
  },
  'page/unbound-expression': {
    severity: 'warning',
    hint: 'In MDX, `{` starts a JavaScript expression: write `\\{ID\\}` (or put the text in backticks) to show braces, or define the name with `export const ID = ...`. It is shown as written meanwhile.',
  },
  'page/undefined-variable': {
    severity: 'warning',
    hint: 'Add the name to `variables` in docs.json (`"variables": { "name": "value" }`) or correct its spelling; until then the placeholder is shown as written.',
  },
  'page/missing-snippet-prop': {
    severity: 'warning',
    hint: 'Pass the prop where the snippet is used (`<MySnippet word="value" />`), or write the braces as `\\{word\\}` in the snippet to show them as text.',
  },
  'page/static-component': {
    severity: 'warning',
    hint: 'Import only react, preact and other .jsx/.tsx/.js/.ts files of the site from an interactive component; it is shown as rendered at build time meanwhile.',
  },
  'page/invalid-prop': {
    severity: 'warning',
    hint: "Write the prop's value as the message says (the component's page in Mintlify's documentation lists what each prop takes).",
  },
  'page/unknown-component': {
    severity: 'warning',
    hint: 'Check the component name (names are case-sensitive) or import it from snippets/; its children are shown meanwhile.',
  },
  'config/unknown-icon': {
    severity: 'warning',
    hint: 'Use a Font Awesome Free icon name, a Lucide name when docs.json sets `"icons": { "library": "lucide" }`, or an image URL or path.',
  },
  'page/unknown-icon': {
    severity: 'warning',
    hint: 'Use a Font Awesome Free icon name (Pro-only icons are not available), a Lucide name when docs.json sets `"icons": { "library": "lucide" }`, or an image URL or path. The icon is left out meanwhile.',
  },
  'page/broken-link': {
    severity: 'warning',
    hint: "Point the link at an existing page: absolute paths start at the site folder (`/guides/intro`), relative ones at the page's folder; `.md`/`.mdx` and `index` may be left out. The link is kept as written meanwhile.",
  },
  'page/broken-anchor': {
    severity: 'warning',
    hint: 'Link an anchor the page has: a heading id (lowercase, spaces as `-`, `## Title {#id}` sets one), a parameter or field anchor of an endpoint page, or any element id. `docs check` lists them as errors.',
  },
  'page/missing-image': {
    severity: 'warning',
    hint: "Add the image file or correct its path: `/images/a.png` starts at the site folder, `images/a.png` at the page's folder. The page shows a broken image meanwhile.",
  },
  'page/unsafe-html': {
    severity: 'warning',
    hint: 'Pages cannot run scripts: `<script>`, `on*` handlers, `javascript:` URLs, `srcdoc` and `dangerouslySetInnerHTML` are removed. Embed widgets with `<iframe src="https://...">` instead, or drop the markup.',
  },
  'page/openapi-not-found': {
    severity: 'warning',
    hint: 'Use `openapi: "<METHOD> <path>"` (optionally prefixed by the spec file) naming an operation of a spec in docs.json. The page is built without the reference meanwhile (an error with --strict).',
  },
  'page/openapi-schema-not-found': {
    severity: 'warning',
    hint: 'Use `openapi-schema: "<SchemaName>"`, or `openapi-schema: "<spec file> <SchemaName>"` when the site has several specs, naming a key of the spec\'s `components.schemas`. The page is built without the schema meanwhile (an error with --strict).',
  },
  'page/openapi-ambiguous': {
    severity: 'error',
    hint: 'Prefix the operation with the spec file, e.g. `openapi: "v2/openapi.yaml GET /pets"`.',
  },
  'page/route-conflict': {
    severity: 'error',
    hint: 'Rename one of the pages, or give the operation another route with `x-docwright.href`.',
  },
  'page/invalid-access': {
    severity: 'error',
    hint: 'Write `public: true` to open a page to readers who are not signed in, and `groups: [admins, partners]` to restrict it to those groups.',
  },
  'build/auth-playground-static': {
    severity: 'warning',
    hint: 'Serve the site with `docs serve` and reader authentication to show `auth` playgrounds to signed-in readers, or use `interactive`.',
  },
  'build/playground-proxy-static': {
    severity: 'warning',
    hint: 'Write the setting in docs.json, either way, and this warning goes: `"api": { "playground": { "proxy": false } }` for a static host (the API must then allow the site\'s origin in its CORS settings), or `"proxy": true` if you serve the output with `docs serve`, which runs the playground proxy.',
  },
  'build/reader-auth-static': {
    severity: 'warning',
    hint: "Serve the site with `docs serve` and reader authentication (see Reader authentication in Docwright's docs/server.md) to restrict pages to signed-in readers and their groups.",
  },
  'build/search-audiences-capped': {
    severity: 'warning',
    hint: 'Each distinct `groups` list of group-only pages is an audience with a search index of its own, and a build makes at most 32. Give pages that share readers the same `groups` list.',
  },
  'build/base-url-missing': {
    severity: 'warning',
    hint: 'Pass the address the site will be served from, e.g. `docs build --base-url https://docs.example.com`, or set DOCWRIGHT_BASE_URL (on Netlify and Vercel the production address is read by itself).',
  },
  'build/llms-txt-truncated': {
    severity: 'warning',
    hint: 'llms.txt is kept under 100,000 characters. Put your own llms.txt at the site root to choose what it lists; sitemap.xml and llms-full.txt still have every page.',
  },
  'build/write-failed': {
    severity: 'error',
    hint: 'Check that the output folder is writable and the disk is not full; the previous output was left in place.',
  },
  'build/search-index-failed': {
    severity: 'error',
    hint: "Pagefind's binary comes with the `pagefind` package's platform dependency (`@pagefind/<platform>`); reinstall the dependencies. The previous output was left in place.",
  },
  'build/client-bundles-failed': {
    severity: 'error',
    hint: "The playground's modules are bundled with esbuild from the `@docwright/snippets` and `@docwright/mdx` packages; reinstall the dependencies. The previous output was left in place.",
  },
  'build/utility-stylesheet-failed': {
    severity: 'error',
    hint: 'The utility classes the pages write are compiled with the `tailwindcss` package; reinstall the dependencies. The previous output was left in place.',
  },
  'check/llms-txt-broken-link': {
    severity: 'error',
    hint: 'Point the link at a page of the site (its Markdown twin, `<route>.md`) or a file the site serves, or remove the line from llms.txt.',
  },
  'check/site-unreachable': {
    severity: 'error',
    hint: 'Check the address (scheme, host, port) and that the server is running and reachable from here.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type DiagnosticCode = keyof typeof catalogue;

type DiagnosticInit = Omit<Diagnostic, 'code' | 'severity' | 'hint'> & {
  readonly hint?: string;
  readonly severity?: Diagnostic['severity'];
};

/** Creates a diagnostic with the catalogue's severity and hint unless the caller knows better. */
export function createDiagnostic(code: DiagnosticCode, init: DiagnosticInit): Diagnostic {
  const entry: CatalogueEntry = catalogue[code];
  return { code, severity: entry.severity, hint: entry.hint, ...stripUndefined(init) };
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
