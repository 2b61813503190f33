import { slugify } from '@docwright/api-model';
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { IconSlot } from './icon.tsx';

type Children = { children?: ComponentChildren };

/** `<Steps>`: an ordered list of `<Step>`s, numbered by the list itself. */
export function Steps({ children }: Children) {
  return <ol class="dw-steps">{children}</ol>;
}

/** `<Step title icon>`: one step; its title is a heading-sized label, its icon (if any) stands in for its number. */
export function Step({
  title,
  icon,
  iconType,
  children,
}: Children & { title?: string; icon?: unknown; iconType?: string }) {
  return (
    <li class={`dw-step${icon ? ' dw-step-has-icon' : ''}`}>
      <IconSlot icon={icon} iconType={iconType} size={14} class="dw-step-icon" />
      {title && <p class="dw-step-title">{title}</p>}
      <div class="dw-step-body">{children}</div>
    </li>
  );
}

/** `<AccordionGroup>`: accordions drawn as one block. */
export function AccordionGroup({ children }: Children) {
  return <div class="dw-accordion-group">{children}</div>;
}

/** `<Accordion title description defaultOpen icon>`: a `<details>`, so it opens without JavaScript and from the keyboard. */
export function Accordion({
  title,
  description,
  defaultOpen,
  icon,
  iconType,
  children,
}: Children & {
  title?: string;
  description?: string;
  defaultOpen?: boolean;
  icon?: unknown;
  iconType?: string;
}) {
  return (
    <details class="dw-accordion" open={defaultOpen === true}>
      <summary>
        <IconSlot icon={icon} iconType={iconType} class="dw-accordion-icon" />
        <span class="dw-accordion-title">{title}</span>
        {description && <span class="dw-accordion-description">{description}</span>}
      </summary>
      <div class="dw-accordion-body">{children}</div>
    </details>
  );
}

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

/** `<Frame caption>`: a figure around an image or example, with its caption. */
export function Frame({ caption, children }: Children & { caption?: string }) {
  return (
    <figure class="dw-frame">
      <div class="dw-frame-body">{children}</div>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** `<Update label description tags>`: a changelog entry, with an anchor named after its label. */
export function Update({
  label,
  description,
  tags,
  children,
}: Children & { label?: ComponentChildren; description?: ComponentChildren; tags?: readonly string[] }) {
  // A label may be JSX (`label={<>v<b>2</b></>}`): its anchor is named after its text.
  const text = textOf(label);
  const id = text ? slugify(text) : undefined;
  return (
    <section class="dw-update" id={id}>
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

/**
 * `<Tooltip tip headline cta href>`: the tip shows on hover and on keyboard focus, and is the
 * text's accessible description; `cta` and `href` add a link after the tip, which stays reachable
 * from the keyboard while the tip is open.
 */
export function Tooltip({
  tip,
  headline,
  cta,
  href,
  children,
}: Children & { tip?: string; headline?: string; cta?: string; href?: string }) {
  const id = `dw-tip${useId()}`;
  if (!tip && !headline) return <>{children}</>;
  return (
    <span class="dw-tooltip">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can read the tip */}
      <span class="dw-tooltip-text" tabIndex={0} aria-describedby={id}>
        {children}
      </span>
      <span class="dw-tooltip-tip" role="tooltip" id={id}>
        {headline && <strong class="dw-tooltip-headline">{headline}</strong>}
        {headline && tip ? ' ' : null}
        {tip}
        {cta && href && (
          <>
            {' '}
            <a class="dw-tooltip-cta" href={href}>
              {cta}
            </a>
          </>
        )}
      </span>
    </span>
  );
}
