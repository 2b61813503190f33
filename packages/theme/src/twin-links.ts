/** Where a page's Markdown twin is served: `/<route>.md`, `/index.md` for the home page. */
export const markdownTwinHref = (route: string) => `/${route || 'index'}.md`;

/** The prompt an assistant opens with: it reads the page's Markdown twin. */
export const assistantPrompt = (twinUrl: string) => `Read from ${twinUrl} so I can ask questions about it.`;
