// The islands runtime: React's API as Preact provides it, for the component modules the build
// wrote beside this file, and the hydration of each `<dw-island>` on the page.
import { type ComponentType, h, hydrate } from 'preact';
import compat from 'preact/compat';

export default compat;
export { Fragment, jsx, jsxs } from 'preact/jsx-runtime';
export const {
  Children,
  Component,
  PureComponent,
  cloneElement,
  createContext,
  createElement,
  createPortal,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  useDeferredValue,
  startTransition,
} = compat;

/** Stands for a built-in component in the browser: built-ins render at build time only. */
export function buildOnly(name: string): ComponentType {
  return () => {
    throw new Error(`<${name}> renders at build time only: this component stays as the build rendered it.`);
  };
}

async function hydrateIsland(island: HTMLElement): Promise<void> {
  const { module, export: name, props } = island.dataset;
  // Only the modules the build wrote beside this file, named by their content.
  if (!module || !name || !/^[\w-]+-[0-9a-f]{10}\.js$/.test(module)) return;
  const exports = (await import(new URL(module, import.meta.url).href)) as Record<string, ComponentType>;
  const Component = exports[name];
  if (!Component) return;
  const slot = [...island.querySelectorAll('dw-slot')].find((each) => each.closest('dw-island') === island);
  const children = slot ? h('dw-slot', { dangerouslySetInnerHTML: { __html: slot.innerHTML } }) : undefined;
  const properties = JSON.parse(props ?? '{}') as Record<string, unknown>;
  // A component that renders a built-in cannot render here: the build's markup stays as it was.
  const built = island.innerHTML;
  try {
    hydrate(h(Component, children ? { ...properties, children } : properties), island);
  } catch (error) {
    island.innerHTML = built;
    throw error;
  }
}

for (const island of document.querySelectorAll<HTMLElement>('dw-island')) {
  hydrateIsland(island).catch((error: unknown) => {
    console.warn('Docwright: a component stays as the build rendered it.', error);
  });
}
