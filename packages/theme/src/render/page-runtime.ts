import { isUnsafeElement, isUnsafeStylesheet, unsafeAttributeReason } from '@docwright/mdx';
import { cloneElement, h, type VNode } from 'preact';
import * as jsxRuntime from 'preact/jsx-runtime';

type CreateElement = (type: unknown, props: Record<string, unknown>, key?: unknown) => unknown;

/**
 * Creates HTML elements only without what runs script. The compile step already removed such
 * markup with a warning; this catches what expressions and exported components build at run time.
 */
function guarded(create: CreateElement): CreateElement {
  return (type, props, key) => {
    if (typeof type !== 'string') return create(type, props, key);
    if (isUnsafeElement(type)) return null;
    if (type === 'style' && typeof props.children === 'string' && isUnsafeStylesheet(props.children))
      return null;
    let safe = props;
    for (const [name, value] of Object.entries(props)) {
      if (name === 'children') continue;
      if (unsafeAttributeReason(name, typeof value === 'string' ? value : undefined) === undefined) continue;
      if (safe === props) safe = { ...props };
      delete safe[name];
    }
    return create(type, safe, key);
  };
}

/** The JSX runtime MDX pages are evaluated with. */
export const pageRuntime = Object.freeze({
  Fragment: jsxRuntime.Fragment,
  jsx: guarded(jsxRuntime.jsx as CreateElement),
  jsxs: guarded(jsxRuntime.jsxs as CreateElement),
});

const guardedH = guarded((type, props) => h(type as string, props));

/** `createElement(type, props, ...children)` under the same policy as the JSX runtime. */
export function guardedCreateElement(
  type: unknown,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) {
  const all = {
    ...(props ?? {}),
    ...(children.length > 0 && { children: children.length === 1 ? children[0] : children }),
  };
  return guardedH(type, all);
}

/** `cloneElement` under the same policy: new props on an HTML element are checked like its own. */
export function guardedCloneElement(
  vnode: VNode,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) {
  const checked =
    typeof vnode.type === 'string' ? (guardedH(vnode.type, { ...(props ?? {}) }) as VNode | null) : undefined;
  if (checked === null) return null;
  return cloneElement(
    vnode,
    checked ? (checked.props as Record<string, unknown>) : (props ?? {}),
    ...(children as []),
  );
}
