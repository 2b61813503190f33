import { createDiagnostic, type Diagnostic, type PathSegment } from '@docwright/diagnostics';

/**
 * What the banner's sanitizer removes from its Markdown (the page's `<script>` rule): each with the
 * pattern that finds it in the source.
 */
const removed: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /<\s*(script|style|iframe|object|embed|link|meta|base|form|svg|math)\b/i,
    (m) => `<${m[1]?.toLowerCase()}>`,
  ],
  [/<[a-z][^>]*\s(on[a-z]+)\s*=/i, (m) => `the ${m[1]?.toLowerCase()} handler`],
  [
    /(?:\]\(\s*<?|\b(?:href|src)\s*=\s*["']?)\s*((?:java|vb)script|data)\s*:/i,
    (m) => `a ${m[1]?.toLowerCase()}: link`,
  ],
];

/**
 * A located warning for each kind of markup `banner.content` holds that the banner leaves out: it
 * shows on every page, so nothing in it may run script.
 */
export function bannerMarkupWarnings(raw: unknown, place: (path: PathSegment[]) => object): Diagnostic[] {
  const content =
    typeof raw === 'object' && raw !== null ? (raw as { content?: unknown }).content : undefined;
  if (typeof content !== 'string') return [];
  return removed.flatMap(([pattern, describe]) => {
    const match = pattern.exec(content);
    if (!match) return [];
    return [
      createDiagnostic('config/not-supported', {
        ...place(['banner', 'content']),
        message: `banner.content holds ${describe(match)}, which is removed: the banner is Markdown with safe inline HTML and runs no script.`,
        hint: 'Write the banner as Markdown (links to https:// addresses or site paths, emphasis, inline code); put a script in a .js file of the site instead, which runs on every page.',
      }),
    ];
  });
}
