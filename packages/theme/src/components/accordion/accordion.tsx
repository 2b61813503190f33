import type { ComponentChildren } from 'preact';
import { IconSlot } from '../icon/icon.tsx';

type Children = { children?: ComponentChildren };

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
