import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseConfig, parseJsonSource, upgradeMintJson } from '@docwright/config';
import { createDiagnostic, hasErrors, summarizeDiagnostics } from '@docwright/diagnostics';
import { printDiagnostics } from '../reporter.ts';
import { parseCommandArgs, UsageError } from '../usage.ts';

/** `docs migrate [dir] [--force]`: writes docs.json from a legacy mint.json, which is left in place. */
export async function runMigrate(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    force: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(
      'Usage: docs migrate [dir] [--force]   convert mint.json to docs.json (--force overwrites docs.json)',
    );
    return 0;
  }
  if (positionals.length > 1)
    throw new UsageError(`expected at most one site folder, got ${positionals.length}`);
  const dir = resolve(positionals[0] ?? '.');
  const mintPath = join(dir, 'mint.json');
  const docsPath = join(dir, 'docs.json');
  if (!existsSync(mintPath)) {
    printDiagnostics([
      createDiagnostic('config/not-found', {
        file: 'mint.json',
        message: `No mint.json in ${dir}: there is nothing to migrate.`,
      }),
    ]);
    return 1;
  }
  if (existsSync(docsPath) && !values.force) {
    console.error(`docs migrate: ${docsPath} already exists; pass --force to replace it.`);
    return 1;
  }
  const source = await readFile(mintPath, 'utf8');
  const parsed = parseJsonSource(source, 'mint.json');
  const mint = parsed.value;
  if (parsed.diagnostics.length > 0 || mint === null || typeof mint !== 'object' || Array.isArray(mint)) {
    printDiagnostics(
      parsed.diagnostics.length > 0
        ? parsed.diagnostics
        : [
            createDiagnostic('config/invalid', {
              file: 'mint.json',
              line: 1,
              column: 1,
              message: 'mint.json must hold a JSON object.',
            }),
          ],
    );
    return 1;
  }
  const { docsJson, diagnostics } = upgradeMintJson(mint as Record<string, unknown>, source);
  const text = `${JSON.stringify(docsJson, null, 2)}\n`;
  await writeFile(docsPath, text);
  const check = parseConfig(text);
  const all = [...diagnostics, ...check.diagnostics];
  printDiagnostics(all);
  if (hasErrors(all)) {
    console.error(`Wrote ${docsPath}, but it needs fixing (${summarizeDiagnostics(all)}).`);
    return 1;
  }
  console.log(
    `Wrote ${docsPath} (${summarizeDiagnostics(all)}). mint.json was left in place: delete it once docs.json suits you.`,
  );
  return 0;
}
