import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The npm packages whose files, not code, the theme reads at run time (icon sets, Mermaid's
 * browser build), each with the files it reads. The published package ships only these files,
 * one JSON file per package, and replaces this module with one that reads them
 * (`packages/docwright/overrides/vendor-files.js`): the four packages hold 240 MB that no site
 * needs (fonts, sprites, other builds, sources).
 */
export const vendorPackages = {
  'lucide-static': (path: string) => /^icons\/[^/]+\.svg$/.test(path) || path === 'tags.json',
  '@tabler/icons': (path: string) =>
    /^icons\/(?:outline|filled)\/[^/]+\.svg$/.test(path) || path === 'icons.json',
  '@fortawesome/fontawesome-free': (path: string) =>
    /^svgs\/(?:solid|regular|brands)\/[^/]+\.svg$/.test(path) ||
    path === 'metadata/icon-families.json' ||
    path === 'metadata/shims.yml',
  mermaid: (path: string) =>
    path === 'dist/mermaid.esm.min.mjs' || /^dist\/chunks\/mermaid\.esm\.min\/[^/]+\.mjs$/.test(path),
  '@mermaid-js/layout-elk': (path: string) =>
    path === 'dist/mermaid-layout-elk.esm.min.mjs' ||
    /^dist\/chunks\/mermaid-layout-elk\.esm\.min\/[^/]+\.mjs$/.test(path),
} as const;

export type VendorPackage = keyof typeof vendorPackages;

/** Reads one vendor package's files by their `/`-separated path in the package. */
export interface VendorFiles {
  readonly name: VendorPackage;
  /** The file's text, or `undefined` when the package has no such file. */
  read(path: string): string | undefined;
  /** The names of the files directly in `folder`, sorted. */
  list(folder: string): string[];
}

/** The package's files where npm installed it. */
export function vendorFiles(name: VendorPackage): VendorFiles {
  const root = dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  return {
    name,
    read(path) {
      try {
        return readFileSync(join(root, path), 'utf8');
      } catch {
        return undefined;
      }
    },
    list: (folder) => readdirSync(join(root, folder)).sort(),
  };
}
