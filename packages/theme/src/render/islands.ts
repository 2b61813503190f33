import { type ComponentType, h, type VNode } from 'preact';

/** Where a page's islands load from: the runtime and, beside it, one module per component file. */
export const islandsFolder = '/_docwright/islands/';
export const islandsRuntimePath = `${islandsFolder}runtime.js`;

/**
 * An interactive component (it uses hooks or handles events) as an island: rendered at build time
 * inside `<dw-island>`, which names its browser module and export and holds its props as JSON, so
 * the islands runtime hydrates it where the reader sees it. Children are rendered once, in
 * `<dw-slot>`, and handed back as HTML in the browser. Props that are not plain data (functions,
 * elements) cannot travel: such a use stays as rendered at build time.
 */
export function islandComponent(
  Component: ComponentType<Record<string, unknown>>,
  module: string,
  exportName: string,
): ComponentType<Record<string, unknown>> {
  const Island = ({ children, ...props }: Record<string, unknown>): VNode => {
    if (!isPlainData(props)) return h(Component, { ...props, children } as Record<string, unknown>);
    const slot = children === undefined ? undefined : h('dw-slot', null, children as VNode);
    return h(
      'dw-island',
      { 'data-module': module, 'data-export': exportName, 'data-props': JSON.stringify(props) },
      h(Component, { ...props, ...(slot && { children: slot }) }),
    ) as VNode;
  };
  Island.displayName = exportName;
  return Island;
}

function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || 'props' in (value as object)) return false;
  const prototype = Object.getPrototypeOf(value);
  return (
    (prototype === Object.prototype || prototype === null) &&
    Object.values(value as object).every(isPlainData)
  );
}
