import { vendorFiles } from '../vendor-files.ts';
import { type IconSvg, readIconSvg } from './svg-file.ts';
import { type TermIndex, termIndex } from './term-index.ts';

const tabler = vendorFiles('@tabler/icons');

/** The SVG of a Tabler icon: `bolt` is the outline drawing, `bolt-filled` the filled one. */
export function tablerSvg(name: string): IconSvg | undefined {
  const bare = name.trim().toLowerCase();
  if (!/^[a-z0-9-]+$/.test(bare)) return undefined;
  const filled = /^(.+)-filled$/.exec(bare)?.[1];
  return filled
    ? readIconSvg(tabler, `icons/filled/${filled}.svg`)
    : readIconSvg(tabler, `icons/outline/${bare}.svg`);
}

let tags: TermIndex | undefined;

/** Tabler's outline icons by tag (`icons.json`), read once when needed. */
export function tablerTags(): TermIndex {
  if (tags) return tags;
  const icons = JSON.parse(tabler.read('icons.json') ?? '{}') as Record<
    string,
    { tags?: (string | number)[]; styles?: { outline?: unknown } }
  >;
  tags = termIndex(
    Object.entries(icons)
      .filter(([, icon]) => icon.styles?.outline !== undefined)
      .map(([name, icon]) => [name, (icon.tags ?? []).map(String)] as const),
  );
  return tags;
}
