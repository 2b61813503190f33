// The names real Mintlify sites give Font Awesome icons, read from the corpus, against the
// mapping of names Font Awesome Free lacks (mostly Pro icons) to the nearest Free icon.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontAwesomeSvg } from '../../packages/theme/src/icons/font-awesome.ts';
import { freeStyleOf } from '../../packages/theme/src/icons/font-awesome-style.ts';
import { findIconSvg, isIconImage, renderIcon } from '../../packages/theme/src/icons/render-icon.ts';
import { iconSubstitute } from '../../packages/theme/src/icons/substitutes.ts';
import { corpusDir } from '../helpers/cli.ts';

const sitesDir = join(corpusDir, 'docs');

const builtInIcon =
  /<(Card|Icon|Tab|Accordion|Step|Note|Tip|Warning|Info|Check|Danger|Callout|Badge|Update)\s[^>]*?\bicon\s*=\s*\{?\s*(["'`])([^"'`{}\n]+)\2/g;

/** Every icon name a corpus site writes: component `icon` attributes, front matter, docs.json. */
function iconNamesOf(site: string): Set<string> {
  const names = new Set<string>();
  const add = (name: unknown) => {
    if (typeof name === 'string' && name.trim() !== '' && !isIconImage(name) && !name.includes('<'))
      names.add(name.trim());
  };
  const dir = join(sitesDir, site);
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (/\.mdx?$/.test(file)) {
      const text = readFileSync(join(dir, file), 'utf8');
      // Mintlify's components only: a site's own (`<SolutionCard icon="agentic-wallets">`) draws its own.
      for (const m of text.matchAll(builtInIcon)) add(m[3]);
      const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
      add(/^icon\s*:\s*["']?([^"'\n]+?)["']?\s*$/m.exec(frontmatter)?.[1]);
    } else if (/^(docs|mint)\.json$/.test(file)) {
      JSON.stringify(JSON.parse(readFileSync(join(dir, file), 'utf8')), (key, value) => {
        if (key === 'icon') add(typeof value === 'object' && value ? value.name : value);
        return value;
      });
    }
  }
  return names;
}

const sites = readdirSync(sitesDir).filter((site) => !site.startsWith('.'));
const corpusNames = new Map<string, string[]>();
for (const site of sites)
  for (const name of iconNamesOf(site)) corpusNames.set(name, [...(corpusNames.get(name) ?? []), site]);
const notFree = [...corpusNames.keys()].filter((name) => !fontAwesomeSvg(name)).sort();

/**
 * Corpus names for which no icon set has that name or one close to it: these still warn. Each
 * was looked at: `reflect-*` and `input-text` are Pro drawings with no counterpart, `llama`,
 * `snake`, `token`, `prefix`, `suffix`, `pattern`, `screencast` are words the metadata ties to unrelated icons
 * or none.
 */
const nothingClose = [
  'input-text',
  'llama',
  'pattern',
  'prefix',
  'reflect-horizontal',
  'reflect-vertical',
  'screencast',
  'snake',
  'suffix',
  'token',
];

describe('Font Awesome names real sites use that Font Awesome Free lacks', () => {
  it('are many, and found in the corpus files', () => {
    expect(corpusNames.size).toBeGreaterThan(300);
    expect(notFree.length).toBeGreaterThan(100);
  });

  it('map to a close icon, except the few for which nothing is close', () => {
    const unmapped = notFree.filter((name) => !iconSubstitute(name));
    expect(unmapped.map((name) => name.toLowerCase())).toEqual(nothingClose);
  });

  it('map to a drawing that exists, so every mapped name renders an SVG', () => {
    for (const name of notFree) {
      if (!iconSubstitute(name)) continue;
      expect(findIconSvg(name), name).toBeDefined();
      expect(renderIcon(name), name).toMatch(/^<svg /);
    }
  });

  it('keep the number a frame holds: circle-N and square-X draw N and X', () => {
    const framed = notFree.filter((name) => /^(circle|square)-[a-z0-9]$/.test(name));
    expect(framed.length).toBeGreaterThanOrEqual(8);
    for (const name of framed)
      expect(iconSubstitute(name), name).toMatchObject({ library: 'fontawesome', name: name.split('-')[1] });
  });

  it('prefer the same name in Lucide (a Lucide name on a Font Awesome site, a Pro icon Lucide also has)', () => {
    for (const name of ['refresh-cw', 'git-merge', 'sparkles', 'webhook', 'shield-check', 'badge-check']) {
      expect(corpusNames.has(name), name).toBe(true);
      expect(iconSubstitute(name), name).toMatchObject({ library: 'lucide', name, rule: 'same name' });
    }
  });

  it('fall back on a part of the name, a search term or the metadata two sets agree on', () => {
    const expected: Record<string, string> = {
      'message-arrow-up': 'message',
      'memo-circle-info': 'circle-info',
      'rocket-launch': 'rocket',
      'rectangle-history': 'history',
      'sd-cards': 'sd-card',
      window: 'window-restore',
      swap: 'arrows-up-down',
      title: 'heading',
    };
    for (const [name, free] of Object.entries(expected)) {
      expect(corpusNames.has(name), name).toBe(true);
      expect(iconSubstitute(name)?.name, name).toBe(free);
    }
    // Font Awesome's and Tabler's metadata both list `pipe` under `bong`; Pro's `pipe` is `|`.
    expect(iconSubstitute('pipe')).toMatchObject({ library: 'tabler', name: 'minus-vertical' });
  });

  it('leave nonsense unmapped, whatever words it is made of', () => {
    for (const name of ['no-such-icon', 'not-a-real-icon', 'constructor', '__proto__', 'x-y-z-w', 'fa-'])
      expect(iconSubstitute(name), name).toBeUndefined();
  });

  it('cost nothing for a Free name: its SVG is the Free one, not a substitute', () => {
    expect(renderIcon('rocket')).toContain('Font Awesome Free');
    expect(iconSubstitute('rocket')).toMatchObject({ library: 'lucide' });
    expect(findIconSvg('rocket')?.body).toBe(fontAwesomeSvg('rocket')?.body);
  });
});

describe('Font Awesome styles', () => {
  const body = (iconType?: string) => findIconSvg('star', { iconType })?.body;

  it('fall back to the Free style that exists, whatever way the style is written', () => {
    expect(body('regular')).not.toBe(body('solid'));
    for (const style of [
      'regular',
      'fa-regular',
      'far',
      'light',
      'fa-light',
      'thin',
      'sharp-light',
      'sharp-regular',
    ])
      expect(body(style), style).toBe(body('regular'));
    for (const style of ['solid', 'fa-solid', 'fas', 'duotone', 'sharp-solid', 'sharp-duotone-solid', 'fad'])
      expect(body(style), style).toBe(body('solid'));
    expect(freeStyleOf('fab')).toBe('brands');
    expect(freeStyleOf('sparkly')).toBeUndefined();
  });

  it('every style the corpus writes picks a Free style', () => {
    const styles = new Set<string>();
    for (const site of sites) {
      for (const entry of readdirSync(join(sitesDir, site), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(mdx?|json)$/.test(entry.name)) continue;
        const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
        for (const m of text.matchAll(/iconType"?\s*[=:]\s*"([^"]+)"/g)) styles.add(m[1] ?? '');
      }
    }
    expect([...styles].sort()).toEqual(expect.arrayContaining(['duotone', 'sharp-solid', 'solid']));
    for (const style of styles) expect(freeStyleOf(style), style).toBeDefined();
  });

  it('a style Free lacks for an icon falls back to one it has; brands stay brands', () => {
    // `rocket` has no regular drawing in Free; `github` is a brand whatever the style says.
    expect(findIconSvg('rocket', { iconType: 'light' })?.body).toBe(findIconSvg('rocket')?.body);
    expect(findIconSvg('github', { iconType: 'solid' })).toBeDefined();
    // A substitute from Font Awesome follows the style too.
    expect(findIconSvg('circle-1', { iconType: 'duotone' })?.body).toBe(findIconSvg('1')?.body);
  });
});
