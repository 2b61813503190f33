// Stands in for packages/theme/src/vendor-files.ts in the published package: the files the theme
// reads of the icon sets and of Mermaid's browser build were packed when the package was made
// (scripts/pack-assets.mjs), so npm installs none of those packages. Each package is two files
// in dist/vendor/: <name>.txt, the files' texts one after another, and <name>.json, the index
// (path -> [byte offset, byte length]). A read parses the small index once and reads only the
// bytes of the file asked for: a site that draws four Font Awesome icons need not read and parse
// the 8.5 MB of the whole set.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

// Compiled in place of vendor-files.ts, this code names itself dist/theme/vendor-files.ts.
const folder = new URL('../vendor/', import.meta.url);

/** @param {string} name an npm package name, `@tabler/icons` @returns {string} `tabler-icons.json`, the index */
export function vendorFileName(name) {
  return `${name.replace(/^@/, '').replace('/', '-')}.json`;
}

/** @param {string} name @returns {string} `tabler-icons.txt`, the texts */
export function vendorContentsName(name) {
  return vendorFileName(name).replace(/\.json$/, '.txt');
}

/** @type {Map<string, Map<string, [number, number]>>} */
const indexes = new Map();

/** @param {string} name */
function indexOf(name) {
  let index = indexes.get(name);
  if (!index) {
    index = new Map(Object.entries(JSON.parse(readFileSync(new URL(vendorFileName(name), folder), 'utf8'))));
    indexes.set(name, index);
  }
  return index;
}

/** @param {string} name @param {string} path @returns {string | undefined} */
function readPacked(name, path) {
  const range = indexOf(name).get(path);
  if (!range) return undefined;
  const [offset, length] = range;
  const bytes = Buffer.alloc(length);
  const fd = openSync(new URL(vendorContentsName(name), folder), 'r');
  try {
    let read = 0;
    while (read < length) {
      const count = readSync(fd, bytes, read, length - read, offset + read);
      if (count === 0) throw new Error(`${vendorContentsName(name)} ends before ${path}'s last byte`);
      read += count;
    }
  } finally {
    closeSync(fd);
  }
  return bytes.toString('utf8');
}

/** @param {string} name */
export function vendorFiles(name) {
  return {
    name,
    /** @param {string} path */
    read: (path) => readPacked(name, path),
    /** @param {string} inFolder */
    list(inFolder) {
      const prefix = `${inFolder}/`;
      return [...indexOf(name).keys()]
        .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
        .map((path) => path.slice(prefix.length))
        .sort();
    },
  };
}
