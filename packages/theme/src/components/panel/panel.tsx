import type { ComponentChildren } from 'preact';

type Children = { children?: ComponentChildren };

/**
 * `<Panel>`: content for the page's right-hand column, where it replaces the table of contents
 * on wide screens (content.css); on narrower ones it is a box in the flow of the page.
 */
export function Panel({ children }: Children) {
  return (
    <aside class="dw-panel" aria-label="Side panel">
      {children}
    </aside>
  );
}

/** `<Column>`: one column of a `<Columns>` grid. */
export function Column({ children }: Children) {
  return <div class="dw-column">{children}</div>;
}
