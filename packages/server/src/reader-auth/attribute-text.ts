const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&#39;': "'",
};

/** An attribute value the theme wrote escaped, as text again (the five entities it writes). */
export const unescapeAttribute = (text: string) =>
  text.replace(/&(amp|quot|lt|gt|#39);/g, (entity) => entities[entity] ?? entity);
