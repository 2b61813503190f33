import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF that Chromium's `page.pdf()` wrote, one line per text run: enough to assert
 * what a printed page holds without a PDF library (pdf.js's current releases need Node 22).
 * Chromium writes plain objects (no object streams), Flate-compressed content, and Type0 fonts
 * whose ToUnicode CMaps map the 2-byte glyph codes of `<hex> Tj` and `[...] TJ` to text.
 */
export function pdfText(pdf: Uint8Array): string {
  const source = Buffer.from(pdf).toString('latin1');
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const [, id, body] of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const at = (body ?? '').search(/stream\r?\n/);
    if (at < 0) {
      objects.set(id ?? '', { dict: body ?? '' });
      continue;
    }
    const dict = (body ?? '').slice(0, at);
    const start = at + ((body ?? '').slice(at).match(/^stream\r?\n/)?.[0].length ?? 0);
    const raw = Buffer.from((body ?? '').slice(start, (body ?? '').lastIndexOf('endstream')), 'latin1');
    const bytes = dict.includes('/FlateDecode') ? inflateSync(raw, { finishFlush: 2 }) : raw;
    objects.set(id ?? '', { dict, stream: bytes.toString('latin1') });
  }
  const cmapOf = (fontId: string) => {
    const ref = objects.get(fontId)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    return parseCmap(objects.get(ref ?? '')?.stream ?? '');
  };
  const lines: string[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const fonts = new Map(
      [...(dict.match(/\/Font <<([^>]*)>>/)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)].map(
        ([, name, id]) => [name ?? '', cmapOf(id ?? '')] as const,
      ),
    );
    for (const [, id] of dict.matchAll(/\/Contents (\d+) 0 R/g))
      lines.push(...runsOf(objects.get(id ?? '')?.stream ?? '', fonts));
  }
  return lines.join('\n').normalize('NFKC');
}

/** The text runs of a content stream: each `BT … ET` block's strings, decoded with its fonts. */
function runsOf(content: string, fonts: ReadonlyMap<string, ReadonlyMap<number, string>>): string[] {
  const runs: string[] = [];
  for (const [block] of content.matchAll(/BT[\s\S]*?ET/g)) {
    let cmap: ReadonlyMap<number, string> = new Map();
    let text = '';
    for (const [, font, hex] of block.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9A-Fa-f\s]*)>/g)) {
      if (font !== undefined) cmap = fonts.get(font) ?? new Map();
      else text += decode(hex ?? '', cmap);
    }
    if (text.trim() !== '') runs.push(text);
  }
  return runs;
}

function decode(hex: string, cmap: ReadonlyMap<number, string>): string {
  const digits = hex.replace(/\s/g, '');
  let text = '';
  for (let i = 0; i + 4 <= digits.length; i += 4)
    text += cmap.get(Number.parseInt(digits.slice(i, i + 4), 16)) ?? '';
  return text;
}

/** A ToUnicode CMap's `bfchar` and `bfrange` entries: glyph code -> text. */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, section] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of (section ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(Number.parseInt(code ?? '', 16), utf16(text ?? ''));
  for (const [, section] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, rest] of (section ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const start = Number.parseInt(from ?? '', 16);
      const end = Number.parseInt(to ?? '', 16);
      const targets = [...(rest ?? '').matchAll(/<([0-9A-Fa-f]+)>/g)].map((match) => match[1] ?? '');
      for (let code = start; code <= end; code++) {
        if ((rest ?? '').startsWith('[')) map.set(code, utf16(targets[code - start] ?? ''));
        else {
          const first = targets[0] ?? '';
          const last = Number.parseInt(first.slice(-4), 16) + (code - start);
          map.set(code, utf16(first.slice(0, -4) + last.toString(16).padStart(4, '0')));
        }
      }
    }
  return map;
}
