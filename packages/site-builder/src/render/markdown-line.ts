/**
 * Plain text (a title, a name, a description) as one line of Markdown: `<` starts no HTML and a
 * backslash escapes nothing, so a renderer shows the text as written.
 */
export const markdownLine = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/[\\<]/g, '\\$&');
