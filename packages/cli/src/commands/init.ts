import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { createDocsJsonSchema } from '@docwright/config';
import { starterTemplate } from '../package-root.ts';
import { parseCommandArgs, UsageError } from '../usage.ts';

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
  const starter = starterTemplate();
  // A starter built in place has a node_modules/.cache: the new site starts without one.
  const ownFile = (file: string) => !relative(starter, file).split(sep).includes('node_modules');
  await cp(starter, dir, { recursive: true, filter: ownFile });
  await writeFile(join(dir, 'docs.schema.json'), `${JSON.stringify(createDocsJsonSchema(), null, 2)}\n`);
  const shown = relative(process.cwd(), dir) || '.';
  console.log(
    `Created a documentation site in ${shown}.\n\nNext:\n  docs dev ${shown}     preview it with live reload\n  docs build ${shown}   build it for any static host`,
  );
  return 0;
}
