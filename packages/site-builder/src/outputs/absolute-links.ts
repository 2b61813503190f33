const fenceOpening = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Markdown whose site-relative links (`[x](/a)`, `![x](/a.png)`, `[x]: /a`) name the site's
 * address, so a twin or llms-full.txt read on its own still leads somewhere. Fenced code and
 * inline code are left as written.
 */
export function absoluteLinks(markdown: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const lines = markdown.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const marker = fenceOpening.exec(line)?.[1];
    if (fence !== undefined) {
      if (
        marker !== undefined &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        line.trim() === marker
      )
        fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    if (!line.includes('](/') && !/^ {0,3}\[[^\]]+\]:\s*\//.test(line)) continue;
    lines[i] = line
      .split(/(`+[^`]*`+)/)
      .map((part, index) =>
        index % 2 === 1
          ? part
          : part
              .replace(/\]\(\/(?!\/)/g, `](${base}/`)
              .replace(/^( {0,3}\[[^\]]+\]:\s*)\/(?!\/)/, `$1${base}/`),
      )
      .join('');
  }
  return lines.join('\n');
}
