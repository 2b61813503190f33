const served = ['text/html', 'text/markdown', 'text/plain'] as const;

/**
 * Whether `Accept` asks for the page's Markdown twin: `text/markdown` or `text/plain` ranked above
 * HTML (RFC 9110: each type takes the quality of the most specific range that matches it; ties go
 * to HTML, which browsers and a bare wildcard get).
 */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const best = new Map<string, { specificity: number; q: number }>();
  for (const part of accept.split(',')) {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qText = parameters.find((p) => p.startsWith('q='))?.slice(2);
    const q = qText === undefined ? 1 : Number(qText);
    for (const type of served) {
      const specificity = specificityOf(range, type);
      if (specificity < 0) continue;
      const current = best.get(type);
      if (
        !current ||
        specificity > current.specificity ||
        (specificity === current.specificity && q > current.q)
      )
        best.set(type, { specificity, q: Number.isNaN(q) ? 0 : q });
    }
  }
  const quality = (type: string) => best.get(type)?.q ?? 0;
  return Math.max(quality('text/markdown'), quality('text/plain')) > quality('text/html');
}

function specificityOf(range: string, type: string): number {
  if (range === type) return 2;
  if (range.endsWith('/*') && range !== '*/*' && type.startsWith(range.slice(0, -1))) return 1;
  return range === '*/*' ? 0 : -1;
}
