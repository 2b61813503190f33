import { stat } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { type ApiSpec, loadSpec } from '@docwright/api-model';
import { languageAliases, languageKeys, normalizeLanguage, rankClosest } from '@docwright/config';
import { formatDiagnostic } from '@docwright/diagnostics';
import { IncrementalSite, lookupOperation, parseEndpointReference } from '@docwright/site-builder';
import { createRequest, findTarget } from '@docwright/snippets';
import { parseCommandArgs, UsageError } from '../usage.ts';

const usage =
  'Usage: docs snippet <site dir or spec file> "<METHOD> <path>" --lang <key or alias> [--server URL] [--defaults required|all]';

/** Prints one operation's request example in one language, for pasting into READMEs and SDK docs. */
export async function runSnippet(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    lang: { type: 'string', short: 'l' },
    server: { type: 'string' },
    defaults: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (positionals.length !== 2)
    throw new UsageError(`expected a site folder or spec file and an operation. ${usage}`);
  if (!values.lang) throw new UsageError(`--lang is required (one of ${languageKeys.join(', ')})`);
  if (values.defaults !== undefined && values.defaults !== 'required' && values.defaults !== 'all') {
    throw new UsageError(`--defaults must be "required" or "all", got "${values.defaults}"`);
  }
  if (values.server !== undefined && !/^https?:\/\/[^/]/.test(values.server)) {
    throw new UsageError(`--server must be an http(s) URL, got "${values.server}"`);
  }
  const [source = '.', operationText = ''] = positionals;

  const language = normalizeLanguage(values.lang);
  const target = language && findTarget(language);
  if (!target) {
    const names = [...languageKeys, ...Object.values(languageAliases).flat()];
    console.error(
      `docs snippet: unknown language "${values.lang}". Nearest: ${rankClosest(values.lang, names, 3).join(', ')}. Languages: ${languageKeys.join(', ')}.`,
    );
    return 1;
  }
  const reference = parseEndpointReference(operationText);
  if (!reference) {
    throw new UsageError(
      `"${operationText}" is not an operation: write it as "<METHOD> <path>", e.g. "GET /pets/{petId}"`,
    );
  }
  const loaded = await loadInputs(resolve(source));
  if (!loaded.ok) {
    console.error(loaded.message);
    return 1;
  }
  const found = lookupOperation(reference, loaded.specs);
  if (!found.ok) {
    const keys = loaded.specs.flatMap((spec) => spec.operations.map((operation) => operation.key));
    const wanted = `${reference.method} ${reference.path}`;
    const nearest = keys.includes(wanted) ? [] : rankClosest(wanted, keys, 5);
    console.error(
      `docs snippet: ${found.reason.split('; nearest:')[0]}.${nearest.length > 0 ? ` Nearest: ${nearest.join(', ')}.` : ''}`,
    );
    return 1;
  }
  const defaults = (values.defaults as 'required' | 'all' | undefined) ?? loaded.defaults;
  const request = createRequest(found.spec, found.operation, {
    ...(defaults && { defaults }),
    ...(values.server && { server: values.server }),
  });
  process.stdout.write(target.generate(request));
  return 0;
}

type LoadedInputs =
  | { ok: true; specs: ApiSpec[]; defaults?: 'required' | 'all' }
  | { ok: false; message: string };

/** A spec file on its own, or every spec of a site (with its `api.examples.defaults`). */
async function loadInputs(path: string): Promise<LoadedInputs> {
  const info = await stat(path).catch(() => undefined);
  if (!info)
    return { ok: false, message: `docs snippet: ${path} does not exist: give a site folder or a spec file.` };
  if (info.isFile()) {
    const { spec, diagnostics } = await loadSpec(dirname(path), basename(path));
    if (!spec)
      return { ok: false, message: diagnostics.map((diagnostic) => formatDiagnostic(diagnostic)).join('\n') };
    return { ok: true, specs: [spec] };
  }
  const site = new IncrementalSite(path, { renderAhead: false });
  await site.load();
  const { config, specs } = site.inputs;
  const loaded = specs.flatMap((entry) => (entry.spec ? [entry.spec] : []));
  if (loaded.length === 0) {
    const problems = specs
      .flatMap((entry) => entry.diagnostics)
      .map((diagnostic) => formatDiagnostic(diagnostic));
    return {
      ok: false,
      message: [`docs snippet: the site in ${path} has no OpenAPI spec that loads.`, ...problems].join('\n'),
    };
  }
  return {
    ok: true,
    specs: loaded,
    ...(config?.config && { defaults: config.config.api.examples.defaults }),
  };
}
