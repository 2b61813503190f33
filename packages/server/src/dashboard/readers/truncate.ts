/**
 * A page path short enough for a chart label: its start and its end (the most specific part) around
 * an ellipsis, at most `max` characters.
 */
export function shortenPath(path: string, max: number): string {
  const characters = Array.from(path);
  if (characters.length <= max) return path;
  const tail = Math.ceil((max - 1) * 0.6);
  const head = max - 1 - tail;
  return `${characters.slice(0, head).join('')}…${characters.slice(-tail).join('')}`;
}
