/**
 * The HTML of the simplest spec descriptions without the Markdown pipeline, which costs about a
 * millisecond a text: one line of plain text, inline code and links, which is most of what a
 * large spec holds. Anything else (or anything unusual in these) returns undefined, for the
 * pipeline to render; a corpus test holds this to the pipeline's output.
 */
export function simpleLineHtml(text: string): string | undefined {
  // A spec written as HTML (Stripe's operations): one paragraph of plain text is an HTML block
  // that the pipeline parses, sanitizes and writes back unchanged.
  if (plainHtmlParagraph.test(text)) return text;
  if (blockStart.test(text)) return undefined;
  const line = text.trimEnd();
  if (line === '') return undefined;
  const html = inlineHtml(line, true);
  return html === undefined ? undefined : `<p>${html}</p>`;
}

// `<p>`, text without tags, entities or blank lines (which would end the HTML block), `</p>`.
const plainHtmlParagraph = /^<p>(?:[^<>&\n]|\n(?![ \t]*\n))*<\/p>$/;
// Characters and sequences that Markdown, GFM autolinks or HTML give a meaning to.
const markup = /[`*_[\]<>#|~\\!&@\n\r$]|www\.|:\/\//;
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
    if (markup.test(plain)) return undefined;
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
