/** Where the value of one entry of a top-level object sits in JSON text: `text.slice(start, end)`. */
export interface EntrySpan {
  readonly key: string;
  readonly start: number;
  readonly end: number;
}

const tokens = /[{}[\]",:]/g;
const objectOpen = 123;

/**
 * The spans of the object and array values of the entries of the root object's `member` (say
 * `paths`), in text order, for JSON text that parses. Undefined when `member` is not an object,
 * appears twice, or names one of its keys twice: then a span would not stand for what the
 * parsed document holds.
 */
export function memberEntrySpans(text: string, member: string): EntrySpan[] | undefined {
  const stack: number[] = [];
  const spans: EntrySpan[] = [];
  const keys = new Set<string>();
  let expectKey = false;
  let rootKey: string | undefined;
  let entryKey: string | undefined;
  let entryStart = -1;
  let inMember = false;
  let memberSeen = false;
  tokens.lastIndex = 0;
  for (let match = tokens.exec(text); match; match = tokens.exec(text)) {
    const at = match.index;
    const c = text.charCodeAt(at);
    const depth = stack.length;
    if (c === 34) {
      const end = closingQuote(text, at);
      if (end < 0) return undefined;
      tokens.lastIndex = end + 1;
      if (expectKey && (depth === 1 || (depth === 2 && inMember))) {
        const key = JSON.parse(text.slice(at, end + 1)) as string;
        if (depth === 1) {
          if (key === member && (memberSeen || inMember)) return undefined;
          rootKey = key;
        } else {
          if (keys.has(key)) return undefined;
          keys.add(key);
          entryKey = key;
        }
      }
      expectKey = false;
    } else if (c === 58) expectKey = false;
    else if (c === 44) expectKey = stack[depth - 1] === objectOpen;
    else if (c === objectOpen || c === 91) {
      if (depth === 1 && rootKey === member && c === objectOpen) inMember = true;
      else if (depth === 1 && rootKey === member) return undefined;
      if (depth === 2 && inMember) entryStart = at;
      stack.push(c);
      expectKey = c === objectOpen;
    } else {
      stack.pop();
      expectKey = false;
      if (stack.length === 2 && inMember && entryStart >= 0 && entryKey !== undefined) {
        spans.push({ key: entryKey, start: entryStart, end: at + 1 });
        entryStart = -1;
      } else if (stack.length === 1 && inMember) {
        inMember = false;
        memberSeen = true;
      }
    }
  }
  return memberSeen ? spans : undefined;
}

/** The offset of the `"` that closes the string opened at `open`, or -1. */
function closingQuote(text: string, open: number): number {
  let end = text.indexOf('"', open + 1);
  while (end >= 0) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}

/** The one region where two texts differ: `before.slice(start, beforeEnd)` became `after.slice(start, afterEnd)`. */
export interface TextChange {
  readonly start: number;
  readonly beforeEnd: number;
  readonly afterEnd: number;
}

const chunk = 4096;

/** The smallest region outside which `before` and `after` are the same; undefined when they are equal. */
export function changedRegion(before: string, after: string): TextChange | undefined {
  if (before === after) return undefined;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  // Whole chunks compare natively; the last one char by char.
  while (start + chunk <= shorter && before.slice(start, start + chunk) === after.slice(start, start + chunk))
    start += chunk;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let beforeEnd = before.length;
  let afterEnd = after.length;
  const lowest = () => Math.min(beforeEnd, afterEnd) - start;
  while (
    lowest() >= chunk &&
    before.slice(beforeEnd - chunk, beforeEnd) === after.slice(afterEnd - chunk, afterEnd)
  ) {
    beforeEnd -= chunk;
    afterEnd -= chunk;
  }
  while (lowest() > 0 && before.charCodeAt(beforeEnd - 1) === after.charCodeAt(afterEnd - 1)) {
    beforeEnd--;
    afterEnd--;
  }
  return { start, beforeEnd, afterEnd };
}
