/**
 * The HTML of the simplest spec descriptions without the Markdown pipeline, which costs about a
 * millisecond a text: paragraphs of plain text, inline code and links, which is most of what a
 * large spec holds. Anything else (or anything unusual in these) returns undefined, for the
 * pipeline to render; a corpus test holds this to the pipeline's output.
 */
export function simpleLineHtml(text: string): string | undefined {
  // A spec written as HTML (Stripe's operations): a paragraph of plain text, code and links is
  // an HTML block that the pipeline parses, sanitizes and writes back unchanged; blank lines
  // between such blocks become one line break.
  const htmlBlocks = text.split('\n\n');
  if (htmlBlocks.every((block) => plainHtmlParagraph.test(block))) return htmlBlocks.join('\n');
  const paragraphs: string[] = [];
  for (const paragraph of text.trimEnd().split('\n\n')) {
    const lines: string[] = [];
    // Each line of a paragraph on its own: a code span or link that a line leaves open is not
    // simple, and a soft line break stays a newline in the HTML.
    for (const line of paragraph.split('\n')) {
      if (line === '' || blockStart.test(line) || trailingSpace.test(line)) return undefined;
      const html = inlineHtml(line, true);
      if (html === undefined) return undefined;
      lines.push(html);
    }
    paragraphs.push(`<p>${lines.join('\n')}</p>`);
  }
  return paragraphs.join('\n');
}

// `<p>`, text without tags, entities or blank lines (which would end the HTML block) but for
// `<code>` and links the sanitizer keeps, `</p>`.
const plainHtmlParagraph =
  /^<p>(?:[^<>&\n]|\n(?![ \t]*\n)|<code>[^<>&\n]*<\/code>|<a href="(?:https?:\/\/|\/)[\w\-.~:/?#+,;=%]*">[^<>&\n]*<\/a>)*<\/p>$/;
// Characters and sequences that Markdown, GFM autolinks or HTML give a meaning to.
const markup = /[`*_[\]<>#|~\\!&@\n\r$]|www\.|:\/\//;
// Between two letters or digits, `_` can neither open nor close emphasis (`card_present`).
const intrawordUnderscore = /(?<=[A-Za-z0-9])_(?=[A-Za-z0-9])/g;
// Spaces before a line break: two make a hard break, one is dropped from the HTML.
const trailingSpace = /\s$/;
// A leading list marker, ordered-list number, heading underline or indentation.
const blockStart = /^(\s|[-+=]|\d+[.)])/;
// A destination the pipeline keeps as it is: absolute http(s) or root-relative, nothing to encode.
const keptUrl = /^(?:https?:\/\/|\/)[\w\-.~:/?#+,;=%]*$/;
const strayPercent = /%(?![0-9A-Fa-f]{2})/;

/** Text, code spans and (outside link labels) links, as HTML; undefined at anything else. */
function inlineHtml(text: string, links: boolean): string | undefined {
  let html = '';
  let at = 0;
  while (at < text.length) {
    const next = nextConstruct(text, at, links);
    const plain = text.slice(at, next);
    if (markup.test(plain.replace(intrawordUnderscore, ''))) return undefined;
    html += plain;
    if (next === text.length) break;
    if (text[next] === '`') {
      const end = text.indexOf('`', next + 1);
      const code = end === -1 ? undefined : codeHtml(text.slice(next + 1, end), links);
      if (code === undefined) return undefined;
      html += code;
      at = end + 1;
    } else {
      const link = linkAt(text, next);
      if (link === undefined) return undefined;
      html += link.html;
      at = link.end;
    }
  }
  return html;
}

function nextConstruct(text: string, from: number, links: boolean): number {
  const code = text.indexOf('`', from);
  const link = links ? text.indexOf('[', from) : -1;
  const found = [code, link].filter((index) => index !== -1);
  return found.length === 0 ? text.length : Math.min(...found);
}

/** `[label](url)` at `start`, with a label of text and code spans. */
function linkAt(text: string, start: number): { html: string; end: number } | undefined {
  const close = text.indexOf('](', start + 1);
  const end = close === -1 ? -1 : text.indexOf(')', close + 2);
  if (end === -1) return undefined;
  const label = text.slice(start + 1, close);
  const url = text.slice(close + 2, end);
  // `[^1]` is a footnote call.
  if (label === '' || label.startsWith('^') || !keptUrl.test(url) || strayPercent.test(url)) return undefined;
  const labelHtml = inlineHtml(label, false);
  return labelHtml === undefined ? undefined : { html: `<a href="${url}">${labelHtml}</a>`, end: end + 1 };
}

/** A code span's HTML when its text is kept as it is; inside a link label, without brackets. */
function codeHtml(code: string, outsideLabel: boolean): string | undefined {
  // Spaces at both ends of a code span are trimmed, and an empty one is no span at all.
  if (code === '' || code.startsWith(' ') || code.endsWith(' ')) return undefined;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c < 0x20 || c === 0x3c || c === 0x3e || c === 0x26) return undefined;
    if (!outsideLabel && (c === 0x5b || c === 0x5d)) return undefined;
  }
  return `<code>${code}</code>`;
}
