import type { ComponentChildren, ComponentType } from 'preact';

const renderChildren = ({ children }: { children?: ComponentChildren }) => (
  <div class="dw-unknown-component">{children}</div>
);

/**
 * Stands in for a component the theme does not have: renders its children so no content is lost.
 * Its capitalized members are itself, so `<Foo.Bar>` under an unknown `Foo` renders too.
 */
export const UnknownComponent: typeof renderChildren = new Proxy(renderChildren, {
  get(target, property, receiver) {
    if (typeof property === 'string' && /^[A-Z]/.test(property) && !Object.hasOwn(target, property))
      return UnknownComponent;
    return Reflect.get(target, property, receiver);
  },
});

type Owner = ComponentType<Record<string, unknown>> & Record<string, unknown>;

/** `owner` with `path` (`['Folder']` for `Tree.Folder`) resolvable, a stand-in wherever a part is missing. */
function withMember(owner: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return owner ?? UnknownComponent;
  const base = (owner ?? UnknownComponent) as Owner;
  const current = base[head];
  const next = withMember(current, rest);
  if (owner !== undefined && next === current) return owner;
  // A copy, never the shared component: this page's stand-ins must not reach other pages.
  const Copy = (props: Record<string, unknown>) => {
    const Base = base;
    return <Base {...props} />;
  };
  return Object.assign(Copy, base, { [head]: next });
}

/**
 * The components a page renders with: `components`, plus a stand-in for every name it uses that
 * they lack, dotted ones (`Foo.Bar`, `Tree.Leaf`) included, since MDX needs `Foo` to have `Bar`.
 */
export function withStandIns(
  components: Record<string, unknown>,
  usedNames: readonly string[],
): Record<string, unknown> {
  const out = { ...components };
  for (const name of usedNames) {
    const [root, ...members] = name.split('.');
    if (!root) continue;
    out[root] = withMember(out[root], members);
  }
  return out;
}
