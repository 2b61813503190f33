import { type ComponentChildren, cloneElement, toChildArray, type VNode } from 'preact';
import { IconSlot } from '../icon/icon.tsx';

type Children = { children?: ComponentChildren };
type TitleSize = 'p' | 'h2' | 'h3' | 'h4';
type StepProps = Children & {
  title?: string;
  icon?: unknown;
  iconType?: string;
  stepNumber?: number | string;
  titleSize?: string;
};

const titleSizes = new Set<string>(['p', 'h2', 'h3', 'h4']);
const titleSizeOf = (size: string | undefined): TitleSize =>
  size && titleSizes.has(size) ? (size as TitleSize) : 'p';

/**
 * `<Steps titleSize>`: an ordered list of `<Step>`s. Each step is numbered by its place unless it
 * says `stepNumber`, as on Mintlify (a step's own number does not renumber the ones after it).
 */
export function Steps({ children, titleSize }: Children & { titleSize?: string }) {
  let place = 0;
  const steps = toChildArray(children).map((child) => {
    if (typeof child !== 'object' || child.type !== Step) return child;
    place += 1;
    const props = (child as VNode<StepProps>).props;
    return cloneElement(child, {
      stepNumber: props.stepNumber ?? place,
      titleSize: props.titleSize ?? titleSize,
    });
  });
  return <ol class="dw-steps">{steps}</ol>;
}

/**
 * `<Step title icon stepNumber titleSize>`: one step; its title is a paragraph or a heading
 * (`titleSize`), its icon (if any) stands in for its number.
 */
export function Step({ title, icon, iconType, stepNumber, titleSize, children }: StepProps) {
  const Title = titleSizeOf(titleSize);
  return (
    <li
      class={`dw-step${icon ? ' dw-step-has-icon' : ''}`}
      {...(stepNumber !== undefined && { 'data-step-number': String(stepNumber) })}
    >
      <IconSlot icon={icon} iconType={iconType} size={14} class="dw-step-icon" />
      {title && <Title class={`dw-step-title dw-step-title-${Title}`}>{title}</Title>}
      <div class="dw-step-body">{children}</div>
    </li>
  );
}
