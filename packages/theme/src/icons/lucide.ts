import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type IconSvg, readIconSvg } from './svg-file.ts';

const iconsDir = join(dirname(createRequire(import.meta.url).resolve('lucide-static/package.json')), 'icons');

/** The SVG of a Lucide icon; the package keeps a file for each renamed icon's old name too. */
export function lucideSvg(name: string): IconSvg | undefined {
  const bare = name.trim().toLowerCase();
  if (!/^[a-z0-9-]+$/.test(bare)) return undefined;
  return readIconSvg(join(iconsDir, `${bare}.svg`));
}
