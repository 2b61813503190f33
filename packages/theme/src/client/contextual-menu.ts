// The page menu beside the title (docs.json `contextual`): a split button whose menu follows the
// WAI-ARIA menu button pattern. Copying fetches the page's Markdown twin.
import { assistantPrompt } from '../twin-links.ts';

const root = document.querySelector<HTMLElement>('.dw-ctx');

if (root) {
  const toggle = root.querySelector<HTMLButtonElement>('.dw-ctx-toggle');
  const menu = root.querySelector<HTMLElement>('.dw-ctx-menu');
  const status = root.querySelector<HTMLElement>('.dw-ctx-status');
  const twin = root.dataset.twin ?? '';
  const items = () => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  root.hidden = false;

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
  const pageLinks = () => [...root.querySelectorAll<HTMLAnchorElement>('a[data-ctx-page-query]')];
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
    if (event.target instanceof Node && !root.contains(event.target)) close(false);
  });

  const announce = (text: string) => {
    if (!status) return;
    status.textContent = text;
    setTimeout(() => {
      if (status.textContent === text) status.textContent = '';
    }, 2500);
  };

  const copyToClipboard = async (text: Promise<string>, isPage: boolean) => {
    try {
      // Handed to the clipboard within the gesture, still pending: Safari refuses a write that
      // starts after an await, as one made outside the reader's gesture.
      if (typeof ClipboardItem === 'function' && ClipboardItem.supports?.('text/plain') !== false) {
        const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      } else await navigator.clipboard.writeText(await text);
      announce(isPage ? 'Page copied as Markdown' : 'Copied');
    } catch {
      announce(isPage ? 'Could not copy the page' : 'Could not copy');
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
    copyToClipboard(pageMarkdown(), true);
  });

  root.addEventListener('click', async (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const assistant = target?.closest<HTMLAnchorElement>('a[data-ctx-assistant]');
    if (assistant) {
      // The prompt names the twin where agents can fetch it: the site's public URL when the build
      // knew it, else the address the reader is on.
      const known = root.dataset.twinUrl ?? '';
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
    const copy = target?.closest<HTMLElement>('[data-ctx-copy]');
    if (copy) {
      const fromMenu = !menu?.hidden;
      close(fromMenu);
      const text = copy.dataset.ctxCopyText;
      await copyToClipboard(text === undefined ? pageMarkdown() : Promise.resolve(text), text === undefined);
      return;
    }
    if (target?.closest('.dw-ctx-menu a')) close(false);
  });
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}
