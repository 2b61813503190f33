import type { ComponentType } from 'preact';
import * as preact from 'preact';
import * as hooks from 'preact/hooks';
import { mdxComponents, UnknownComponent } from '../components/index.tsx';
import { islandComponent, islandsFolder } from './islands.ts';
import { knownComponentNames } from './mdx-content.tsx';
import { guardedCloneElement, guardedCreateElement, pageRuntime } from './page-runtime.ts';
import { reactApi, reactModule } from './react-api.ts';

/**
 * What a page's code may use without importing it, as on Mintlify: React's hooks and `React`
 * itself (Preact's compatible ones), the built-in components, and every name the page and its
 * snippets export.
 */
export interface PageScope {
  /** Read by compiled code for each name it does not declare (`recmaPageScope`). */
  readonly scope: object;
  /** Adds a module's exports (its `default` is the module's own, not the page's). */
  register(exports: Record<string, unknown>): void;
  /** The names the page's modules exported, for MDX content that uses them as components. */
  readonly exported: Readonly<Record<string, unknown>>;
  /** The modules a `.jsx` snippet may import besides the site's files: React and Preact. */
  readonly modules: Readonly<Record<string, unknown>>;
  /** The JSX runtime the page's compiled code runs with. */
  readonly runtime: typeof pageRuntime;
  /** Whether the theme or one of the page's modules provides a component (`Tree.Folder`: its `Tree`). */
  provides(name: string): boolean;
  /** Where the browser modules of interactive components go (site path, `/` first). */
  readonly islandsFolder: string;
  /** An interactive component as an island, hydrated from `module` in the islands folder. */
  island(
    component: ComponentType<Record<string, unknown>>,
    module: string,
    exportName: string,
  ): ComponentType<Record<string, unknown>>;
}

const react: Readonly<Record<string, unknown>> = Object.freeze({
  React: reactApi,
  Fragment: preact.Fragment,
  useState: hooks.useState,
  useEffect: hooks.useEffect,
  useLayoutEffect: hooks.useLayoutEffect,
  useRef: hooks.useRef,
  useMemo: hooks.useMemo,
  useCallback: hooks.useCallback,
  useContext: hooks.useContext,
  useReducer: hooks.useReducer,
  useId: hooks.useId,
  createContext: preact.createContext,
});

/** The modules a `.jsx` snippet may import: React and Preact, both served by Preact. */
const componentModules: Readonly<Record<string, unknown>> = Object.freeze({
  react: reactModule,
  'react-dom': reactModule,
  'react/jsx-runtime': pageRuntime,
  // Preact's own API, with element creation under the page runtime's HTML policy.
  preact: Object.freeze({
    ...preact,
    h: guardedCreateElement,
    createElement: guardedCreateElement,
    cloneElement: guardedCloneElement,
  }),
  'preact/hooks': Object.freeze({ ...hooks }),
  'preact/compat': reactModule,
  'preact/jsx-runtime': pageRuntime,
});

/** Mintlify's `user` for a signed-out reader: `docs serve` fills `{user.<field>}` per reader (remark-user-fields.ts). */
const signedOutUser: Readonly<Record<string, unknown>> = Object.freeze({});

/** A page's scope; `onUnknown` hears each capitalized name nothing provides (rendered as its children). */
export function createPageScope(onUnknown: (name: string) => void): PageScope {
  const exported: Record<string, unknown> = {};
  const scope = new Proxy(exported, {
    get(_target, property) {
      const name = String(property);
      if (Object.hasOwn(exported, name)) return exported[name];
      if (Object.hasOwn(mdxComponents, name)) return mdxComponents[name];
      if (Object.hasOwn(react, name)) return react[name];
      if (name === 'user') return signedOutUser;
      if (/^[A-Z]/.test(name)) {
        onUnknown(name);
        return UnknownComponent;
      }
      throw new ReferenceError(`${name} is not defined`);
    },
  });
  return {
    scope,
    exported,
    modules: componentModules,
    runtime: pageRuntime,
    provides: (name) =>
      knownComponentNames.has(name) || Object.hasOwn(exported, name.split('.')[0] as string),
    islandsFolder,
    island: islandComponent,
    register(exports) {
      for (const [name, value] of Object.entries(exports)) if (name !== 'default') exported[name] = value;
    },
  };
}
