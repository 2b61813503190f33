import { createDiagnostic, type Diagnostic, formatJsonPath, type PathSegment } from '@docwright/diagnostics';

/**
 * Keys Docwright's schema reads (so they are not unknown keys) but the build does not act on yet,
 * by the object that holds them (the nearest named segment above the key, as in
 * `mintlify-only-keys.ts`), each with what the reader does not get. test/oracle/no-silent-drop.test.ts
 * checks that every key of Mintlify's schema either changes the build or gives this warning.
 */
const byContainer: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  thumbnails: {
    appearance: 'no social preview image is generated',
    background: 'no social preview image is generated',
  },
  search: { prompt: 'the search box keeps its own placeholder' },
  styling: { latex: 'math is rendered wherever the page has it' },
  telemetry: { enabled: 'Docwright sends no telemetry of its own' },
  mixpanel: { region: 'Mixpanel loads from its default host' },
  onetrust: {
    categoryId: 'scripts are not held back by consent category',
    scriptSource: 'OneTrust loads from its default host',
  },
  segment: { cdnUrl: 'Segment loads from its default CDN' },
  transcend: { analyticsPurpose: 'analytics are not held back by consent purpose' },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `config/not-supported` warning at each such key the config sets. */
export function knownNotApplied(
  raw: Record<string, unknown>,
  place: (path: PathSegment[]) => object,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const visit = (node: unknown, path: PathSegment[], container: string): void => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, [...path, index], container);
      return;
    }
    if (!isRecord(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const lost = byContainer[container]?.[key];
      if (lost !== undefined)
        out.push(
          createDiagnostic('config/not-supported', {
            ...place([...path, key]),
            message: `${formatJsonPath([...path, key])} is accepted by Mintlify but not applied by Docwright yet: ${lost}.`,
          }),
        );
      visit(value, [...path, key], key);
    }
  };
  visit(raw, [], '');
  return out;
}
