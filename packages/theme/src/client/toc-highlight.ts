import { idOfHash } from './hash-id.ts';

// The table of contents marks the section the reader is in: the last heading whose top has
// passed the sticky header (plus a little), or the first one before any has.
export function highlightCurrentSection(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.dw-toc a[href^="#"]')];
  const sections = links
    .map((link) => ({ link, heading: document.getElementById(idOfHash(link.hash)) }))
    .filter((entry): entry is { link: HTMLAnchorElement; heading: HTMLElement } => entry.heading !== null);
  if (sections.length === 0) return;
  let current: HTMLAnchorElement | undefined;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const headerHeight = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const line = headerHeight + 24;
    let active = sections[0]?.link;
    for (const { link, heading } of sections) {
      if (heading.getBoundingClientRect().top <= line) active = link;
      else break;
    }
    // At the very bottom the last sections can never reach the line: the last one is current.
    if (innerHeight + scrollY >= document.documentElement.scrollHeight - 2) active = sections.at(-1)?.link;
    if (active === current) return;
    current?.removeAttribute('aria-current');
    active?.setAttribute('aria-current', 'location');
    current = active;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule, { passive: true });
  addEventListener('hashchange', schedule);
  update();
}
