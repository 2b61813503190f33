import type { ComponentChildren } from 'preact';
import { recordNeed } from '../../render/page-needs.ts';
import { IconSlot } from '../icon/icon.tsx';

type Children = { children?: ComponentChildren };

/**
 * `<Visibility for="humans" | "agents">`: humans' content is on the HTML page only, agents'
 * content in the Markdown twin only (the twin drops the other, see markdown-twin). Without a
 * known audience the content is kept, so nothing written is lost.
 */
export function Visibility({ for: audience, children }: Children & { for?: string }) {
  if (audience === 'agents') return null;
  return <>{children}</>;
}

/**
 * `<View title icon>`: one version of the content in Mintlify's multi-view dropdown. Every view
 * is in the HTML, headed by its title, so it reads without JavaScript; client.ts then shows
 * one at a time behind a menu.
 */
export function View({
  title,
  icon,
  iconType,
  children,
}: Children & { title?: string; icon?: unknown; iconType?: string }) {
  recordNeed('views');
  return (
    <section class="dw-view" {...(title && { 'aria-label': title })} data-view={title}>
      {title && (
        <p class="dw-view-title">
          <IconSlot icon={icon} iconType={iconType} class="dw-view-icon" />
          {title}
        </p>
      )}
      {children}
    </section>
  );
}
