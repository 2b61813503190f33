import type { ComponentChildren } from 'preact';
import { IconSlot } from '../icon/icon.tsx';

type Kind = 'note' | 'tip' | 'warning' | 'info' | 'check' | 'danger' | 'callout';

const labels: Record<Kind, string | undefined> = {
  note: 'Note',
  tip: 'Tip',
  warning: 'Warning',
  info: 'Info',
  check: 'Check',
  danger: 'Danger',
  // `<Callout>` is a plain box: its icon and color say what it is.
  callout: undefined,
};

type Props = { children?: ComponentChildren; icon?: unknown; iconType?: string; color?: string };

function CalloutBox({ kind, children, icon, iconType, color }: Props & { kind: Kind }) {
  const label = labels[kind];
  return (
    <aside
      class={`dw-callout dw-callout-${kind}${icon ? ' dw-callout-has-icon' : ''}`}
      aria-label={label ?? 'Callout'}
      style={color && /^[#\w\s(),.%/-]+$/.test(color) ? `--dw-callout-color:${color}` : undefined}
    >
      <IconSlot icon={icon} iconType={iconType} color={color} class="dw-callout-icon" />
      <div class="dw-callout-content">
        {label && <span class="dw-callout-label">{label}</span>}
        <div class="dw-callout-body">{children}</div>
      </div>
    </aside>
  );
}

export const Note = (props: Props) => <CalloutBox kind="note" {...props} />;
export const Tip = (props: Props) => <CalloutBox kind="tip" {...props} />;
export const Warning = (props: Props) => <CalloutBox kind="warning" {...props} />;
export const Info = (props: Props) => <CalloutBox kind="info" {...props} />;
export const Check = (props: Props) => <CalloutBox kind="check" {...props} />;
export const Danger = (props: Props) => <CalloutBox kind="danger" {...props} />;
/** `<Callout icon color>`: a callout with the author's own icon and color. */
export const Callout = (props: Props) => <CalloutBox kind="callout" {...props} />;
