// Paper has no clicks, and is white: while the page prints, every closed <details> (accordions,
// expandables, responses) is opened and the page is in light mode (images and utilities keyed on
// dark mode too, which print.css's colour scheme alone does not reach); both are undone after.
// Browsers without `::details-content` (print.css) would otherwise print folds' titles alone.
// Paper cannot play an embed either: each iframe prints as its title and address instead.
const opened: HTMLDetailsElement[] = [];
const embedAddresses: HTMLElement[] = [];
let theme: string | null | undefined;

/** print.css writes a link's address after it; a link whose text already is that address is marked. */
function markLinksShowingTheirAddress(): void {
  const bare = (url: string) =>
    url
      .trim()
      .replace(/^https?:\/\//, '')
      .replace(/\/$/, '');
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.dw-content a[href^="http"]'))
    if (bare(link.textContent ?? '') === bare(link.getAttribute('href') ?? ''))
      link.setAttribute('data-dw-shows-address', '');
}

function writeEmbedAddresses(): void {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('.dw-main iframe[src^="http"]')) {
    const note = document.createElement('p');
    note.className = 'dw-print-embed';
    note.textContent = `${frame.title ? `${frame.title}: ` : ''}${frame.src}`;
    frame.after(note);
    embedAddresses.push(note);
  }
}

addEventListener('beforeprint', () => {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('.dw-main details:not([open])')) {
    details.open = true;
    opened.push(details);
  }
  markLinksShowingTheirAddress();
  writeEmbedAddresses();
  theme ??= document.documentElement.getAttribute('data-theme');
  document.documentElement.setAttribute('data-theme', 'light');
});

addEventListener('afterprint', () => {
  for (const details of opened.splice(0)) details.open = false;
  for (const note of embedAddresses.splice(0)) note.remove();
  if (theme === undefined) return;
  if (theme === null) document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', theme);
  theme = undefined;
});
