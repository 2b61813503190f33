import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type IconSvg, readIconSvg } from './svg-file.ts';

const iconsDir = join(dirname(createRequire(import.meta.url).resolve('@tabler/icons/package.json')), 'icons');

/** The SVG of a Tabler icon: `bolt` is the outline drawing, `bolt-filled` the filled one. */
export function tablerSvg(name: string): IconSvg | undefined {
  const bare = name.trim().toLowerCase();
  if (!/^[a-z0-9-]+$/.test(bare)) return undefined;
  const filled = /^(.+)-filled$/.exec(bare)?.[1];
  return filled
    ? readIconSvg(join(iconsDir, 'filled', `${filled}.svg`))
    : readIconSvg(join(iconsDir, 'outline', `${bare}.svg`));
}
