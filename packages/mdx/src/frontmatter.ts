import { createCodeFrame, createDiagnostic, type Diagnostic, parseYamlBounded } from '@docwright/diagnostics';

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
  // Aliases are shared, not copied, and their expansion is bounded: ten lines of nested anchors
  // would otherwise stand for billions of values.
  const parsed = parseYamlBounded(yamlText, {
    maxDepth: 64,
    maxSize: 2 ** 20 + 8 * yamlText.length,
  });
  const data: unknown = parsed.ok ? (parsed.value ?? {}) : undefined;
  if (parsed.ok && typeof data === 'object' && data !== null && !Array.isArray(data))
    return { frontmatter: normalize(data as Record<string, unknown>), body, bodyLineOffset, diagnostics: [] };
  // Positions in the YAML are one line below the opening `---`.
  const line = parsed.ok ? 1 : parsed.line + 1;
  const column = parsed.ok ? 1 : parsed.column;
  const message = parsed.ok
    ? 'Invalid front matter: front matter must be a YAML mapping (key: value lines)'
    : parsed.shape
      ? `Front matter refused: ${parsed.message}`
      : `Invalid front matter: ${parsed.message}`;
  return {
    frontmatter: {},
    body,
    bodyLineOffset,
    diagnostics: [
      createDiagnostic(!parsed.ok && parsed.shape ? 'page/frontmatter-too-large' : 'page/frontmatter', {
        file,
        line,
        column,
        message,
        frame: createCodeFrame(text, line, column),
      }),
    ],
  };
}

function normalize(data: Record<string, unknown>): Frontmatter {
  // YAML reads `title: 2024` as a number; a title is always text.
  const out: Record<string, unknown> = { ...data };
  for (const key of ['title', 'description', 'sidebarTitle', 'openapi', 'icon']) {
    if (typeof out[key] === 'number' || typeof out[key] === 'boolean') out[key] = String(out[key]);
  }
  return out;
}

/** Mintlify's `hideApiMarker: true`: the page's sidebar entry shows no HTTP method badge. */
export function hidesApiMethod(frontmatter: Frontmatter): boolean {
  return frontmatter.hideApiMarker === true;
}
