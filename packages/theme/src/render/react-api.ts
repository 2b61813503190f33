import {
  Component,
  type ComponentChildren,
  type ComponentType,
  createContext,
  createRef,
  Fragment,
  isValidElement,
  toChildArray,
} from 'preact';
import * as hooks from 'preact/hooks';
import { guardedCloneElement, guardedCreateElement } from './page-runtime.ts';

/**
 * React's API for components rendered at build time, on Preact's core. Not `preact/compat`:
 * importing it changes how every element of the theme renders (it reorders and renames
 * attributes), while the browser's islands runtime, which only runs users' components, uses it.
 */
const Children = {
  map: <T>(children: ComponentChildren, fn: (child: unknown, index: number) => T): T[] =>
    toChildArray(children).map(fn),
  forEach: (children: ComponentChildren, fn: (child: unknown, index: number) => void): void => {
    toChildArray(children).forEach(fn);
  },
  count: (children: ComponentChildren): number => toChildArray(children).length,
  toArray: (children: ComponentChildren): unknown[] => toChildArray(children),
  only: (children: ComponentChildren): unknown => {
    const all = toChildArray(children);
    if (all.length !== 1) throw new Error('React.Children.only expected to receive a single child.');
    return all[0];
  },
};

const memo = <P>(component: ComponentType<P>): ComponentType<P> => component;

const forwardRef =
  <P extends { ref?: unknown }>(render: (props: P, ref: unknown) => ComponentChildren) =>
  (props: P) =>
    render(props, props.ref ?? null);

export const reactApi: Readonly<Record<string, unknown>> = Object.freeze({
  ...hooks,
  Children,
  Component,
  PureComponent: Component,
  Fragment,
  cloneElement: guardedCloneElement,
  createContext,
  createElement: guardedCreateElement,
  createRef,
  forwardRef,
  isValidElement,
  memo,
  startTransition: (callback: () => void) => callback(),
});

/** `import React, { useState } from 'react'`: the namespace, with itself as `default`. */
export const reactModule: Readonly<Record<string, unknown>> = Object.freeze({
  ...reactApi,
  default: reactApi,
});
