import type { VendorFiles } from '../vendor-files.ts';

/** An icon's SVG as read from its package: the root's drawing attributes and its inner markup. */
export interface IconSvg {
  readonly viewBox: string;
  /** `fill`, `stroke`... from the root element, so line icons (Lucide) keep drawing as lines. */
  readonly paint: Readonly<Record<string, string>>;
  readonly body: string;
}

const paintAttributes = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'];
const cache = new Map<string, IconSvg | null>();

/** Reads and splits an SVG file of an icon package once per process; `undefined` when it has none. */
export function readIconSvg(files: VendorFiles, path: string): IconSvg | undefined {
  const key = `${files.name}/${path}`;
  let icon = cache.get(key);
  if (icon === undefined) {
    icon = parseIconSvg(files.read(path));
    cache.set(key, icon);
  }
  return icon ?? undefined;
}

function parseIconSvg(text: string | undefined): IconSvg | null {
  if (text === undefined) return null;
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(text);
  if (!root) return null;
  const attributes = root[1] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
  const paint: Record<string, string> = {};
  for (const name of paintAttributes) {
    const value = attribute(name);
    if (value !== undefined) paint[name] = value;
  }
  // A license comment before the root (Lucide's) stays with the drawing.
  const leadingComment = /^\s*(<!--[\s\S]*?-->)/.exec(text)?.[1] ?? '';
  const body = `${leadingComment}${(root[2] ?? '').replace(/\s*\n\s*/g, '')}`;
  return { viewBox: attribute('viewBox') ?? '0 0 24 24', paint, body };
}
