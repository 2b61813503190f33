export type { DiagnosticCode } from './catalogue.ts';
export { catalogue, createDiagnostic } from './catalogue.ts';
export { createCodeFrame } from './code-frame.ts';
export type { Diagnostic } from './diagnostic.ts';
export { DiagnosticsError, dedupeDiagnostics, hasErrors, sortDiagnostics } from './diagnostic.ts';
export {
  checkValueShape,
  describeShapeProblem,
  jsonNestingPastDepth,
  locateShapeProblem,
  maxDocumentDepth,
  parseYamlBounded,
  specShapeLimits,
} from './document-shape.ts';
export { formatDiagnostic, formatDiagnostics, summarizeDiagnostics, visibleText } from './format-cli.ts';
export { formatOverlay } from './format-overlay.ts';
export type { PathSegment } from './json-path.ts';
export { formatJsonPath, formatJsonPointer, parseJsonPointer } from './json-path.ts';
export { readYamlLeniently } from './lenient-yaml.ts';
export type { Position } from './locate.ts';
export {
  findJsonPath,
  locateJsonPath,
  locatePath,
  locatePointer,
  locateYamlPath,
  positionAt,
} from './locate.ts';
export { checkSiteRead, describeRefusedRead, isWithin } from './site-boundary.ts';
