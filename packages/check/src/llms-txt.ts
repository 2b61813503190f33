/** A Markdown link in an llms.txt file, where it is written. */
export interface LlmsLink {
  readonly text: string;
  readonly href: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based, at the `[`. */
  readonly column: number;
  /** The heading the link sits under (`OpenAPI Specs`), if any. */
  readonly section?: string;
}

interface LlmsHeading {
  readonly level: number;
  readonly text: string;
  readonly line: number;
}

/** The parts of an llms.txt (llmstxt.org) or llms-full.txt that the checks look at. */
export interface LlmsDocument {
  /** Text of the first line that is not blank. */
  readonly firstLine: string;
  readonly headings: readonly LlmsHeading[];
  readonly links: readonly LlmsLink[];
  /** `- ...` items under an H2 that are not `- [name](url)` links, by line. */
  readonly bareListItems: readonly number[];
  /** `Source: <url>` lines (llms-full.txt gives one per page). */
  readonly sources: number;
}

const linkPattern = /(!?)\[([^\]\n]*)\]\(\s*(<[^>\n]*>|[^)\s]+)(?:\s+"[^"\n]*")?\s*\)/g;

/** Reads headings and links line by line; fenced code blocks are skipped. */
export function parseLlmsDocument(text: string): LlmsDocument {
  const headings: LlmsHeading[] = [];
  const links: LlmsLink[] = [];
  const bareListItems: number[] = [];
  let sources = 0;
  let fence: string | undefined;
  let section: string | undefined;
  let inH2Section = false;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((line, index) => {
    const number = index + 1;
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      if (!fence) fence = fenceMark;
      else if (fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      return;
    }
    if (fence) return;
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = (heading[1] as string).length;
      section = heading[2] as string;
      if (level <= 2) inH2Section = level === 2;
      headings.push({ level, text: section, line: number });
      return;
    }
    if (/^Source:\s*\S/.test(line)) sources += 1;
    let found = false;
    for (const match of line.matchAll(linkPattern)) {
      if (match[1] === '!') continue;
      found = true;
      links.push({
        text: match[2] as string,
        href: (match[3] as string).replace(/^<|>$/g, ''),
        line: number,
        column: (match.index ?? 0) + 1,
        ...(section !== undefined && { section }),
      });
    }
    if (inH2Section && /^\s*[-*+]\s+\S/.test(line) && !(found && /^\s*[-*+]\s+\[/.test(line)))
      bareListItems.push(number);
  });
  const firstLine = lines.find((line) => line.trim() !== '')?.trim() ?? '';
  return { firstLine, headings, links, bareListItems, sources };
}

/** Path of a link without query or fragment, for telling `.md` links apart. */
export function linkPath(href: string): string {
  return href.replace(/[?#].*$/s, '');
}
