let recording: string[] | undefined;

/**
 * Runs `render` and collects the ids (`#schema-…`) at which it listed a component's fields, as
 * the field lists write them: the build points other pages' links at the pages that carry them,
 * without reading any page's markup. Rendering is synchronous, so one recording is open at a time.
 */
export function recordComponentAnchors<T>(render: () => T): {
  result: T;
  componentAnchors: readonly string[];
} {
  const enclosing = recording;
  const open: string[] = [];
  recording = open;
  try {
    return { result: render(), componentAnchors: open };
  } finally {
    recording = enclosing;
  }
}

/** Called where a component's fields are written with the id other pages link to. */
export function componentAnchorRendered(id: string): void {
  recording?.push(id);
}
