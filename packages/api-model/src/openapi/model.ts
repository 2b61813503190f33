import { createDiagnostic, type Diagnostic, locatePointer } from '@docwright/diagnostics';
import { fingerprint } from '../fingerprint.ts';
import type { ApiSpec } from '../model.ts';
import { checkOperations } from './check-operations.ts';
import { readMcpSetting } from './mcp-extension.ts';
import {
  documentDefaults,
  type PathItemModel,
  readPathItem,
  readPathItems,
  readServers,
} from './operations.ts';
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
  if (isRecord(document['x-mint']))
    readMcpSetting(document['x-mint'].mcp, id, ['x-mint', 'mcp'], diagnostics);
  const ownDiagnostics = diagnostics.slice(source.diagnostics.length);
  const items = readPathItems(document, id);
  const operations = items.flatMap((item) => item.operations);
  diagnostics.push(...items.flatMap((item) => item.diagnostics), ...checkOperations(id, operations));
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
  modelParts.set(spec, { ownDiagnostics, items });
  return { spec, diagnostics: diagnostics.map((d) => withPosition(d, text)) };
}

/** How a spec's model was made from its document, for `respliceOpenApiSpec`. */
interface ModelParts {
  /** Found outside `paths` and `webhooks` (no `info.title`), without the schema check's. */
  readonly ownDiagnostics: readonly Diagnostic[];
  readonly items: readonly PathItemModel[];
}

const modelParts = new WeakMap<ApiSpec, ModelParts>();

/**
 * The model of `document`, which is `previous.document` with only the entry `key` of `paths`
 * replaced (the same keys in the same order, everything else the very same values): that path
 * item is read again, every other one keeps its operations. The result equals
 * `createOpenApiSpec(document, ...)` without the schema check; undefined when `previous` was not
 * made by `createOpenApiSpec` or had no such path item.
 */
export function respliceOpenApiSpec(
  previous: ApiSpec,
  document: Record<string, unknown>,
  text: string,
  key: string,
): { spec: ApiSpec; diagnostics: Diagnostic[] } | undefined {
  const parts = modelParts.get(previous);
  const index = parts?.items.findIndex((item) => item.section === 'paths' && item.key === key) ?? -1;
  const paths = document.paths;
  if (!parts || index < 0 || !isRecord(paths)) return undefined;
  const id = previous.id;
  const item = readPathItem(document, id, 'paths', key, paths[key], documentDefaults(document));
  const items = parts.items.with(index, item);
  const operations = items.flatMap((entry) => entry.operations);
  const diagnostics = [
    ...parts.ownDiagnostics,
    ...items.flatMap((entry) => entry.diagnostics),
    ...checkOperations(id, operations),
  ];
  // Servers, tags, security schemes and the shared fingerprint come from outside `paths`.
  const spec: ApiSpec = { ...previous, operations, document };
  modelParts.set(spec, { ownDiagnostics: parts.ownDiagnostics, items });
  return { spec, diagnostics: diagnostics.map((d) => withPosition(d, text)) };
}

/** The diagnostic with the line and column its `#/...` JSON pointer names in the text, if it has none yet. */
function withPosition(diagnostic: Diagnostic, text: string): Diagnostic {
  if (!diagnostic.jsonPath?.startsWith('#') || diagnostic.line !== undefined) return diagnostic;
  const position = locatePointer(diagnostic.file ?? '', text, diagnostic.jsonPath);
  return position ? { ...diagnostic, line: position.line, column: position.column } : diagnostic;
}
