import type { ComponentChildren } from 'preact';

type Children = { children?: ComponentChildren };

/** `<Frame caption>`: a figure around an image or example, with its caption. */
export function Frame({ caption, children }: Children & { caption?: string }) {
  return (
    <figure class="dw-frame">
      <div class="dw-frame-body">{children}</div>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
