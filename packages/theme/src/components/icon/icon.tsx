import { isValidElement } from 'preact';
import { useContext } from 'preact/hooks';
import { IconSettingsContext } from '../../icons/icon-settings.ts';
import { renderIcon } from '../../icons/render-icon.ts';

export interface IconSlotProps {
  /** A library name, an image URL or path, or (as some sites write) an inline `<svg>` element. */
  readonly icon?: unknown;
  readonly iconType?: string | undefined;
  readonly size?: number | string | undefined;
  readonly color?: string | undefined;
  /** Class of the wrapper, placing the icon in its component (`dw-card-icon`...). */
  readonly class?: string | undefined;
}

/** An icon inside a component: resolved with the page's icon library; an unknown name is reported and renders nothing. */
export function IconSlot({ icon, iconType, size, color, class: className }: IconSlotProps) {
  const settings = useContext(IconSettingsContext);
  const wrapper = `dw-icon-wrap${className ? ` ${className}` : ''}`;
  if (isValidElement(icon)) return <span class={wrapper}>{icon}</span>;
  if (typeof icon !== 'string' || icon.trim() === '') return null;
  const pixels = Number(size);
  const html = renderIcon(icon.trim(), {
    library: settings.library,
    iconType,
    color,
    ...(pixels > 0 && { size: pixels }),
  });
  if (html === undefined) {
    settings.onUnknownIcon?.(icon);
    return null;
  }
  return <span class={wrapper} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** `<Icon icon="github" iconType="brands" size={20} color="#333" />`: an icon inline in text. */
export function Icon({
  icon,
  iconType,
  size,
  color,
}: {
  icon?: unknown;
  iconType?: string;
  size?: number | string;
  color?: string;
}) {
  return <IconSlot icon={icon} iconType={iconType} size={size} color={color} class="dw-icon-inline" />;
}
