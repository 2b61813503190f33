import { updateAnchor } from '@docwright/mdx';
import type { ComponentChildren } from 'preact';
import { recordNeed } from '../../render/page-needs.ts';

type Children = { children?: ComponentChildren };

/** `<Update label description tags>`: a changelog entry, with an anchor named after its label and its tags for the filter. */
export function Update({
  label,
  description,
  tags,
  children,
}: Children & { label?: ComponentChildren; description?: ComponentChildren; tags?: readonly string[] }) {
  // A label may be JSX (`label={<>v<b>2</b></>}`): its anchor is named after its text.
  const text = textOf(label);
  const id = text ? updateAnchor(text) : undefined;
  const tagged = tags !== undefined && tags.length > 0;
  // A page with tagged updates gets the tag filter (client.ts).
  if (tagged) recordNeed('changelog');
  return (
    <section class="dw-update" id={id} {...(tagged && { 'data-tags': JSON.stringify(tags) })}>
      <div class="dw-update-meta">
        {label && (
          <a class="dw-update-label" href={id ? `#${id}` : undefined}>
            {label}
          </a>
        )}
        {description && <p class="dw-update-description">{description}</p>}
        {tags && tags.length > 0 && (
          <ul class="dw-update-tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
      <div class="dw-update-body">{children}</div>
    </section>
  );
}

/** The text a rendered label shows. */
function textOf(node: ComponentChildren): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node)
    return textOf((node.props as { children?: ComponentChildren }).children);
  return '';
}
