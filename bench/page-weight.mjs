// Page weight: for every page of a built site, the gzipped bytes a browser fetches before any
// interaction: the HTML, the stylesheets of its <link rel="stylesheet"> tags, the scripts of its
// <script src> tags (and <link rel="modulepreload">), and the static imports of module scripts,
// followed transitively. Dynamic `import()` (the playground island, Pagefind) is not counted: it
// loads on demand. Fonts and images are not counted either. Each file is gzipped on its own
// (zlib level 6, as a server compresses each response); a file shared by pages counts for each.
// Usage: node bench/page-weight.mjs <dist dir> [more dist dirs...]
import { readFile } from 'node:fs/promises';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { glob } from './lib/glob.mjs';
import { median } from './lib/measure.mjs';

const gz = (buffer) => gzipSync(buffer, { level: 6 }).length;

/** `import x from './a.js'`, `import './b.js'`, `export * from './c.js'`: not `import('...')`. */
function staticImports(source) {
  const specifiers = [];
  const pattern = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g;
  for (const match of source.matchAll(pattern)) specifiers.push(match[1]);
  return specifiers;
}

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The site-relative paths a page loads before interaction, from its HTML. */
function pageAssets(html) {
  const assets = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('stylesheet') || rel.includes('modulepreload')) {
      const href = attribute(tag, 'href');
      if (href) assets.push({ url: href, module: rel.includes('modulepreload') });
    }
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) assets.push({ url: src, module: (attribute(tag, 'type') ?? '') === 'module' });
  }
  return assets;
}

/** Weighs every page of one built site. Returns one row per HTML page (redirect stubs left out). */
export async function weighSite(dist) {
  const cache = new Map();
  const local = (url, from = '/') => {
    if (/^[a-z]+:|^\/\//i.test(url)) return undefined; // another origin: not ours to weigh
    const path = posix.resolve(posix.dirname(from), url.split(/[?#]/)[0]);
    return path.replace(/^\//, '');
  };
  const weighFile = async (path, module) => {
    const key = `${path}|${module}`;
    if (cache.has(key)) return cache.get(key);
    const entry = { files: new Map() };
    cache.set(key, entry);
    let buffer;
    try {
      buffer = await readFile(join(dist, path));
    } catch {
      entry.missing = true;
      return entry;
    }
    entry.files.set(path, gz(buffer));
    if (module)
      for (const specifier of staticImports(buffer.toString('utf8'))) {
        const child = local(specifier, `/${path}`);
        if (child === undefined) continue;
        for (const [file, bytes] of (await weighFile(child, true)).files) entry.files.set(file, bytes);
      }
    return entry;
  };
  const rows = [];
  for (const file of await glob(dist, (p) => p.endsWith('.html'))) {
    const html = await readFile(join(dist, file));
    const text = html.toString('utf8');
    if (/http-equiv="refresh"/i.test(text) && text.length < 2000) continue;
    const route = file === 'index.html' ? '' : file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
    const type =
      file === '404.html'
        ? '404'
        : /class="dw-endpoint"/.test(text)
          ? 'endpoint'
          : route === ''
            ? 'home'
            : 'content';
    const assets = new Map();
    for (const asset of pageAssets(text)) {
      const path = local(asset.url, `/${file}`);
      if (path === undefined) continue;
      for (const [f, bytes] of (await weighFile(path, asset.module)).files) assets.set(f, bytes);
    }
    const assetsGz = [...assets.values()].reduce((a, b) => a + b, 0);
    const htmlGz = gz(html);
    rows.push({
      route,
      type,
      htmlBytes: html.length,
      htmlGz,
      assetsGz,
      totalGz: htmlGz + assetsGz,
      assets: [...assets.keys()],
    });
  }
  return rows;
}

/** Per page type: count, median and max total gzipped weight, and the heaviest page. */
export function summarizeWeights(rows) {
  const byType = new Map();
  for (const row of rows) {
    if (row.type === '404') continue;
    if (!byType.has(row.type)) byType.set(row.type, []);
    byType.get(row.type).push(row);
  }
  return [...byType].map(([type, list]) => {
    const heaviest = list.reduce((a, b) => (b.totalGz > a.totalGz ? b : a));
    const largestHtml = list.reduce((a, b) => (b.htmlBytes > a.htmlBytes ? b : a));
    return {
      type,
      pages: list.length,
      medianTotalGz: median(list.map((r) => r.totalGz)),
      medianHtmlGz: median(list.map((r) => r.htmlGz)),
      heaviest,
      largestHtml,
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dist of process.argv.slice(2)) {
    const rows = await weighSite(dist);
    console.log(`${relative(process.cwd(), dist) || dist}:`);
    for (const s of summarizeWeights(rows))
      console.log(
        `  ${s.type}: ${s.pages} pages, median ${(s.medianTotalGz / 1024).toFixed(1)} KB gz (HTML ${(s.medianHtmlGz / 1024).toFixed(1)} KB), heaviest /${s.heaviest.route} ${(s.heaviest.totalGz / 1024).toFixed(1)} KB gz (HTML ${(s.heaviest.htmlBytes / 1024).toFixed(0)} KB raw, ${(s.heaviest.htmlGz / 1024).toFixed(1)} KB gz; ${s.heaviest.assets.join(', ')})`,
      );
  }
}
