import type { Root } from 'mdast';
import type { VFile } from 'vfile';

/** State or event handlers: what makes a component worth hydrating in the browser. */
export const interactiveCode =
  /\b(useState|useReducer|useEffect|useLayoutEffect|useRef|useSyncExternalStore)\b|\son[A-Z]\w*=/;

/**
 * Keeps the text of a page's `import`/`export` blocks on `file.data.esmSource` when its components
 * hold state or handle events: the build compiles it again for the browser, so that the page's own
 * `export const Counter = () => ...` can run there as an island.
 */
export function remarkInteractiveEsm() {
  return (tree: Root, file: VFile) => {
    const blocks = tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : []));
    const source = blocks.join('\n\n');
    if (interactiveCode.test(source)) file.data.esmSource = source;
  };
}
