// Mintlify's anchors, step for step, so links into migrated sites keep working; the differential
// test test/oracle/heading-ids-oracle.test.ts holds every corpus page to @mintlify/common.

const emoji =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|[\u200D\uFE0E\uFE0F]/gu;

/** `word-s` and `word-t` as one word (`what's` -> `whats`), as @sindresorhus/slugify joins them. */
const contraction = /([a-zA-Z\d]+)-([ts])(-|$)/g;

function percentEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded: drop it, as nothing can link to it anyway.
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''));
  }
}

/**
 * A heading's slug before numbering: lowercased, whitespace to `-`, percent-encoded; then every
 * run of other characters to `-` (`%XX` and `_` kept), contractions joined, `-` runs collapsed
 * and trimmed. `Getting Started` -> `getting-started`, `Q&A` -> `q%26a`.
 */
export function headingSlug(title: string): string {
  const encoded = percentEncoded(title.toLowerCase().trim().replace(/\s+/g, '-'));
  const pattern = /%[0-9A-F]{2}/.test(encoded) ? /[^a-zA-Z\d%_]+/g : /[^a-z\d_]+/g;
  return encoded
    .replace(pattern, '-')
    .replace(/\\/g, '')
    .replace(contraction, '$1$2$3')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** The id as the page shows it: percent-decoded, without `?,;:!'"()[]{}` and emoji. */
export function cleanHeadingId(id: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    return id;
  }
  return decoded.replace(/[?,;:!'"()[\]{}]/g, '').replace(emoji, '');
}

/** A `{#custom}` id as Mintlify keeps it: HTML-unsafe characters, punctuation and emoji dropped, spaces to `-`. */
export function customHeadingId(raw: string): string {
  return raw
    .trim()
    .replace(/[<>"&?,;:!'()[\]{}]/g, '')
    .replace(emoji, '')
    .replace(/\s+/g, '-');
}

/**
 * The anchors of one page, in document order. Two numberings, as Mintlify has: every Markdown
 * heading is first numbered among all Markdown headings (`usage`, `usage-2`; a slug that ends in
 * numbers counts towards its stem), then each heading the table of contents takes (not inside an
 * Accordion, Expandable, Update or Prompt) is made unique among those (`-2`, `-3`...).
 */
export class HeadingIds {
  readonly #occurrences = new Map<string, number>();
  readonly #seen = new Map<string, number>();

  /** A Markdown heading (`#` to `####`). */
  markdown(title: string, inTableOfContents: boolean): string {
    const counted = this.#count(headingSlug(title));
    if (!inTableOfContents) return cleanHeadingId(counted);
    return cleanHeadingId(this.#unique(cleanHeadingId(counted) || headingSlug(title)));
  }

  /** A heading with an id of its own (`{#id}`, `<h2 id>`), or none (`<h2>`, a titled Step, an Update). */
  element(title: string, id?: string): string {
    const own = id === undefined ? '' : cleanHeadingId(id);
    return cleanHeadingId(this.#unique(own || headingSlug(title)));
  }

  #count(slug: string): string {
    if (!slug) return '';
    const lower = slug.toLowerCase();
    const numberless = this.#occurrences.get(lower.replace(/(?:-\d+?)+?$/, '')) ?? 0;
    const count = (this.#occurrences.get(lower) ?? 0) + 1;
    this.#occurrences.set(lower, count);
    return count >= 2 || numberless > 2 ? `${slug}-${count}` : slug;
  }

  #unique(slug: string): string {
    const count = this.#seen.get(slug) ?? 0;
    this.#seen.set(slug, count + 1);
    if (count === 0) return slug;
    let suffix = count + 1;
    while (this.#seen.has(`${slug}-${suffix}`)) suffix++;
    const unique = `${slug}-${suffix}`;
    this.#seen.set(unique, 1);
    return unique;
  }
}

/** Numbers repeats across a page: `usage`, `usage-2`, `usage-3`; `custom` is a `{#id}`. */
export function createHeadingIds(): (text: string, custom?: string) => string {
  const ids = new HeadingIds();
  return (text, custom) =>
    custom === undefined ? ids.markdown(text, true) : ids.element(text, customHeadingId(custom));
}

/** Letters @sindresorhus/slugify spells out before slugifying a field name. */
const spelledOut: Record<string, string> = {
  '&': ' and ',
  '♥': ' love ',
  '🦄': ' unicorn ',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
};

/**
 * Mintlify's id for a hand-written `ParamField`/`ResponseField` (`generateParamFieldId`): `param-`
 * and the name, camel case split, slugified: `userId` -> `param-user-id`, `data.id` ->
 * `param-data-id`; the page's `n`th repeat of a name gets `-n`.
 */
export function paramFieldId(name: string, repeat = 0): string {
  const text = `param-${name}${repeat > 0 ? `_${repeat}` : ''}`
    .replace(/[&♥🦄ßæøœäöüÄÖÜ]/gu, (char) => spelledOut[char] ?? char)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return text
    .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
    .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/\\/g, '')
    .replace(contraction, '$1$2$3')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
