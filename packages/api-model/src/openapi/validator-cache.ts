import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Options, ValidateFunction } from 'ajv';
import type standaloneCode from 'ajv/dist/standalone/index.js';
import type AjvDraft04 from 'ajv-draft-04';

const requireHere = createRequire(import.meta.url);
const ajvVersion = (requireHere('ajv/package.json') as { version: string }).version;
// Ajv's compiler is loaded only to compile a schema (about 30 ms of CPU to import): a build with
// no OpenAPI 2.0 or 3.0 spec, or with the validators kept from an earlier run, never needs it.
const loadCompiler = () => ({
  AjvDraft04: requireHere('ajv-draft-04') as typeof AjvDraft04,
  standaloneCode: requireHere('ajv/dist/standalone/index.js') as typeof standaloneCode,
});

/**
 * A draft-04 Ajv validator for `schema`, compiled once per install: Ajv's standalone code for it
 * is kept in `dir` and read back by later processes, which takes milliseconds where compiling the
 * OpenAPI 3.0 schema takes 0.2–0.4 s of every build. Without `dir`, or when the folder cannot be
 * read or written, the schema is compiled as usual.
 */
export function cachedValidator(schema: object, options: Options, dir: string | undefined): ValidateFunction {
  const key = createHash('sha256')
    .update(`${ajvVersion}\0${JSON.stringify(options)}\0${JSON.stringify(schema)}`)
    .digest('hex')
    .slice(0, 20);
  const file = dir === undefined ? undefined : join(dir, `${key}.cjs`);
  const kept = file === undefined ? undefined : readValidator(file);
  if (kept) return kept;
  const { AjvDraft04, standaloneCode } = loadCompiler();
  const ajv = new AjvDraft04.default({ ...options, code: { ...options.code, source: true } });
  const validate = ajv.compile(schema);
  if (file !== undefined) writeValidator(file, standaloneCode.default(ajv, validate));
  return validate;
}

function readValidator(file: string): ValidateFunction | undefined {
  let code: string;
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    // Standalone code is a CommonJS module requiring Ajv's runtime helpers, found from here.
    const module: { exports: { default?: ValidateFunction } & Partial<ValidateFunction> } = { exports: {} };
    new Function('module', 'exports', 'require', code)(module, module.exports, requireHere);
    const validate = module.exports.default ?? module.exports;
    return typeof validate === 'function' ? (validate as ValidateFunction) : undefined;
  } catch {
    // A file cut short or from another version of the helpers: compiled again and replaced.
    return undefined;
  }
}

function writeValidator(file: string, code: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  } catch {
    // A read-only install compiles on every run, as before.
  }
}
