import type { ComponentChildren, VNode } from 'preact';
import { IconSlot } from '../icon/icon.tsx';

type Children = { children?: ComponentChildren };

/** `<CardGroup cols>` and `<Columns cols>`: a responsive grid, `cols` columns on wide screens. */
export function CardGroup({ cols, children }: Children & { cols?: number | string }) {
  const count = Math.min(4, Math.max(1, Number(cols ?? 2) || 2));
  return (
    <div class="dw-grid" style={`--dw-cols:${count}`}>
      {children}
    </div>
  );
}

export const Columns = CardGroup;

/**
 * `<Card title href img icon horizontal cta arrow>`: a link when it has `href`, else a box. A link
 * card shows an arrow in its corner when it leaves the site, or as `arrow` says. A link card whose
 * body holds links of its own is a box covered by its link (links cannot nest: the browser would
 * move the body's out of the card).
 */
export function Card({
  title,
  href,
  img,
  icon,
  iconType,
  color,
  horizontal,
  cta,
  arrow,
  children,
}: Children & {
  title?: string;
  href?: string;
  img?: string;
  icon?: unknown;
  iconType?: string;
  /** The icon's color. */
  color?: string;
  horizontal?: boolean;
  cta?: string;
  arrow?: boolean | string;
}) {
  const external = href !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(href);
  const showArrow =
    href !== undefined && (arrow === undefined ? external : arrow !== false && arrow !== 'false');
  const body = (
    <>
      {img && <img class="dw-card-image" src={img} alt="" loading="lazy" />}
      <IconSlot icon={icon} iconType={iconType} color={color} size={20} class="dw-card-icon" />
      <span class="dw-card-text">
        {showArrow && <CardArrow />}
        {title && <span class="dw-card-title">{title}</span>}
        {children !== undefined && <span class="dw-card-body">{children}</span>}
        {cta && <span class="dw-card-cta">{cta}</span>}
      </span>
    </>
  );
  const className = `dw-card${horizontal ? ' dw-card-horizontal' : ''}${showArrow ? ' dw-card-arrowed' : ''}`;
  if (href && holdsLink(children)) {
    return (
      <div class={`${className} dw-card-covered`}>
        <a
          class="dw-card-cover"
          href={href}
          aria-label={title ?? cta ?? href}
          {...(external && { rel: 'noopener noreferrer' })}
        />
        {body}
      </div>
    );
  }
  if (href) {
    return (
      <a class={className} href={href} {...(external && { rel: 'noopener noreferrer' })}>
        {body}
      </a>
    );
  }
  return <div class={className}>{body}</div>;
}

/** Whether any element among `children` (at any depth) is a link: has an `href`. */
function holdsLink(children: ComponentChildren): boolean {
  if (Array.isArray(children)) return children.some(holdsLink);
  if (children === null || typeof children !== 'object' || !('props' in children)) return false;
  const props = (children as VNode<{ href?: unknown; children?: ComponentChildren }>).props;
  return typeof props.href === 'string' || holdsLink(props.children);
}

function CardArrow() {
  return (
    <svg
      class="dw-card-arrow"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M5 11 11 5M6 5h5v5"
        fill="none"
        stroke="currentColor"
        stroke-width="1.5"
        stroke-linecap="round"
      />
    </svg>
  );
}
