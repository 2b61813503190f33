import { isUnsafeElement, isUnsafeStylesheet, unsafeAttributeReason } from '@docwright/mdx';
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
export const pageRuntime = {
  Fragment: jsxRuntime.Fragment,
  jsx: guarded(jsxRuntime.jsx as CreateElement),
  jsxs: guarded(jsxRuntime.jsxs as CreateElement),
};
