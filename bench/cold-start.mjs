// Cold start of the `docs` command from the published package, beside what a user would pick
// instead: `docs --version`, `docs --help`, `docs build` of the starter's three guide pages and of
// the whole starter `docs init` writes (guides, an API reference page and two endpoint pages),
// `vitepress build` of the same three guide pages as Markdown, and `mint --version` (Mintlify's
// CLI). The package is packed by scripts/pack.mjs and installed with npm into a project outside
// the repository; VitePress and mint are installed from npm at the versions pinned below into
// their own projects (nothing is added to this repository). Every run is a new process, the runs
// of all rows alternate, and each row gets the median and the minimum.
//
//   node bench/cold-start.mjs [--runs 5] [--project [name=]/tmp/dir-with-docwright-installed]...
//     [--vitepress-project dir] [--mint-project dir] [--no-vitepress] [--no-mint] [--workspace]
//     [--json results.json] [--note "text"]
//
// Cold: each build starts without the build cache (node_modules/.cache/docwright in the site;
// VitePress's .vitepress/cache) and without its previous output. `node -e 0` is Node's own
// start-up, the floor of every figure. Needs /usr/bin/time (Debian's `time` package) for the CPU
// figures. `--project` (repeatable) times projects where docwright is already installed, say two
// versions of the package side by side; without one, this checkout is packed and installed.
// `--workspace` adds the workspace CLI (packages/cli/bin/docs.js, from its cached bundle).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { starterGuidePages, writeVitePressSite } from './lib/starter-as-vitepress.mjs';

const vitepressVersion = '1.6.4';
const mintVersion = '4.2.941';

const repo = fileURLToPath(new URL('..', import.meta.url));
const starter = join(repo, 'templates/starter');
const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    project: { type: 'string', multiple: true },
    'vitepress-project': { type: 'string' },
    'mint-project': { type: 'string' },
    vitepress: { type: 'boolean', default: true },
    mint: { type: 'boolean', default: true },
    workspace: { type: 'boolean', default: false },
    json: { type: 'string' },
    note: { type: 'string' },
  },
  allowNegative: true,
});
const runs = Number(values.runs ?? 5);

const work = await mkdtemp(join(tmpdir(), 'docwright-cold-start-'));
const guides = join(work, 'guides');
await writeGuidesSite(guides);

const projects = values.project?.map((value) =>
  value.includes('=') ? value.split('=', 2) : ['package', value],
) ?? [['package', await installDocwright(join(work, 'project'))]];
const clis = Object.fromEntries([
  ...(values.workspace ? [['workspace', [process.execPath, join(repo, 'packages/cli/bin/docs.js')]]] : []),
  ...projects.map(([name, dir]) => [
    name,
    [process.execPath, join(dir, 'node_modules/docwright/bin/docs.js')],
  ]),
]);

/** Folders this run made outside `work`. */
const leftovers = [];
/** name -> { command, before (cleans what a cold run must not find) } or { skipped: reason }. */
const cases = { 'node -e 0': { command: [process.execPath, '-e', '0'] } };
for (const [name, cli] of Object.entries(clis)) {
  // The whole starter, as this CLI's own `docs init` writes it.
  const site = join(work, `starter-${name}`);
  execFileSync(cli[0], [...cli.slice(1), 'init', site], { stdio: 'ignore' });
  const out = (what) => join(work, `out-${name}-${what}`);
  cases[`${name}: docs --version`] = { command: [...cli, '--version'] };
  cases[`${name}: docs --help`] = { command: [...cli, '--help'] };
  cases[`${name}: docs build, 3 guide pages`] = {
    command: [...cli, 'build', guides, '--out', out('guides')],
    before: () => clean(join(guides, 'node_modules'), out('guides')),
  };
  cases[`${name}: docs build, whole starter`] = {
    command: [...cli, 'build', site, '--out', out('starter')],
    before: () => clean(join(site, 'node_modules'), out('starter')),
  };
}
if (values.vitepress) {
  const name = `vitepress ${vitepressVersion}: build, 3 guide pages`;
  const installed = await installFromNpm(values['vitepress-project'], 'vitepress', vitepressVersion);
  if (installed.error) cases[name] = { skipped: installed.error };
  else {
    // Inside the project: the built pages import vue and VitePress's theme from its node_modules.
    const site = join(installed.dir, 'cold-start-site');
    leftovers.push(site);
    await writeVitePressSite(starter, site);
    const vitepress = join(installed.dir, 'node_modules/vitepress/bin/vitepress.js');
    cases[name] = {
      command: [process.execPath, vitepress, 'build', site],
      before: () => clean(join(site, '.vitepress/cache'), join(site, '.vitepress/dist')),
    };
  }
}
if (values.mint) {
  const name = `mint ${mintVersion}: mint --version`;
  const installed = await installFromNpm(values['mint-project'], 'mint', mintVersion);
  cases[name] = installed.error
    ? { skipped: installed.error }
    : { command: [process.execPath, join(installed.dir, 'node_modules/mint/index.js'), '--version'] };
}

