import { createDiagnostic, type Diagnostic, locatePath, type PathSegment } from '@docwright/diagnostics';
import { fingerprint } from '../fingerprint.ts';
import type { ApiSpec } from '../model.ts';
import { readOperations, readServers } from './operations.ts';
import { isRecord } from './refs.ts';
import { readSecuritySchemes } from './security-schemes.ts';
import { readTags } from './tags.ts';

interface OpenApiSource {
  readonly id: string;
  /** The spec's text, only to locate problems. */
  readonly text: string;
  /** `2.0` for an upgraded Swagger document, else the document's `openapi` version. */
  readonly formatVersion: string;
  /** Found before the model is built (schema check, Swagger upgrade); reported first. */
  readonly diagnostics: readonly Diagnostic[];
}

/** An OpenAPI 3.x document (upgraded from Swagger 2.0 or not) to the endpoint model. */
export function createOpenApiSpec(
  document: Record<string, unknown>,
  source: OpenApiSource,
): { spec: ApiSpec; diagnostics: Diagnostic[] } {
  const { id, text } = source;
  const diagnostics: Diagnostic[] = [...source.diagnostics];
  const info = isRecord(document.info) ? document.info : {};
  if (!isRecord(document.info) || typeof info.title !== 'string') {
    diagnostics.push(
      createDiagnostic('spec/invalid', {
        file: id,
        jsonPath: '#/info/title',
        message: 'The spec has no `info.title`; the file name is used instead.',
      }),
    );
  }
  const operations = readOperations(document, id, diagnostics);
  const components = isRecord(document.components) ? document.components : {};
  const { paths: _paths, ...shared } = document;
  const description = typeof info.description === 'string' ? info.description : undefined;
  const spec: ApiSpec = {
    id,
    format: 'openapi',
    formatVersion: source.formatVersion,
    title: typeof info.title === 'string' ? info.title : (id.split('/').pop() ?? id),
    version: typeof info.version === 'string' ? info.version : '',
    ...(description !== undefined && { description }),
    servers: readServers(document.servers),
    tags: readTags(document.tags),
    operations,
    channels: [],
    asyncServers: [],
    securitySchemes: readSecuritySchemes(components.securitySchemes),
    document,
    sharedFingerprint: fingerprint(shared),
  };
  return { spec, diagnostics: diagnostics.map((d) => withPosition(d, text)) };
}

/** The diagnostic with the line and column its `#/...` JSON pointer names in the text, if it has none yet. */
function withPosition(diagnostic: Diagnostic, text: string): Diagnostic {
  if (!diagnostic.jsonPath?.startsWith('#') || diagnostic.line !== undefined) return diagnostic;
  const path: PathSegment[] = diagnostic.jsonPath
    .slice(2)
    .split('/')
    .filter((s, _, all) => s !== '' || all.length > 1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const position = locatePath(diagnostic.file ?? '', text, path);
  return position ? { ...diagnostic, line: position.line, column: position.column } : diagnostic;
}
