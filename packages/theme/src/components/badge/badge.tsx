import { slugify } from '@docwright/api-model';
import type { ComponentChildren } from 'preact';
import { IconSlot } from '../icon/icon.tsx';

const colors = new Set([
  'gray',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'white',
  'surface',
  'white-destructive',
  'surface-destructive',
]);
const sizes = new Set(['xs', 'sm', 'md', 'lg']);

/**
 * `<Badge color size shape icon stroke disabled>`: a small label inline in text. Mintlify's
 * colors, sizes (`xs`..`lg`, default `md`) and shapes (`rounded`, `pill`); an unknown color is gray.
 */
export function Badge({
  color,
  size,
  shape,
  icon,
  iconType,
  stroke,
  disabled,
  className,
  children,
}: {
  children?: ComponentChildren;
  color?: string;
  size?: string;
  shape?: string;
  icon?: unknown;
  iconType?: string;
  stroke?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const tone = color && colors.has(color) ? color : 'gray';
  const classes = [
    'dw-mdx-badge',
    `dw-mdx-badge-${tone}`,
    `dw-mdx-badge-${size && sizes.has(size) ? size : 'md'}`,
    shape === 'pill' ? 'dw-mdx-badge-pill' : '',
    stroke ? 'dw-mdx-badge-stroke' : '',
    disabled ? 'dw-mdx-badge-disabled' : '',
    // Authors' own classes (`version-badge`), kept as class names only.
    ...(typeof className === 'string' ? className.split(/\s+/).map((name) => slugify(name)) : []),
  ].filter(Boolean);
  return (
    <span class={classes.join(' ')} {...(disabled && { 'aria-disabled': 'true' })}>
      <IconSlot icon={icon} iconType={iconType} size={12} class="dw-mdx-badge-icon" />
      {children}
    </span>
  );
}
