import { type ComponentChildren, toChildArray, type VNode } from 'preact';
import { useId } from 'preact/hooks';

type Children = { children?: ComponentChildren };
type ColorValue = string | { light?: string; dark?: string };

/** Only color syntax reaches the style attribute: hex, names, and functions like `rgb(...)`. */
const safeColor = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[#\w\s(),.%/-]+$/.test(value.trim()) ? value.trim() : undefined;

function shades(value: ColorValue | undefined): { light?: string | undefined; dark?: string | undefined } {
  if (typeof value === 'string') {
    const color = safeColor(value);
    return color ? { light: color, dark: color } : {};
  }
  const light = safeColor(value?.light);
  const dark = safeColor(value?.dark);
  return {
    ...((light ?? dark) && { light: light ?? dark }),
    ...((dark ?? light) && { dark: dark ?? light }),
  };
}

/** `<Color.Item name value>`: a swatch with its name and value; `value` may be `{ light, dark }`. */
export function ColorItem({ name, value }: { name?: string; value?: ColorValue }) {
  const { light, dark } = shades(value);
  const style = light && dark ? `--dw-swatch-light:${light};--dw-swatch-dark:${dark}` : undefined;
  return (
    <li class="dw-color-item">
      <span class="dw-color-swatch" style={style} aria-hidden="true" />
      <span class="dw-color-text">
        {name && <span class="dw-color-name">{name}</span>}
        {light === dark ? (
          <code class="dw-color-value">{light}</code>
        ) : (
          <span class="dw-color-values">
            <code class="dw-color-value">
              <span class="dw-color-mode">Light</span> {light}
            </code>
            <code class="dw-color-value">
              <span class="dw-color-mode">Dark</span> {dark}
            </code>
          </span>
        )}
      </span>
    </li>
  );
}

/** `<Color.Row title>`: a labelled row of swatches in a `variant="table"` palette. */
export function ColorRow({ title, children }: Children & { title?: string }) {
  const id = `dw-color-row${useId()}`;
  return (
    <div class="dw-color-row">
      {title && (
        <p class="dw-color-row-title" id={id}>
          {title}
        </p>
      )}
      <ul class="dw-color-items" {...(title && { 'aria-labelledby': id })}>
        {children}
      </ul>
    </div>
  );
}

/** `<Color variant="compact" | "table">`: a palette; rows stay rows, loose items are grouped in a list. */
export function Color({ variant, children }: Children & { variant?: string }) {
  const parts: ComponentChildren[] = [];
  let loose: ComponentChildren[] = [];
  const flush = () => {
    if (loose.length > 0) parts.push(<ul class="dw-color-items">{loose}</ul>);
    loose = [];
  };
  for (const child of toChildArray(children)) {
    if (typeof child === 'object' && (child as VNode).type === ColorRow) {
      flush();
      parts.push(child);
    } else if (typeof child === 'object') loose.push(child);
  }
  flush();
  return <div class={`dw-color dw-color-${variant === 'table' ? 'table' : 'compact'}`}>{parts}</div>;
}
Color.Row = ColorRow;
Color.Item = ColorItem;
