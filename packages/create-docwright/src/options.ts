import { parseArgs } from 'node:util';
import { isPackageManager, type PackageManager } from './package-manager.ts';

export const templates = ['docs', 'openapi', 'migrate'] as const;
export type Template = (typeof templates)[number];

/** What the command line says; anything left undefined is asked for, or defaulted under --yes. */
export interface Options {
  readonly folder: string | undefined;
  readonly template: Template | undefined;
  readonly openapi: string | undefined;
  readonly from: string | undefined;
  readonly yes: boolean;
  readonly install: boolean;
  readonly packageManager: PackageManager | undefined;
  /** The npm spec (or tarball path) of the docwright package to install. */
  readonly docwright: string | undefined;
  readonly help: boolean;
}

/** A mistake on the command line, printed as one line. */
export class UsageError extends Error {}

export const usage = `Usage: npm create docwright@latest [folder] -- [options]

Starts a documentation site in a new folder: a package.json with docs:dev, docs:build and
docs:preview scripts, docwright installed, and the site in docs/.

Options:
  --template docs|openapi|migrate   docs: the starter site (default)
                                    openapi: an API reference from --openapi
                                    migrate: a copy of the Mintlify site in --from
  --openapi <url|file>              the OpenAPI description (a URL is downloaded into the site)
  --from <folder>                   the Mintlify site to migrate (the folder with docs.json or mint.json)
  --yes, -y                         take the defaults for what is not given (folder my-docs, template docs)
  --no-install                      write the project without installing its dependencies
  --package-manager npm|pnpm|yarn|bun   install with this one (default: the one that ran this command)
  --docwright <spec|tarball>        the docwright package to install (default: this version's)
  --help, -h                        print this help`;

export function parseOptions(argv: readonly string[]): Options {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    const unknown = /^Unknown option '([^']+)'/.exec((error as Error).message)?.[1];
    const problem = unknown ? `unknown option ${unknown}` : (error as Error).message;
    throw new UsageError(`${problem}; run with --help for the options`);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1)
    throw new UsageError(`expected one folder, got ${positionals.length}: ${positionals.join(' ')}`);
  const template = values.template;
  if (template !== undefined && !(templates as readonly string[]).includes(template))
    throw new UsageError(`--template ${template}: expected one of ${templates.join(', ')}`);
  const packageManager = values['package-manager'];
  if (packageManager !== undefined && !isPackageManager(packageManager))
    throw new UsageError(`--package-manager ${packageManager}: expected one of npm, pnpm, yarn, bun`);
  if (values.openapi !== undefined && template !== undefined && template !== 'openapi')
    throw new UsageError(`--openapi goes with --template openapi, not --template ${template}`);
  if (values.from !== undefined && template !== undefined && template !== 'migrate')
    throw new UsageError(`--from goes with --template migrate, not --template ${template}`);
  return {
    folder: positionals[0],
    // --openapi or --from alone says which template is meant.
    template: (template as Template | undefined) ?? implied(values.openapi, values.from),
    openapi: values.openapi,
    from: values.from,
    yes: values.yes === true,
    install: values['no-install'] !== true,
    packageManager,
    docwright: values.docwright,
    help: values.help === true,
  };
}

function implied(openapi: string | undefined, from: string | undefined): Template | undefined {
  if (openapi !== undefined && from !== undefined)
    throw new UsageError('--openapi and --from start different templates: give one of them');
  return openapi !== undefined ? 'openapi' : from !== undefined ? 'migrate' : undefined;
}

const parse = (argv: readonly string[]) =>
  parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      template: { type: 'string', short: 't' },
      openapi: { type: 'string' },
      from: { type: 'string' },
      yes: { type: 'boolean', short: 'y' },
      'no-install': { type: 'boolean' },
      'package-manager': { type: 'string' },
      docwright: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
