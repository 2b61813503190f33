/**
 * `## Title {#id}` sets a heading id in Mintlify, but `{` starts an expression in MDX:
 * escape the braces (outside code fences) so the id reaches `remarkHeadingIds` as text.
 */
export function escapeCustomHeadingIds(body: string): string {
  if (!body.includes('{#')) return body;
  let fence: string | undefined;
  return body
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === undefined || marker.startsWith(fence))) {
        fence = fence === undefined ? marker : undefined;
        return line;
      }
      if (fence !== undefined) return line;
      return line.replace(/^(#{1,6}\s.*?)\s*\{#([\w-]+)\}\s*$/, '$1 \\{#$2\\}');
    })
    .join('\n');
}
