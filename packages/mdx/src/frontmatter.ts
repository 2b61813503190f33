import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { parse as parseYaml, YAMLParseError } from 'yaml';

export interface Frontmatter {
  readonly title?: string;
  readonly description?: string;
  readonly sidebarTitle?: string;
  readonly icon?: string;
  readonly openapi?: string;
  readonly hidden?: boolean;
  readonly noindex?: boolean;
  /** Every key as written, including the ones Docwright does not interpret. */
  readonly [key: string]: unknown;
}

export interface SplitPage {
  readonly frontmatter: Frontmatter;
  readonly body: string;
  /** Lines before the body, so body positions can be reported as file positions. */
  readonly bodyLineOffset: number;
  readonly diagnostics: Diagnostic[];
}

const fence = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits YAML front matter from a page and parses it with located errors. */
export function splitFrontmatter(source: string, file: string): SplitPage {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const match = fence.exec(text);
  if (!match) return { frontmatter: {}, body: text, bodyLineOffset: 0, diagnostics: [] };
  const yamlText = match[1] ?? '';
  const body = text.slice(match[0].length);
  const bodyLineOffset = match[0].split('\n').length - 1;
  try {
    const data: unknown = parseYaml(yamlText) ?? {};
    if (typeof data !== 'object' || Array.isArray(data))
      throw new Error('front matter must be a YAML mapping (key: value lines)');
    return { frontmatter: normalize(data as Record<string, unknown>), body, bodyLineOffset, diagnostics: [] };
  } catch (error) {
    const position = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    const line = (position?.line ?? 0) + 1;
    const column = position?.col ?? 1;
    return {
      frontmatter: {},
      body,
      bodyLineOffset,
      diagnostics: [
        createDiagnostic('page/frontmatter', {
          file,
          line,
          column,
          message: `Invalid front matter: ${String((error as Error).message).split('\n')[0]}`,
          frame: createCodeFrame(text, line, column),
        }),
      ],
    };
  }
}

function normalize(data: Record<string, unknown>): Frontmatter {
  // YAML reads `title: 2024` as a number; a title is always text.
  const out: Record<string, unknown> = { ...data };
  for (const key of ['title', 'description', 'sidebarTitle', 'openapi', 'icon']) {
    if (typeof out[key] === 'number' || typeof out[key] === 'boolean') out[key] = String(out[key]);
  }
  return out;
}
