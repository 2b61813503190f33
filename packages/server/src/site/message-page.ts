const escapeText = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A small page in the site's style for sign-in and access answers, on a site served under `basePath`. */
export function messagePage(
  title: string,
  text: string,
  link?: { href: string; text: string },
  basePath = '',
): string {
  const action = link ? `<p><a href="${escapeText(link.href)}">${escapeText(link.text)}</a></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(title)}</title><meta name="robots" content="noindex"><link rel="stylesheet" href="${escapeText(basePath)}/_docwright/site.css"></head><body><main class="dw-main" id="content"><article class="dw-article"><h1 class="dw-title">${escapeText(title)}</h1><p>${escapeText(text)}</p>${action}</article></main></body></html>`;
}
