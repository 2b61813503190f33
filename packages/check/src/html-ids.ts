const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

const attribute = (name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i');
const idAttribute = attribute('id');
const nameAttribute = attribute('name');

/**
 * Every fragment a browser can scroll to in a page: the `id` of any element and the `name` of
 * `<a>` elements, in document order. Scripts, styles and comments are left out, so markup
 * inside them (the playground's embedded model, say) adds nothing.
 */
export function elementIds(html: string): string[] {
  const markup = html.replace(/<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const ids: string[] = [];
  for (const match of markup.matchAll(/<([a-zA-Z][\w-]*)(\s[^>]*)?>/g)) {
    const attributes = match[2];
    if (!attributes) continue;
    const id = idAttribute.exec(attributes);
    if (id) ids.push(decodeEntities(id[1] ?? id[2] ?? id[3] ?? ''));
    if ((match[1] as string).toLowerCase() === 'a') {
      const name = nameAttribute.exec(attributes);
      if (name) ids.push(decodeEntities(name[1] ?? name[2] ?? name[3] ?? ''));
    }
  }
  return ids.filter((id) => id !== '');
}
