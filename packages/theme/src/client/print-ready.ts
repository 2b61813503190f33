// Paper has no clicks: while the page prints, every closed <details> (accordions, expandables,
// responses) is opened, and closed again after. Browsers without `::details-content` (print.css)
// would otherwise print their titles alone.
const opened: HTMLDetailsElement[] = [];

addEventListener('beforeprint', () => {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('.dw-main details:not([open])')) {
    details.open = true;
    opened.push(details);
  }
});

addEventListener('afterprint', () => {
  for (const details of opened.splice(0)) details.open = false;
});
