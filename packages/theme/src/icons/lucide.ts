import { vendorFiles } from '../vendor-files.ts';
import { type IconSvg, readIconSvg } from './svg-file.ts';
import { type TermIndex, termIndex } from './term-index.ts';

const lucide = vendorFiles('lucide-static');

/** The SVG of a Lucide icon; the package keeps a file for each renamed icon's old name too. */
export function lucideSvg(name: string): IconSvg | undefined {
  const bare = name.trim().toLowerCase();
  if (!/^[a-z0-9-]+$/.test(bare)) return undefined;
  return readIconSvg(lucide, `icons/${bare}.svg`);
}

let tags: TermIndex | undefined;

/** Lucide's icons by tag (`tags.json`: `target` → `crosshair`, `goal`...), read once when needed. */
export function lucideTags(): TermIndex {
  tags ??= termIndex(
    Object.entries(JSON.parse(lucide.read('tags.json') ?? '{}') as Record<string, string[]>),
  );
  return tags;
}
