import { redirectBounds, redirectSourceChecker } from '@docwright/site-builder/serving';

/**
 * Parts of a source between two splats (or an end), each standing for one path segment: a literal,
 * or a `:param` that takes any non-empty segment. Bit `length - 1 - i` of a mask stands for part
 * `i`, so the block read backwards fits the shift-and scan of `rightmostStart`.
 */
interface Block {
  readonly length: number;
  /** Each part's literal segment; undefined for a param. */
  readonly literalAt: readonly (string | undefined)[];
  /** Where the params are among the parts. */
  readonly params: readonly number[];
  /** The parts each literal segment matches. */
  readonly literals: ReadonlyMap<string, number>;
  /** The parts any non-empty segment matches. */
  readonly paramBits: number;
}

export interface RedirectRule {
  /** The parts before the first splat (`*`). */
  readonly prefix: Block;
  /** The parts after each splat, up to the next one; a splat takes one or more segments. */
  readonly afterSplats: readonly Block[];
  /**
   * Mintlify's partial wildcard (`/articles/concepts-*`): the text the last segment starts with;
   * the rest of that segment is the `splat` capture. Only in rules with no other splat.
   */
  readonly lastSegmentPrefix?: string;
  /** Names of the captures, in the source's order (`splat` for `*`). */
  readonly names: readonly string[];
  readonly destination: string;
  readonly status: number;
}

/**
 * Rules of a `_redirects` file (`/old/:id/* /new/:id/:splat 308`), as the build writes it for static
 * hosts; rules past `redirectBounds` are skipped.
 */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const check = redirectSourceChecker();
  for (const line of text.split('\n')) {
    const [source, destination, statusText] = line.trim().split(/\s+/);
    if (!source || !destination || source.startsWith('#')) continue;
    const checked = check(source);
    if ('skipped' in checked) continue;
    const status = Number(statusText ?? 301);
    const names: string[] = [];
    const blocks: string[][] = [[]];
    const partial = partialWildcardOf(checked.parts);
    if (partial === null) continue;
    const parts = partial === undefined ? checked.parts : checked.parts.slice(0, -1);
    for (const part of parts) {
      if (part === '*') blocks.push([]);
      else blocks.at(-1)?.push(part);
      if (part === '*' || part.startsWith(':')) names.push(part === '*' ? 'splat' : part.slice(1));
    }
    const [prefix = blockOf([]), ...afterSplats] = blocks.map(blockOf);
    if (partial !== undefined) names.push('splat');
    rules.push({
      prefix,
      afterSplats,
      ...(partial !== undefined && { lastSegmentPrefix: partial }),
      names,
      destination,
      status: [301, 302, 303, 307, 308].includes(status) ? status : 301,
    });
  }
  return rules;
}

/**
 * The prefix of a partial wildcard ending the source (`concepts-` of `/articles/concepts-*`);
 * undefined when there is none, null when the rule has a `*` this matcher cannot follow (inside a
 * segment elsewhere, or beside another splat).
 */
function partialWildcardOf(parts: readonly string[]): string | undefined | null {
  const inside = parts
    .map((part, index) => ({ part, index }))
    .filter(({ part }) => part !== '*' && part.includes('*'));
  if (inside.length === 0) return undefined;
  const [only] = inside;
  const last = parts.length - 1;
  if (inside.length > 1 || !only || only.index !== last || only.part.indexOf('*') !== only.part.length - 1)
    return null;
  if (parts.includes('*')) return null;
  return only.part.slice(0, -1);
}

function blockOf(parts: readonly string[]): Block {
  const literals = new Map<string, number>();
  const params: number[] = [];
  let paramBits = 0;
  parts.forEach((part, index) => {
    const bit = 1 << (parts.length - 1 - index);
    if (part.startsWith(':')) {
      params.push(index);
      paramBits |= bit;
    } else literals.set(part, (literals.get(part) ?? 0) | bit);
  });
  const literalAt = parts.map((part) => (part.startsWith(':') ? undefined : part));
  return { length: parts.length, literalAt, params, literals, paramBits };
}

