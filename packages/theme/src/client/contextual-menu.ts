// The page menu (docs.json `contextual`, or the page's own): beside the title, a split button whose
// menu follows the WAI-ARIA menu button pattern; with `display: "toc"`, also a list of the same
// entries in the table of contents. Copying fetches the page's Markdown twin; "Download PDF" prints.
import { assistantPrompt } from '../twin-links.ts';

const menuRoot = document.querySelector<HTMLElement>('.dw-ctx');
const listRoot = document.querySelector<HTMLElement>('.dw-ctx-toc');
const roots = [menuRoot, listRoot].filter((root): root is HTMLElement => root !== null);

if (roots[0]) {
  const toggle = menuRoot?.querySelector<HTMLButtonElement>('.dw-ctx-toggle');
  const menu = menuRoot?.querySelector<HTMLElement>('.dw-ctx-menu');
  const twin = roots[0].dataset.twin ?? '';
  const twinUrl = roots[0].dataset.twinUrl ?? '';
  const items = () => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  for (const root of roots) root.hidden = false;

  // The page's Markdown, fetched once: copied, and put in custom links that name `$page`.
  let markdown: Promise<string> | undefined;
  const pageMarkdown = () => {
    markdown ??= fetch(twin, { headers: { accept: 'text/markdown' } }).then(async (response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.text();
    });
    markdown.catch(() => {
      markdown = undefined;
    });
    return markdown;
  };
  const pageLinks = () =>
    roots.flatMap((root) => [...root.querySelectorAll<HTMLAnchorElement>('a[data-ctx-page-query]')]);
  const fillPageLinks = async () => {
    if (pageLinks().length === 0) return;
    const text = encodeURIComponent(await pageMarkdown());
    for (const link of pageLinks()) {
      link.href = `${link.dataset.ctxPageBase}${(link.dataset.ctxPageQuery ?? '').replaceAll('%24page', text)}`;
      link.dataset.ctxFilled = '';
    }
  };

  const open = (focus: 'first' | 'last' | 'none') => {
    if (!menu || !toggle) return;
    fillPageLinks().catch(() => undefined);
    menu.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    const all = items();
    (focus === 'first' ? all[0] : focus === 'last' ? all[all.length - 1] : undefined)?.focus();
  };
  const close = (returnFocus: boolean) => {
    if (!menu || !toggle || menu.hidden) return;
    menu.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    if (returnFocus) toggle.focus();
  };

  toggle?.addEventListener('click', () => (menu?.hidden ? open('first') : close(true)));
  toggle?.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  });
  menu?.addEventListener('keydown', (event) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') {
      // Focus goes back to the button, and the browser's own Tab moves on from there.
      close(true);
      return;
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement)
      document.activeElement.click();
    else return;
    event.preventDefault();
  });
  document.addEventListener('click', (event) => {
    if (event.target instanceof Node && !menuRoot?.contains(event.target)) close(false);
  });

  // Told where the reader acted: the list in the table of contents, else the menu's own.
  const announce = (text: string, where: HTMLElement) => {
    const status = where.querySelector<HTMLElement>('.dw-ctx-status');
    if (!status) return;
    status.textContent = text;
    setTimeout(() => {
      if (status.textContent === text) status.textContent = '';
    }, 2500);
  };

  const copyToClipboard = async (text: Promise<string>, isPage: boolean, where: HTMLElement) => {
    try {
      // Handed to the clipboard within the gesture, still pending: Safari refuses a write that
      // starts after an await, as one made outside the reader's gesture.
      if (typeof ClipboardItem === 'function' && ClipboardItem.supports?.('text/plain') !== false) {
        const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      } else await navigator.clipboard.writeText(await text);
      announce(isPage ? 'Page copied as Markdown' : 'Copied', where);
    } catch {
      announce(isPage ? 'Could not copy the page' : 'Could not copy', where);
    }
  };

  // Cmd/Ctrl+C with nothing selected copies the page's Markdown (as on Mintlify); a selection, a
  // field or code being copied keeps the browser's own copy.
  document.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() !== 'c' || !(event.metaKey || event.ctrlKey)) return;
    if (event.altKey || event.shiftKey || event.defaultPrevented) return;
    const selection = document.getSelection();
    if (selection && !selection.isCollapsed && selection.toString() !== '') return;
    const focused = event.target instanceof Element ? event.target : document.activeElement;
    if (
      focused?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"]), pre, code')
    )
      return;
    const shown = roots.find((root) => root.checkVisibility?.() ?? root.offsetParent !== null);
    copyToClipboard(pageMarkdown(), true, shown ?? roots[0] ?? document.body);
  });

  const onClick = async (root: HTMLElement, event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const assistant = target?.closest<HTMLAnchorElement>('a[data-ctx-assistant]');
    if (assistant) {
      // The prompt names the twin where agents can fetch it: the site's public URL when the build
      // knew it, else the address the reader is on.
      const known = twinUrl;
      const url =
        /^https?:\/\//.test(known) && !isLoopback(known) ? known : new URL(twin, location.href).href;
      assistant.href = `${assistant.dataset.ctxAssistant}${encodeURIComponent(assistantPrompt(url))}`;
    }
    const pageLink = target?.closest<HTMLAnchorElement>('a[data-ctx-page-query]');
    if (pageLink && pageLink.dataset.ctxFilled === undefined) {
      // Clicked before the Markdown arrived (or as the primary button): open it once it has.
      event.preventDefault();
      close(false);
      await fillPageLinks().catch(() => undefined);
      window.open(pageLink.href, '_blank', 'noopener,noreferrer');
      return;
    }
    if (target?.closest('[data-ctx-print]')) {
      // The print dialog's "Save as PDF" makes the file, with print.css laying the page out.
      close(!menu?.hidden);
      window.print();
      return;
    }
    const copy = target?.closest<HTMLElement>('[data-ctx-copy]');
    if (copy) {
      const fromMenu = !menu?.hidden;
      close(fromMenu);
      const text = copy.dataset.ctxCopyText;
      await copyToClipboard(
        text === undefined ? pageMarkdown() : Promise.resolve(text),
        text === undefined,
        root,
      );
      return;
    }
    if (target?.closest('.dw-ctx-menu a')) close(false);
  };
  for (const root of roots) root.addEventListener('click', (event) => onClick(root, event));
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}
