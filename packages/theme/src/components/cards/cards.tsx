import type { ComponentChildren } from 'preact';
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

/** `<Card title href img icon horizontal cta>`: a link when it has `href`, else a box. */
export function Card({
  title,
  href,
  img,
  icon,
  iconType,
  color,
  horizontal,
  cta,
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
}) {
  const body = (
    <>
      {img && <img class="dw-card-image" src={img} alt="" loading="lazy" />}
      <IconSlot icon={icon} iconType={iconType} color={color} size={20} class="dw-card-icon" />
      <span class="dw-card-text">
        {title && <span class="dw-card-title">{title}</span>}
        {children !== undefined && <span class="dw-card-body">{children}</span>}
        {cta && <span class="dw-card-cta">{cta}</span>}
      </span>
    </>
  );
  const className = `dw-card${horizontal ? ' dw-card-horizontal' : ''}`;
  if (href) {
    const external = /^[a-z][a-z0-9+.-]*:/i.test(href);
    return (
      <a class={className} href={href} {...(external && { rel: 'noopener noreferrer' })}>
        {body}
      </a>
    );
  }
  return <div class={className}>{body}</div>;
}