const timed = Object.entries(cases).filter(([, test]) => !test.skipped);
// One untimed run each, which also says whether it runs here at all: the page cache holds the
// files afterwards, as it does for a user's second command.
for (const [, test] of timed) {
  await test.before?.();
  const result = await time(test.command);
  if (result.error) test.skipped = `it fails here: ${result.error}`;
}
const load = [loadavg()[0]];
const times = Object.fromEntries(timed.map(([name]) => [name, []]));
for (let run = 0; run < runs; run++)
  for (const [name, test] of timed) {
    if (test.skipped) continue;
    await test.before?.();
    const result = await time(test.command);
    if (result.error) throw new Error(`${name} failed on run ${run + 1}: ${result.error}`);
    times[name].push(result);
  }
load.push(loadavg()[0]);

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const rows = Object.entries(cases).map(([name, test]) => {
  if (test.skipped) return { name, skipped: test.skipped };
  const wall = times[name].map((run) => run.wall);
  const cpu = times[name].map((run) => run.cpu);
  return {
    name,
    wall: { median: median(wall), min: Math.min(...wall) },
    cpu: { median: median(cpu), min: Math.min(...cpu) },
    runs: times[name],
  };
});
const ms = (value) => String(Math.round(value));
const lines = [
  `Cold start, ${runs} runs each, alternated; Node ${process.version}, ${cpus().length} cores, load average ${load.map((value) => value.toFixed(1)).join(' → ')}`,
  ...(values.note ? ['', values.note] : []),
  '',
  '| command | wall ms, median | wall ms, min | CPU ms, median | CPU ms, min |',
  '| --- | --: | --: | --: | --: |',
  ...rows.map((row) =>
    row.skipped
      ? `| ${row.name} | not run: ${row.skipped.replaceAll('|', '/').replaceAll('\n', ' ')} | | | |`
      : `| ${row.name} | ${ms(row.wall.median)} | ${ms(row.wall.min)} | ${ms(row.cpu.median)} | ${ms(row.cpu.min)} |`,
  ),
];
console.log(lines.join('\n'));
if (values.json)
  await writeFile(
    values.json,
    `${JSON.stringify({ node: process.version, load, note: values.note, runs, rows }, null, 2)}\n`,
  );
await clean(work, ...leftovers);

async function clean(...paths) {
  for (const path of paths) await rm(path, { recursive: true, force: true });
}

/**
 * Wall-clock and CPU time (user + system, the process and the children it waited for: Pagefind,
 * esbuild) of one run, in ms, or the error that ended it. CPU time moves far less than wall-clock
 * time on a busy machine.
 */
function time([command, ...args]) {
  const started = performance.now();
  return new Promise((resolve) =>
    execFile(
      '/usr/bin/time',
      ['-f', 'cpu %U %S', command, ...args],
      { env: { ...process.env, CI: '1' }, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        const wall = performance.now() - started;
        if (error) {
          // /usr/bin/time's own lines come last; the cause is the first line naming an error.
          const lines = stderr.trim().split('\n');
          const cause = lines.find((line) => /error/i.test(line)) ?? lines.at(-3) ?? '';
          return resolve({ error: `exit ${error.code}: ${cause.trim()}` });
        }
        const [, user = '0', system = '0'] = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(stderr) ?? [];
        resolve({ wall, cpu: (Number(user) + Number(system)) * 1000 });
      },
    ),
  );
}

/** The starter's three guide pages as a site of their own: its docs.json without the API tab. */
async function writeGuidesSite(dir) {
  const docs = JSON.parse(await readFile(join(starter, 'docs.json'), 'utf8'));
  const group = docs.navigation.tabs[0].groups[0];
  if (group.pages.join() !== starterGuidePages.join()) throw new Error('the starter has other guide pages');
  docs.navigation = { groups: [group] };
  delete docs.$schema;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'docs.json'), `${JSON.stringify(docs, null, 2)}\n`);
  for (const file of ['favicon.svg', 'logo', ...group.pages.map((page) => `${page}.mdx`)])
    await cp(join(starter, file), join(dir, file), { recursive: true });
}

async function installDocwright(dir) {
  const tarball = execFileSync(process.execPath, [join(repo, 'scripts/pack.mjs')], {
    encoding: 'utf8',
  }).split('\n')[0];
  await npmInstall(dir, tarball);
  if (!existsSync(join(dir, 'node_modules/docwright/bin/docs.js')))
    throw new Error('the package did not install');
  return dir;
}

/** `{ dir }` of a project with `name@version` installed (`dir` given, or a new one), or `{ error }`. */
async function installFromNpm(dir, name, version) {
  if (dir) return { dir };
  const project = join(work, `project-${name}`);
  try {
    await npmInstall(project, `${name}@${version}`);
    return { dir: project };
  } catch (error) {
    return {
      error: `npm install ${name}@${version} failed: ${String(error.stderr ?? error.message)
        .trim()
        .split('\n')
        .slice(-2)
        .join(' / ')}`,
    };
  }
}

async function npmInstall(dir, what) {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), '{"name":"cold-start","private":true}\n');
  execFileSync('npm', ['install', '--save-dev', '--no-audit', '--no-fund', what], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}
