import { bareFontAwesomeName, fontAwesomeSvg } from './font-awesome.ts';
import { fontAwesomeMetadata } from './font-awesome-metadata.ts';
import { lucideSvg, lucideTags } from './lucide.ts';
import { tablerSvg, tablerTags } from './tabler.ts';
import { iconBothList, iconNamedAfter } from './term-index.ts';

/** Where a Font Awesome name's drawing comes from when Font Awesome Free lacks the name. */
export interface IconSubstitute {
  readonly library: 'fontawesome' | 'lucide' | 'tabler';
  readonly name: string;
  /** Which rule picked it, for tests and reports. */
  readonly rule: 'same name' | 'named after' | 'part of the name' | 'search terms agree' | 'correction';
}

/**
 * Where the rules below pick a wrong drawing for a name real sites use. Kept to the cases seen,
 * each with why: the rules stay the source of the mapping.
 */
const corrections: Readonly<Record<string, IconSubstitute>> = {
  // Font Awesome Pro's `pipe` is the `|` character; both Font Awesome Free's and Tabler's search
  // terms list `pipe` under `bong`.
  pipe: { library: 'tabler', name: 'minus-vertical', rule: 'correction' },
};

/**
 * Shapes that Font Awesome Pro draws around another icon (`circle-1`, `square-terminal`): the
 * icon inside is what the name means.
 */
const frames = new Set(['circle', 'square', 'rectangle', 'hexagon', 'octagon', 'diamond']);

const cache = new Map<string, IconSubstitute | null>();

/**
 * The nearest Free icon for a Font Awesome name that Free lacks: mostly Pro icons, which Mintlify
 * serves and real sites name. Decided at build time from the icon sets' own names and metadata;
 * the first rule that answers wins:
 * 1. the same name in Lucide, the set that shares most of Font Awesome's vocabulary; else a Free
 *    icon named after it in Font Awesome's search terms (`window` → `window-restore`); else the
 *    same name in Tabler, or its logo of that brand (`vercel` → `brand-vercel`);
 * 2. a part of the name that rule 1 or Free knows: the icon inside a frame (`circle-1` → `1`),
 *    the noun the name starts with (`message-arrow-up` → `message`), the trailing words
 *    (`memo-circle-info` → `circle-info`), the singular or plural
 *    (`sd-cards` → `sd-card`, `column` → `columns`);
 * 3. an icon that two sets' metadata both list under the name (`title` → `heading`).
 * `undefined` when none answers: the caller warns.
 */
export function iconSubstitute(name: string): IconSubstitute | undefined {
  const bare = bareFontAwesomeName(name);
  if (!bare) return undefined;
  let found = cache.get(bare);
  if (found === undefined) {
    found =
      (Object.hasOwn(corrections, bare) ? corrections[bare] : undefined) ??
      bySameName(bare) ??
      byParts(bare) ??
      byAgreement(bare) ??
      null;
    cache.set(bare, found);
  }
  return found ?? undefined;
}

function bySameName(name: string): IconSubstitute | undefined {
  if (lucideSvg(name)) return { library: 'lucide', name, rule: 'same name' };
  const namedAfter = iconNamedAfter(fontAwesomeMetadata().terms, name);
  if (namedAfter) return { library: 'fontawesome', name: namedAfter, rule: 'named after' };
  if (tablerSvg(name)) return { library: 'tabler', name, rule: 'same name' };
  // Tabler names logos `brand-vercel`; Font Awesome names them `vercel`.
  if (tablerSvg(`brand-${name}`)) return { library: 'tabler', name: `brand-${name}`, rule: 'same name' };
  return undefined;
}

/** A Free name, or what rule 1 finds, for part of a name. */
function known(part: string): IconSubstitute | undefined {
  if (fontAwesomeSvg(part)) return { library: 'fontawesome', name: part, rule: 'part of the name' };
  const same = bySameName(part);
  return same && { ...same, rule: 'part of the name' };
}

function byParts(name: string): IconSubstitute | undefined {
  const words = name.split('-');
  if (words.length > 1 && frames.has(words[0] ?? '')) {
    const inside = known(words.slice(1).join('-'));
    if (inside) return inside;
  }
  for (let end = words.length - 1; end >= 1; end--) {
    const head = telling(words.slice(0, end));
    if (head) return head;
  }
  // Trailing words only when two or more: a lone last word (`icon`, `a`) says too little.
  for (let start = 1; start <= words.length - 2; start++) {
    const tail = telling(words.slice(start));
    if (tail) return tail;
  }
  return /[^s]s$/.test(name) ? known(name.slice(0, -1)) : known(`${name}s`);
}

/** `known` for a part, unless it is a lone letter or two (`x` of `x-y-z`), which tells nothing. */
function telling(words: readonly string[]): IconSubstitute | undefined {
  return words.length === 1 && (words[0]?.length ?? 0) < 3 ? undefined : known(words.join('-'));
}

function byAgreement(name: string): IconSubstitute | undefined {
  const fontAwesome = fontAwesomeMetadata().terms;
  const lucide = lucideTags();
  const tabler = tablerTags();
  const free = iconBothList(fontAwesome, tabler, name) ?? iconBothList(fontAwesome, lucide, name);
  if (free) return { library: 'fontawesome', name: free, rule: 'search terms agree' };
  const line = iconBothList(lucide, tabler, name);
  return line ? { library: 'lucide', name: line, rule: 'search terms agree' } : undefined;
}
