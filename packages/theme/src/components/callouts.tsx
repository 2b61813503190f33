import type { ComponentChildren } from 'preact';

type Kind = 'note' | 'tip' | 'warning' | 'info' | 'check';

const labels: Record<Kind, string> = {
  note: 'Note',
  tip: 'Tip',
  warning: 'Warning',
  info: 'Info',
  check: 'Check',
};

function Callout({ kind, children }: { kind: Kind; children?: ComponentChildren }) {
  return (
    <aside class={`dw-callout dw-callout-${kind}`} aria-label={labels[kind]}>
      <span class="dw-callout-label">{labels[kind]}</span>
      <div class="dw-callout-body">{children}</div>
    </aside>
  );
}

type Props = { children?: ComponentChildren };
export const Note = ({ children }: Props) => <Callout kind="note">{children}</Callout>;
export const Tip = ({ children }: Props) => <Callout kind="tip">{children}</Callout>;
export const Warning = ({ children }: Props) => <Callout kind="warning">{children}</Callout>;
export const Info = ({ children }: Props) => <Callout kind="info">{children}</Callout>;
export const Check = ({ children }: Props) => <Callout kind="check">{children}</Callout>;
