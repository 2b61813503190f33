import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { parseJsonSource } from './json-source.ts';
import { type ConfigMount, resolveConfigRefs } from './refs.ts';
import type { DocsConfig } from './schema/docs-json.ts';
import { upgradeMintJson } from './upgrade-mint-json.ts';
import { validateConfig } from './validate.ts';

export interface LoadedConfig {
  /** Undefined when the config has errors. */
  readonly config: DocsConfig | undefined;
  readonly diagnostics: Diagnostic[];
  /** Name of the file read, relative to the site directory. */
  readonly file: string;
  /** Raw text, kept so later stages can locate their own findings in it. */
  readonly source: string;
  /** docs.json and the files its `$ref`s spliced in: `locateInMounts` maps a JSON path to its file and line. */
  readonly mounts: readonly ConfigMount[];
}

const configFileName = 'docs.json';

/** Reads, resolves `$ref`s in, validates and normalizes `<dir>/docs.json`, reporting every problem at once. */
export async function loadConfig(dir: string): Promise<LoadedConfig> {
  const path = join(dir, configFileName);
  if (!existsSync(path)) {
    if (existsSync(join(dir, 'mint.json'))) return loadLegacyConfig(dir);
    return {
      config: undefined,
      file: configFileName,
      source: '',
      mounts: [],
      diagnostics: [
        createDiagnostic('config/not-found', { file: configFileName, message: `No docs.json in ${dir}.` }),
      ],
    };
  }
  const source = await readFile(path, 'utf8');
  const parsed = parseJsonSource(source, configFileName);
  const root = { path: [], file: configFileName, source };
  if (parsed.diagnostics.length > 0) {
    return {
      config: undefined,
      file: configFileName,
      source,
      mounts: [root],
      diagnostics: parsed.diagnostics,
    };
  }
  const resolved = await resolveConfigRefs(dir, { ...root, value: parsed.value });
  const mounts = resolved.mounts;
  if (resolved.diagnostics.some((d) => d.severity === 'error')) {
    return { config: undefined, file: configFileName, source, mounts, diagnostics: resolved.diagnostics };
  }
  const validated = validateConfig(resolved.value, mounts);
  const diagnostics = [...resolved.diagnostics, ...validated.diagnostics];
  return { file: configFileName, source, mounts, config: validated.config, diagnostics };
}

/** Validates docs.json text that has no `$ref`s. Pure: for tests and editor tooling. */
export function parseConfig(
  source: string,
  file = configFileName,
): { config: DocsConfig | undefined; diagnostics: Diagnostic[] } {
  const parsed = parseJsonSource(source, file);
  if (parsed.diagnostics.length > 0) return { config: undefined, diagnostics: parsed.diagnostics };
  return validateConfig(parsed.value, [{ path: [], file, source }]);
}

/**
 * A site with only a legacy mint.json is read through the same upgrade `docs migrate` does,
 * with a warning. Problems are located in mint.json by the docs.json path they concern.
 */
async function loadLegacyConfig(dir: string): Promise<LoadedConfig> {
  const file = 'mint.json';
  const source = await readFile(join(dir, file), 'utf8');
  const parsed = parseJsonSource(source, file);
  const mounts = [{ path: [], file, source }];
  const mint = parsed.value;
  if (parsed.diagnostics.length > 0 || mint === null || typeof mint !== 'object' || Array.isArray(mint)) {
    const diagnostics =
      parsed.diagnostics.length > 0
        ? parsed.diagnostics
        : [
            createDiagnostic('config/invalid', {
              file,
              line: 1,
              column: 1,
              message: 'mint.json must hold a JSON object.',
            }),
          ];
    return { config: undefined, file, source, mounts, diagnostics };
  }
  const upgraded = upgradeMintJson(mint as Record<string, unknown>, source, file);
  const generated = JSON.stringify(upgraded.docsJson, null, 2);
  const validated = validateConfig(upgraded.docsJson, [
    { path: [], file: `${file} (converted to docs.json)`, source: generated },
  ]);
  const legacy = createDiagnostic('config/legacy-mint-json', {
    file,
    line: 1,
    column: 1,
    message:
      'The site has a legacy mint.json and no docs.json; mint.json was read as docs.json for this build.',
  });
  return {
    config: validated.config,
    file,
    source: generated,
    mounts: [{ path: [], file: `${file} (converted to docs.json)`, source: generated }],
    diagnostics: [legacy, ...upgraded.diagnostics, ...validated.diagnostics],
  };
}