/** Where a path redirects to, with captures filled in; undefined when no rule matches. */
export function matchRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
): { location: string; status: number } | undefined {
  if (!pathname.startsWith('/') || pathname.length > redirectBounds.pathLength) return undefined;
  const segments = pathname.slice(1).split('/');
  // As `/old/` matches `/old`: a trailing slash is an empty last segment, or nothing.
  const withoutSlash = segments.length > 1 && segments.at(-1) === '' ? segments.slice(0, -1) : undefined;
  for (const rule of rules) {
    const captures = matchSegments(rule, segments) ?? (withoutSlash && matchSegments(rule, withoutSlash));
    if (!captures) continue;
    let location = rule.destination;
    // Captures come from the request, decoded: encoded again, they stay text within the path.
    rule.names.forEach((name, index) => {
      location = location.replaceAll(`:${name}`, encodeCapture(captures[index] ?? ''));
    });
    return { location, status: rule.status };
  }
  return undefined;
}

/**
 * The rule's captures over the whole of `segments`, in source order; undefined when it does not
 * match. Of several ways to match, the first splat takes the most segments, then the second, and
 * so on, as the greedy `(.*)` of Netlify's matcher does: each block goes as far right as the
 * blocks after it allow. The scans for the blocks cover separate stretches of the path, so a
 * rule costs one look-up per segment at most, whatever its splats.
 */
function matchSegments(rule: RedirectRule, segments: readonly string[]): string[] | undefined {
  const { prefix, afterSplats, lastSegmentPrefix } = rule;
  if (lastSegmentPrefix !== undefined) {
    const last = segments[prefix.length];
    if (segments.length !== prefix.length + 1 || last === undefined || !last.startsWith(lastSegmentPrefix))
      return undefined;
    return matchesAt(prefix, segments, 0)
      ? [...paramsAt(prefix, segments, 0), last.slice(lastSegmentPrefix.length)]
      : undefined;
  }
  if (afterSplats.length === 0 && segments.length !== prefix.length) return undefined;
  if (!matchesAt(prefix, segments, 0)) return undefined;
  // Each block after a splat with its least start: every splat before it takes one segment.
  let least = prefix.length;
  const placed = afterSplats.map((block) => {
    least += 1;
    const entry = { block, least, start: 0 };
    least += block.length;
    return entry;
  });
  if (segments.length < least) return undefined;
  let end = segments.length;
  for (const [index, entry] of [...placed].reverse().entries()) {
    const highest = end - entry.block.length;
    const start =
      index === 0
        ? matchesAt(entry.block, segments, highest)
          ? highest
          : undefined
        : rightmostStart(entry.block, segments, entry.least, highest);
    if (start === undefined) return undefined;
    entry.start = start;
    end = start - 1;
  }
  const captures = paramsAt(prefix, segments, 0);
  let splatStart = prefix.length;
  for (const { block, start } of placed) {
    captures.push(segments.slice(splatStart, start).join('/'), ...paramsAt(block, segments, start));
    splatStart = start + block.length;
  }
  return captures;
}

/** The parts of `block` that `segment` matches, as bits. */
function bitsOf(block: Block, segment: string | undefined): number {
  if (segment === undefined) return 0;
  return (block.literals.get(segment) ?? 0) | (segment === '' ? 0 : block.paramBits);
}

function matchesAt(block: Block, segments: readonly string[], start: number): boolean {
  for (let index = 0; index < block.length; index++) {
    const segment = segments[start + index];
    const literal = block.literalAt[index];
    if (literal === undefined ? !segment : segment !== literal) return false;
  }
  return true;
}

/**
 * The largest start from `least` to `highest` where `block` matches, reading the segments from
 * right to left once: after reading segment `j`, bit `k` of `state` says the block's last `k + 1`
 * parts match the segments from `j` on.
 */
function rightmostStart(
  block: Block,
  segments: readonly string[],
  least: number,
  highest: number,
): number | undefined {
  if (block.length === 0) return highest >= least ? highest : undefined;
  const whole = 1 << (block.length - 1);
  let state = 0;
  for (let j = highest + block.length - 1; j >= least; j--) {
    state = ((state << 1) | 1) & bitsOf(block, segments[j]);
    if (state & whole) return j;
  }
  return undefined;
}

function paramsAt(block: Block, segments: readonly string[], start: number): string[] {
  return block.params.map((index) => segments[start + index] ?? '');
}

/** A captured piece of a path, percent-encoded as in a URL path (`/` kept, `?` and `#` encoded). */
function encodeCapture(text: string): string {
  try {
    return encodeURI(text).replace(/[?#]/g, (ch) => encodeURIComponent(ch));
  } catch {
    // Unpaired surrogates, which a path decoded by `sitePathOf` never holds.
    return '';
  }
}
