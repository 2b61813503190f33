/** A front matter value as text: a non-blank string, else `undefined`. */
export const nonBlankString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The text of the first `# Heading` of Markdown. */
export const firstHeading = (body: string): string | undefined => /^#\s+(.+?)\s*#*\s*$/m.exec(body)?.[1];

/** A title from a file name: `getting-started.mdx` -> `Getting started`; `index` -> `Home`. */
export const fileTitle = (file: string): string => {
  const name = (file.split('/').pop() ?? file).replace(/\.mdx?$/i, '');
  return name === 'index' ? 'Home' : name.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
};

/** First paragraph of Markdown as plain text, for descriptions. */
export function plainText(markdown: string): string {
  const paragraph = markdown.trim().split(/\n\s*\n/)[0] ?? '';
  return paragraph
    .replace(/<[^>]+>/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
