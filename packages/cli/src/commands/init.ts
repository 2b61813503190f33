import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDocsJsonSchema } from '@docwright/config';
import { parseCommandArgs, UsageError } from '../usage.ts';

const starter = fileURLToPath(new URL('../../../../templates/starter/', import.meta.url));

/** `docs init [dir]`: writes the starter site and docs.json's JSON Schema; refuses a non-empty folder. */
export async function runInit(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { help: { type: 'boolean', short: 'h' } });
  if (values.help) {
    console.log(
      'Usage: docs init [dir]   create a new documentation site in dir (default: the current folder)',
    );
    return 0;
  }
  if (positionals.length > 1) throw new UsageError(`expected at most one folder, got ${positionals.length}`);
  const dir = resolve(positionals[0] ?? '.');
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    console.error(`docs init: ${dir} is not empty; choose a new or empty folder so nothing is overwritten.`);
    return 1;
  }
  await mkdir(dir, { recursive: true });
  await cp(starter, dir, { recursive: true });
  await writeFile(join(dir, 'docs.schema.json'), `${JSON.stringify(createDocsJsonSchema(), null, 2)}\n`);
  const shown = relative(process.cwd(), dir) || '.';
  console.log(
    `Created a documentation site in ${shown}.\n\nNext:\n  docs dev ${shown}     preview it with live reload\n  docs build ${shown}   build it for any static host`,
  );
  return 0;
}
