import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { loadOpenApi, OpenApiError, type OpenApiSource } from './openapi-source.ts';
import { type Options, parseOptions, type Template, templates, UsageError, usage } from './options.ts';
import { createCommand, detectPackageManager, type PackageManager, runScript } from './package-manager.ts';
import { makeProject, type Plan, siteFolder } from './project.ts';
import { PromptClosed, Prompter } from './prompts.ts';
import { StepFailed } from './run-step.ts';
import { folderProblem, freeFolder, shellWord } from './target-folder.ts';

const ownVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** `npm create docwright [folder] -- [options]`; resolves with the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message);
    throw error;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  const manager = options.packageManager ?? detectPackageManager(process.env.npm_config_user_agent);
  const interactive = !options.yes && process.stdin.isTTY === true && process.stdout.isTTY === true;
  const prompter = interactive ? new Prompter(process.stdin, process.stdout) : undefined;
  const cwd = process.cwd();
  try {
    const plan = await gather(options, prompter, manager, cwd);
    prompter?.close();
    const { notes } = await makeProject(plan);
    console.log(closingMessage(plan, notes, cwd));
    return 0;
  } catch (error) {
    if (error instanceof PromptClosed) return fail(`${error.message}; nothing was written`);
    if (error instanceof UsageError || error instanceof OpenApiError || error instanceof StepFailed)
      return fail(error.message);
    throw error;
  } finally {
    prompter?.close();
  }
}

function fail(message: string): number {
  console.error(`create-docwright: ${message}`);
  return 1;
}

/** Asks for (or takes from the flags, or defaults) and checks each answer, before anything is written. */
async function gather(
  options: Options,
  prompter: Prompter | undefined,
  manager: PackageManager,
  cwd: string,
): Promise<Plan> {
  const refusal = (folder: string) =>
    `${folderProblem(folder, cwd)}; nothing was written. Pick a new folder, e.g. ${createCommand(manager, shellWord(freeFolder(folder, cwd)))}`;
  let folder = options.folder ?? (options.yes ? 'my-docs' : undefined);
  if (folder === undefined) {
    if (!prompter)
      throw missing(
        'which folder to create',
        `give it first (${createCommand(manager, 'my-docs')}), or pass --yes for my-docs`,
      );
    folder = await prompter.askUntil('Where should the site go?', 'my-docs', (answer) =>
      folderProblem(answer, cwd) === undefined ? { value: answer } : refusal(answer),
    );
  } else if (folderProblem(folder, cwd) !== undefined) throw new UsageError(refusal(folder));

  const template = options.template ?? (options.yes ? 'docs' : await askTemplate(prompter));
  let openapi: OpenApiSource | undefined;
  if (template === 'openapi') {
    if (options.openapi !== undefined) openapi = await loadOpenApi(options.openapi, cwd);
    else if (prompter)
      openapi = await prompter.askUntil(
        'OpenAPI description (a URL or a file):',
        undefined,
        async (answer) => {
          if (answer === '') return 'give a URL (https://...) or the path of a .json or .yaml file';
          try {
            return { value: await loadOpenApi(answer, cwd) };
          } catch (error) {
            if (error instanceof OpenApiError) return error.message;
            throw error;
          }
        },
      );
    else throw missing('where the OpenAPI description is', 'pass --openapi <url|file>');
  }
  let from: string | undefined;
  if (template === 'migrate') {
    const given =
      options.from ??
      (prompter
        ? await prompter.askUntil('Mintlify site to migrate (its folder):', undefined, (answer) => {
            const problem = mintlifyProblem(answer, cwd);
            return problem === undefined ? { value: answer } : problem;
          })
        : undefined);
    if (given === undefined) throw missing('which Mintlify site to migrate', 'pass --from <folder>');
    const problem = mintlifyProblem(given, cwd);
    if (problem !== undefined) throw new UsageError(problem);
    from = resolve(cwd, given);
  }
  return {
    dir: resolve(cwd, folder),
    template,
    openapi,
    from,
    install: options.install,
    manager,
    docwright: docwrightSpec(options.docwright, cwd),
  };
}

const missing = (what: string, remedy: string) => new UsageError(`no terminal to ask ${what}; ${remedy}`);

const templateChoices: Record<Template, string> = {
  docs: 'Docs: the starter site, with guides and an example API reference',
  openapi: 'API reference: pages generated from your OpenAPI description (a URL or a file)',
  migrate: 'Migrate: a copy of your Mintlify site (docs.json or mint.json)',
};

async function askTemplate(prompter: Prompter | undefined): Promise<Template> {
  if (!prompter)
    throw missing('which starter to use', `pass --template ${templates.join('|')} (or --yes for docs)`);
  prompter.output.write(
    `Which starter?\n${templates.map((name, i) => `  ${i + 1}. ${templateChoices[name]}`).join('\n')}\n`,
  );
  return prompter.askUntil('Starter (1, 2 or 3):', '1', (answer) => {
    const chosen = templates[Number(answer) - 1] ?? templates.find((name) => name === answer.toLowerCase());
    return chosen ? { value: chosen } : `answer 1, 2 or 3 (or ${templates.join(', ')})`;
  });
}

function mintlifyProblem(given: string, cwd: string): string | undefined {
  if (given === '') return 'give the folder that holds the Mintlify docs.json or mint.json';
  const dir = resolve(cwd, given);
  if (!existsSync(dir)) return `${given}: no such folder (looked at ${dir})`;
  if (existsSync(resolve(dir, 'docs.json')) || existsSync(resolve(dir, 'mint.json'))) return undefined;
  return `${given}: no docs.json or mint.json in ${dir}; give the folder of the Mintlify site (often docs/ in the repository)`;
}

/** The docwright to depend on: --docwright (a tarball path becomes `file:`), else this version's range. */
function docwrightSpec(given: string | undefined, cwd: string): string {
  if (given === undefined) return `^${ownVersion}`;
  const path = resolve(cwd, given);
  return !/^[a-z+]+:/i.test(given) && existsSync(path) ? `file:${path}` : given;
}

function closingMessage(plan: Plan, notes: readonly string[], cwd: string): string {
  const shown = relative(cwd, plan.dir) || '.';
  const steps = [
    ...(shown === '.' ? [] : [`cd ${shellWord(shown)}`]),
    ...(plan.install ? [] : [`${plan.manager} install`]),
    runScript(plan.manager, 'docs:dev'),
  ];
  return [
    `Created ${shown === '.' ? 'the project here' : shown}, with the site in ${siteFolder}/ (the ${plan.template} starter).`,
    ...notes,
    '',
    `Next: ${steps.join(' && ')}`,
    '',
    `  ${runScript(plan.manager, 'docs:dev')}       preview it with live reload`,
    `  ${runScript(plan.manager, 'docs:build')}     build it for any static host`,
    `  ${runScript(plan.manager, 'docs:preview')}   look at the build before you deploy it`,
  ].join('\n');
}
