import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderIcon } from '../src/index.ts';

const corpusDir = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));

const sites = ['mintlify-starter', 'formal', 'firecrawl', 'turso'];

/**
 * Icon names the corpus uses that resolve to nothing, and why. Each is a located warning when the
 * site builds. Pro-only names with a close free icon are drawn with it (`icons/substitutes.ts`).
 */
const knownUnresolved: Record<string, string> = {
  'input-text': 'Font Awesome Pro only, and nothing close in Font Awesome Free, Lucide or Tabler',
  llama: 'Font Awesome Pro only, and no close animal in any free set',
};

/** Every string `icon` value in a docs.json (navigation groups, tabs, anchors, navbar links...). */
function configIcons(node: unknown, out: string[]): void {
  if (Array.isArray(node)) for (const item of node) configIcons(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'icon' && typeof value === 'string') out.push(value);
      else if (key === 'icon' && value && typeof (value as { name?: unknown }).name === 'string')
        out.push((value as { name: string }).name);
      else configIcons(value, out);
    }
  }
}

/** Every literal `icon` in a page: component attributes and the front matter's `icon:`. */
function pageIcons(source: string, out: string[]): void {
  for (const match of source.matchAll(/\bicon=\{?\s*(["'])([^"'\n]+)\1/g)) out.push(match[2] ?? '');
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const line = /^icon:\s*(["']?)(.+?)\1\s*$/m.exec(frontmatter);
  if (line?.[2]) out.push(line[2]);
}

function corpusIcons(site: string): string[] {
  const dir = join(corpusDir, 'docs', site);
  const icons: string[] = [];
  configIcons(JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8')), icons);
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (/\.mdx?$/.test(file) && !file.includes('node_modules'))
      pageIcons(readFileSync(join(dir, file), 'utf8'), icons);
  }
  return icons;
}

describe('the icons the corpus docs sites use', () => {
  const uses = sites.flatMap((site) => corpusIcons(site).map((icon) => ({ site, icon })));
  const library = (site: string) => {
    const config = JSON.parse(readFileSync(join(corpusDir, 'docs', site, 'docs.json'), 'utf8'));
    return config.icons?.library === 'lucide' ? 'lucide' : 'fontawesome';
  };

  it('resolve, except for the listed Pro-only names and typos', () => {
    const unresolved = uses.filter(
      ({ site, icon }) => renderIcon(icon, { library: library(site) }) === undefined,
    );
    const names = [...new Set(unresolved.map(({ icon }) => icon))].sort();
    expect(names).toEqual(Object.keys(knownUnresolved).sort());
    const resolved = uses.length - unresolved.length;
    // Recorded for the report: how many of the corpus' icon uses render.
    console.info(
      `corpus icons: ${resolved}/${uses.length} uses resolve (${new Set(uses.map((u) => u.icon)).size} distinct names)`,
    );
    expect(uses.length).toBeGreaterThan(300);
    expect(resolved / uses.length).toBeGreaterThan(0.95);
  });
});
