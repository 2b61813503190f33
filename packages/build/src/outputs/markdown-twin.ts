/** The `.md` twin of a page (SPEC 3.5): a pointer to llms.txt, the title, the description, the body. */
export function createTwin(input: {
  title: string;
  description?: string;
  body: string;
  llmsTxtUrl: string;
}): string {
  const parts = [
    `> For the complete documentation index, see [llms.txt](${input.llmsTxtUrl}).`,
    `# ${input.title}`,
    ...(input.description ? [`> ${input.description.replace(/\s+/g, ' ').trim()}`] : []),
    ...(input.body.trim() ? [input.body.trim()] : []),
  ];
  return `${parts.join('\n\n')}\n`;
}
