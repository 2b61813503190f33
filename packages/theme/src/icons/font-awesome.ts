import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { proSubstitutes } from './pro-substitutes.ts';
import { type IconSvg, readIconSvg } from './svg-file.ts';

type FreeStyle = 'solid' | 'regular' | 'brands';

const packageDir = dirname(
  createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/package.json'),
);

/**
 * Font Awesome Free has three styles; the Pro ones fall back to the Free style that looks most
 * like them: outlines (light, thin) to `regular`, filled ones (duotone, sharp-solid) to `solid`.
 */
const styleOf: Record<string, FreeStyle> = {
  solid: 'solid',
  regular: 'regular',
  brands: 'brands',
  light: 'regular',
  thin: 'regular',
  'sharp-regular': 'regular',
  'sharp-light': 'regular',
  'sharp-thin': 'regular',
  duotone: 'solid',
  'sharp-solid': 'solid',
  'sharp-duotone-solid': 'solid',
};

const fallbackOrder: readonly FreeStyle[] = ['solid', 'regular', 'brands'];

/** The SVG of a Font Awesome icon: the requested style first, then solid, regular, brands. */
export function fontAwesomeSvg(name: string, iconType?: string): IconSvg | undefined {
  const bare = name.trim().toLowerCase().replace(/^fa-/, '');
  if (!/^[a-z0-9-]+$/.test(bare)) return undefined;
  const requested = iconType ? styleOf[iconType.toLowerCase()] : undefined;
  const shim = fontAwesome4Names().get(bare);
  const candidates: [string, FreeStyle | undefined][] = [
    [bare, requested],
    ...(shim ? [[shim.name, shim.style ?? requested] as [string, FreeStyle | undefined]] : []),
    ...(proSubstitutes[bare] ? [[proSubstitutes[bare], requested] as [string, FreeStyle | undefined]] : []),
  ];
  for (const [candidate, first] of candidates) {
    for (const style of first ? [first, ...fallbackOrder.filter((s) => s !== first)] : fallbackOrder) {
      const svg = readIconSvg(join(packageDir, 'svgs', style, `${candidate}.svg`));
      if (svg) return svg;
    }
  }
  return undefined;
}

/** A Font Awesome brand logo only (for libraries without brands). */
export function fontAwesomeBrandSvg(name: string): IconSvg | undefined {
  const bare = name.trim().toLowerCase().replace(/^fa-/, '');
  if (!/^[a-z0-9-]+$/.test(bare)) return undefined;
  return readIconSvg(join(packageDir, 'svgs', 'brands', `${bare}.svg`));
}

let shims: Map<string, { name: string; style?: FreeStyle }> | undefined;

/**
 * Font Awesome 4 names (`file-text-o`, `send`) that later versions renamed. The package ships
 * their SVGs only for some, so the rest come from its `metadata/shims.yml`, read at build time.
 */
function fontAwesome4Names(): Map<string, { name: string; style?: FreeStyle }> {
  if (shims) return shims;
  shims = new Map();
  const text = readFileSync(join(packageDir, 'metadata', 'shims.yml'), 'utf8');
  const entries = parseYaml(text) as Record<string, { name?: string; prefix?: string } | null>;
  const prefixes: Record<string, FreeStyle> = { fas: 'solid', far: 'regular', fab: 'brands' };
  for (const [old, shim] of Object.entries(entries ?? {})) {
    const style = shim?.prefix ? prefixes[shim.prefix] : undefined;
    shims.set(old, { name: shim?.name ?? old, ...(style && { style }) });
  }
  return shims;
}
