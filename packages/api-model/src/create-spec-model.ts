import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { createAsyncApiSpec } from './asyncapi/model.ts';
import type { ApiSpec } from './model.ts';
import { createOpenApiSpec } from './openapi/model.ts';
import { isRecord } from './openapi/refs.ts';
import { upgradeSwagger2 } from './openapi/upgrade.ts';
import { schemaDiagnostics } from './openapi/validate.ts';

/**
 * A parsed (and bundled) document to the endpoint model: Swagger 2.0 is upgraded first, then the
 * document goes to the OpenAPI or AsyncAPI model by its version field; `text` is only used to
 * locate problems.
 */
export function createSpecModel(
  parsedDocument: unknown,
  text: string,
  id: string,
  schemaCheck = true,
): { spec: ApiSpec | undefined; diagnostics: Diagnostic[] } {
  let document = parsedDocument;
  const upgradeDiagnostics: Diagnostic[] =
    schemaCheck &&
    isRecord(document) &&
    (document.swagger === '2.0' || /^3\.[0-2]/.test(String(document.openapi ?? '')))
      ? schemaDiagnostics(document, id)
      : [];
  let sourceVersion: string | undefined;
  if (isRecord(document) && document.swagger === '2.0') {
    const upgraded = upgradeSwagger2(document, id);
    document = upgraded.document;
    upgradeDiagnostics.push(...upgraded.diagnostics);
    sourceVersion = '2.0';
  }
  if (!isRecord(document)) {
    return {
      spec: undefined,
      diagnostics: [
        createDiagnostic('spec/invalid', {
          severity: 'error',
          file: id,
          message: 'The spec must be a JSON or YAML object.',
        }),
      ],
    };
  }
  if (typeof document.asyncapi === 'string' && /^[23]\./.test(document.asyncapi)) {
    return { spec: createAsyncApiSpec(document, id), diagnostics: [] };
  }
  const version = typeof document.openapi === 'string' ? document.openapi : undefined;
  if (!version || !/^3\.[0-2](\.|$)/.test(version)) {
    const found =
      typeof document.swagger === 'string'
        ? `Swagger ${document.swagger}`
        : typeof document.asyncapi === 'string'
          ? `AsyncAPI ${document.asyncapi}`
          : version
            ? `OpenAPI ${version}`
            : 'no `openapi` version field';
    return {
      spec: undefined,
      diagnostics: [
        createDiagnostic('spec/unsupported-version', {
          file: id,
          line: 1,
          column: 1,
          message: `${id} is not a Swagger 2.0, OpenAPI 3.0-3.2 or AsyncAPI 2.x-3.x document (found ${found}).`,
        }),
      ],
    };
  }
  return createOpenApiSpec(document, {
    id,
    text,
    formatVersion: sourceVersion ?? version,
    diagnostics: upgradeDiagnostics,
  });
}
