import type { ComponentChildren } from 'preact';
import { IconSlot } from '../icon/icon.tsx';

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
