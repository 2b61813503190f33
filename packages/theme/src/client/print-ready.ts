// Paper has no clicks, and is white: while the page prints, every closed <details> (accordions,
// expandables, responses) is opened and the page is in light mode (images and utilities keyed on
// dark mode too, which print.css's colour scheme alone does not reach); both are undone after.
// Browsers without `::details-content` (print.css) would otherwise print folds' titles alone.
const opened: HTMLDetailsElement[] = [];
let theme: string | null | undefined;

addEventListener('beforeprint', () => {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('.dw-main details:not([open])')) {
    details.open = true;
    opened.push(details);
  }
  theme ??= document.documentElement.getAttribute('data-theme');
  document.documentElement.setAttribute('data-theme', 'light');
});

addEventListener('afterprint', () => {
  for (const details of opened.splice(0)) details.open = false;
  if (theme === undefined) return;
  if (theme === null) document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', theme);
  theme = undefined;
});
