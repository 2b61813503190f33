import type { ComponentChildren } from 'preact';

/** `<Tile href title description>`: a link with a large preview (its children) over its title. */
export function Tile({
  href,
  title,
  description,
  children,
}: {
  children?: ComponentChildren;
  href?: string;
  title?: string;
  description?: string;
}) {
  const body = (
    <>
      <div class="dw-tile-preview">{children}</div>
      {title && <span class="dw-tile-title">{title}</span>}
      {description && <span class="dw-tile-description">{description}</span>}
    </>
  );
  if (!href) return <div class="dw-tile">{body}</div>;
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href);
  return (
    <a class="dw-tile" href={href} {...(external && { rel: 'noopener noreferrer' })}>
      {body}
    </a>
  );
}
