import { renderInlineMarkdown } from '@docwright/mdx';
import { type ComponentChildren, cloneElement, toChildArray, type VNode } from 'preact';

type Children = { children?: ComponentChildren };

/** A string prop's Markdown (links, bold, code) as sanitized inline HTML. */
const markdown = (text: string) => ({ __html: renderInlineMarkdown(text) });

/** An autoplaying `<video>` plays inline, muted and looped, as Mintlify's frames make it (browsers autoplay only muted video). */
const framed = (children: ComponentChildren) =>
  toChildArray(children).map((child) => {
    const video = child as VNode<{ autoPlay?: unknown; autoplay?: unknown }>;
    return typeof child === 'object' &&
      video.type === 'video' &&
      (video.props.autoPlay ?? video.props.autoplay)
      ? cloneElement(video, { playsInline: true, loop: true, muted: true })
      : child;
  });

/**
 * `<Frame hint caption>`: a figure around an image or example. The hint precedes the frame; the
 * caption is part of it, centred under the content. Both may hold Markdown, as on Mintlify.
 */
export function Frame({ caption, hint, children }: Children & { caption?: string; hint?: string }) {
  return (
    <figure class="dw-frame">
      {hint && <p class="dw-frame-hint" dangerouslySetInnerHTML={markdown(hint)} />}
      <div class="dw-frame-body">{framed(children)}</div>
      {caption && <figcaption dangerouslySetInnerHTML={markdown(caption)} />}
    </figure>
  );
}
