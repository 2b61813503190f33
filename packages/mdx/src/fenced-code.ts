import { withoutCodeNotation } from './highlight/code-notation.ts';

/** A fenced code block as the page's compile will highlight it: its text and its fence's language. */
export interface FencedCode {
  readonly code: string;
  readonly language: string | undefined;
}

const opening = /^( *)(`{3,}|~{3,})([^\n]*)$/;

/**
 * The fenced code blocks of a page's Markdown, found line by line without parsing it, so that
 * another thread can highlight them before the page compiles. The text of each is what the
 * compile gives the highlighter: the lines between the fences, with the opening fence's
 * indentation taken off each (as in MDX, where a fence inside a component may be indented any
 * amount). A fence this misreads costs nothing but time: the compile highlights it itself.
 */
export function fencedCodeBlocks(markdown: string): FencedCode[] {
  const blocks: FencedCode[] = [];
  const lines = markdown.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const open = opening.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    // A backtick fence's info string has no backticks.
    if (fence[0] === '`' && info.includes('`')) continue;
    const close = new RegExp(`^ *${fence[0] === '`' ? '`' : '~'}{${fence.length},} *$`);
    const content: string[] = [];
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end] ?? '')) {
      content.push(withoutIndent(lines[end] ?? '', indent.length));
      end++;
    }
    const language = info.trim().split(/\s+/)[0] || undefined;
    // The compile highlights the code without its `[!code …]` comments.
    blocks.push({ code: withoutCodeNotation(content.join('\n')), language });
    i = end;
  }
  return blocks;
}

function withoutIndent(line: string, width: number): string {
  let cut = 0;
  while (cut < width && line[cut] === ' ') cut++;
  return line.slice(cut);
}
