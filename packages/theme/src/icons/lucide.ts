import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type IconSvg, readIconSvg } from './svg-file.ts';
import { type TermIndex, termIndex } from './term-index.ts';

const packageDir = dirname(createRequire(import.meta.url).resolve('lucide-static/package.json'));
const iconsDir = join(packageDir, 'icons');

/** The SVG of a Lucide icon; the package keeps a file for each renamed icon's old name too. */
export function lucideSvg(name: string): IconSvg | undefined {
  const bare = name.trim().toLowerCase();
  if (!/^[a-z0-9-]+$/.test(bare)) return undefined;
  return readIconSvg(join(iconsDir, `${bare}.svg`));
}

let tags: TermIndex | undefined;

/** Lucide's icons by tag (`tags.json`: `target` → `crosshair`, `goal`...), read once when needed. */
export function lucideTags(): TermIndex {
  tags ??= termIndex(
    Object.entries(
      JSON.parse(readFileSync(join(packageDir, 'tags.json'), 'utf8')) as Record<string, string[]>,
    ),
  );
  return tags;
}
