import type { Page } from 'playwright-core';

/**
 * Geometry probes run in the page (Chromium): each returns a list of findings, one line each,
 * naming the elements by tag, class and text so a failure says where to look.
 *
 * The blocks compared are the children of the content and of the components that hold blocks.
 * Left out, on purpose:
 * - absolutely positioned and fixed children (the code block's Copy button, Mermaid's controls,
 *   heading anchors): they are meant to sit over their container; the Copy button has its own probe;
 * - floats (a <Panel> moved into the right gutter): text wraps around them by design, so their
 *   block boxes overlap their siblings' while the lines do not;
 * - elements with no area (an empty paragraph, a hidden radio input): nothing to cover.
 */
const blockContainers = [
  '.dw-content',
  '.dw-radio-tabs',
  '.dw-radio-panel',
  '.dw-steps',
  '.dw-step',
  '.dw-step-body',
  '.dw-grid',
  '.dw-card-text',
  '.dw-code-block',
  '.dw-code-panel',
  '.dw-callout-content',
  '.dw-callout-body',
  '.dw-accordion-group',
  '.dw-accordion-body',
  '.dw-frame-body',
  '.dw-update',
  '.dw-update-body',
  '.dw-column',
  '.dw-field',
  '.dw-tree',
  '.dw-mermaid',
  '.dw-request-example',
  '.dw-response-example',
].join(', ');

/** Sibling blocks whose boxes overlap by more than a pixel each way, at the current viewport. */
export function overlappingBlocks(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` .${el.className.trim().split(/\s+/).join('.')}` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return el.checkVisibility({ visibilityProperty: true }) && box.width * box.height > 0;
    };
    const found: string[] = [];
    const containers = [...document.querySelectorAll(selector)].filter(
      (el) => el.closest('.dw-content') && shown(el),
    );
    for (const container of containers) {
      const blocks = [...container.children].filter((el) => {
        const style = getComputedStyle(el);
        return shown(el) && !['absolute', 'fixed'].includes(style.position) && style.float === 'none';
      });
      const boxes = blocks.map((el) => ({ el, box: el.getBoundingClientRect() }));
      for (const [index, first] of boxes.entries())
        for (const second of boxes.slice(index + 1)) {
          const [a, b] = [first.box, second.box];
          const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (width > 1 && height > 1)
            found.push(
              `in ${name(container)}: ${name(first.el)} and ${name(second.el)} overlap by ${Math.round(width)}x${Math.round(height)} px`,
            );
        }
    }
    return found;
  }, blockContainers);
}

/**
 * Elements of the content that reach past its left or right edge or below its bottom (over the
 * pager and footer), unless a box between them and the content clips or scrolls them.
 */
export function spillsOutOfContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const content = document.querySelector('.dw-content');
    if (!content) return ['no .dw-content on the page'];
    const edge = content.getBoundingClientRect();
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` .${el.className.trim().split(/\s+/).join('.')}` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== content; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') return true;
      }
      return false;
    };
    const below = [...document.querySelectorAll('.dw-pager, .dw-feedback, footer')]
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.height > 0 && box.top >= edge.top)
      .map((box) => box.top);
    const floor = Math.min(edge.bottom, ...below);
    const found: string[] = [];
    for (const el of content.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (!el.checkVisibility({ visibilityProperty: true }) || box.width * box.height === 0 || clipped(el))
        continue;
      // A heading's anchor hangs in the gutter left of the text on purpose (and goes on phones).
      const hangs = el.classList.contains('dw-anchor') && edge.left - box.left < 40;
      const sides = [
        box.right > edge.right + 1 && `${Math.round(box.right - edge.right)} px past the right edge`,
        box.left < edge.left - 1 && !hangs && `${Math.round(edge.left - box.left)} px past the left edge`,
        box.bottom > floor + 1 && `${Math.round(box.bottom - floor)} px below the content, over what follows`,
      ].filter(Boolean);
      if (sides.length > 0) found.push(`${name(el)}: ${sides.join(', ')}`);
    }
    return found;
  });
}

/** Copy buttons whose box covers text of the first non-empty line of their code. */
export function copyButtonsOverCode(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // code.ts moves a block's code below its button from a ResizeObserver, which reports at the
    // next frame after load: two frames later every block has been placed.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const found: string[] = [];
    for (const button of document.querySelectorAll('.dw-content .dw-copy')) {
      const b = button.getBoundingClientRect();
      if (b.width * b.height === 0 || !button.checkVisibility({ visibilityProperty: true })) continue;
      const pre = button.parentElement?.querySelector('pre');
      if (!pre) continue;
      const view = pre.getBoundingClientRect();
      const lines = [...pre.querySelectorAll('.line')];
      const line = lines.find((el) => (el.textContent ?? '').trim() !== '') ?? pre;
      const range = document.createRange();
      range.selectNodeContents(line);
      for (const text of range.getClientRects()) {
        // Only what the code block shows: text scrolled out of it is not covered by anything.
        const left = Math.max(text.left, view.left);
        const right = Math.min(text.right, view.right);
        const width = Math.min(right, b.right) - Math.max(left, b.left);
        const height = Math.min(text.bottom, b.bottom) - Math.max(text.top, b.top);
        if (width > 1 && height > 1) {
          found.push(
            `the Copy button covers ${Math.round(width)} px of "${(line.textContent ?? '').trim().slice(0, 50)}"`,
          );
          break;
        }
      }
    }
    return found;
  });
}

/**
 * At the current (phone) viewport: whether the page scrolls sideways, and each element reaching
 * past the viewport's sides that no scrolling or clipping box holds.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = innerWidth;
    const found: string[] = [];
    const scrolling = document.scrollingElement;
    if (scrolling && scrolling.scrollWidth > width)
      found.push(`the page scrolls sideways: ${scrolling.scrollWidth} px wide in a ${width} px viewport`);
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` .${el.className.trim().split(/\s+/).join('.')}` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const held = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible') return true;
      }
      return false;
    };
    // An element's children would say the same again: only the outermost of each is named.
    const flagged = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width * box.height === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
      // Wholly left of the screen (the skip link until it has focus): no scrolling reaches it, by design.
      if (box.right <= 0) continue;
      if ((box.right > width + 1 || box.left < -1) && !held(el)) {
        flagged.add(el);
        if (!el.parentElement || !flagged.has(el.parentElement))
          found.push(`${name(el)} spans ${Math.round(box.left)}..${Math.round(box.right)} px`);
      }
    }
    return found;
  });
}
