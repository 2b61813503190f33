// Stands in for packages/theme/src/vendor-files.ts in the published package: the files the theme
// reads of the icon sets and of Mermaid's browser build were packed into dist/vendor/<name>.json
// when the package was made (scripts/pack-assets.mjs), so npm installs none of those packages.
import { readFileSync } from 'node:fs';

// Compiled in place of vendor-files.ts, this code names itself dist/theme/vendor-files.ts.
const folder = new URL('../vendor/', import.meta.url);

/** @param {string} name an npm package name, `@tabler/icons` @returns {string} `tabler-icons.json` */
export function vendorFileName(name) {
  return `${name.replace(/^@/, '').replace('/', '-')}.json`;
}

/** @type {Map<string, Map<string, string>>} */
const packs = new Map();

/** @param {string} name */
function packOf(name) {
  let files = packs.get(name);
  if (!files) {
    files = new Map(Object.entries(JSON.parse(readFileSync(new URL(vendorFileName(name), folder), 'utf8'))));
    packs.set(name, files);
  }
  return files;
}

/** @param {string} name */
export function vendorFiles(name) {
  return {
    name,
    /** @param {string} path */
    read: (path) => packOf(name).get(path),
    /** @param {string} inFolder */
    list(inFolder) {
      const prefix = `${inFolder}/`;
      return [...packOf(name).keys()]
        .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
        .map((path) => path.slice(prefix.length))
        .sort();
    },
  };
}
