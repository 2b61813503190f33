// Cold start of the `docs` command: `docs --version` and `docs build` of a three-page site, each
// a new process, with the workspace CLI (packages/cli/bin/docs.js, from its cached bundle of the
// sources) and with the published package (packed by scripts/pack.mjs, installed with npm into a
// project outside the repository). Alternated runs, median and spread of each.
//
//   node bench/cold-start.mjs [--runs 9] [--project [name=]/tmp/dir-with-docwright-installed]...
//
// Each build starts without the site's build cache (node_modules/.cache/docwright in the site),
// as a CI build does; `node -e 0` is Node's own start-up, the floor of every figure. Needs
// /usr/bin/time (Debian's `time` package) for the CPU figures.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repo = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { runs: { type: 'string' }, project: { type: 'string', multiple: true } },
});
const runs = Number(values.runs ?? 9);

const work = await mkdtemp(join(tmpdir(), 'docwright-cold-start-'));
const site = join(work, 'site');
await writeSite(site);
// `--project [name=]dir` (repeatable): projects where docwright is already installed, say two
// versions of the package; without one, the package is packed and installed now.
const projects = values.project?.map((value) => {
  const [name, dir] = value.includes('=') ? value.split('=', 2) : ['package', value];
  return [name, dir];
}) ?? [['package', await installPackage(join(work, 'project'))]];

const clis = {
  workspace: [process.execPath, join(repo, 'packages/cli/bin/docs.js')],
  ...Object.fromEntries(
    projects.map(([name, dir]) => [
      name,
      [process.execPath, join(dir, 'node_modules/docwright/bin/docs.js')],
    ]),
  ),
};
const cases = {
  'node -e 0': () => [process.execPath, '-e', '0'],
  ...Object.fromEntries(
    Object.entries(clis).flatMap(([name, cli]) => [
      [`${name}: docs --version`, () => [...cli, '--version']],
      [`${name}: docs build (3 pages)`, () => [...cli, 'build', site, '--out', join(work, `out-${name}`)]],
    ]),
  ),
};

// One untimed run each: the workspace CLI makes its bundle of the sources on its first run.
for (const [name, command] of Object.entries(cases)) await time(name, command());

const times = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (let run = 0; run < runs; run++)
  for (const [name, command] of Object.entries(cases)) {
    await rm(join(site, 'node_modules'), { recursive: true, force: true });
    times[name].push(await time(name, command()));
  }

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const ms = (value) => String(Math.round(value)).padStart(6);
console.log(`Cold start, ${runs} runs each, alternated; ms, median (min) of wall-clock and of CPU time\n`);
console.log(`${''.padEnd(44)}   wall (min)       cpu (min)`);
for (const [name, list] of Object.entries(times)) {
  const wall = list.map((run) => run.wall);
  const cpu = list.map((run) => run.cpu);
  console.log(
    `${name.padEnd(44)} ${ms(median(wall))} (${ms(Math.min(...wall))})  ${ms(median(cpu))} (${ms(Math.min(...cpu))})`,
  );
}
await rm(work, { recursive: true, force: true });

/**
 * Wall-clock and CPU time (user + system, the process and the children it waited for: Pagefind,
 * esbuild) of one run, in ms. CPU time moves far less than wall-clock time on a busy machine.
 */
function time(name, [command, ...args]) {
  const started = performance.now();
  return new Promise((resolve, reject) =>
    execFile(
      '/usr/bin/time',
      ['-f', 'cpu %U %S', command, ...args],
      { env: { ...process.env, CI: '1' } },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`${name} failed:\n${stderr}`));
        const [, user = '0', system = '0'] = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(stderr) ?? [];
        resolve({ wall: performance.now() - started, cpu: (Number(user) + Number(system)) * 1000 });
      },
    ),
  );
}

async function writeSite(dir) {
  await mkdir(dir, { recursive: true });
  const docs = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Cold start',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'Guide', pages: ['index', 'install', 'usage'] }] },
  };
  await writeFile(join(dir, 'docs.json'), JSON.stringify(docs, null, 2));
  for (const [page, title] of [
    ['index', 'Welcome'],
    ['install', 'Install'],
    ['usage', 'Usage'],
  ])
    await writeFile(
      join(dir, `${page}.mdx`),
      `---\ntitle: ${title}\ndescription: The ${title.toLowerCase()} page.\n---\n\n## ${title}\n\nSome text with a [link](/index).\n\n\`\`\`bash\nnpm install -D docwright\nnpx docs build\n\`\`\`\n\n<Note>A callout.</Note>\n`,
    );
}

async function installPackage(dir) {
  const tarball = execFileSync(process.execPath, [join(repo, 'scripts/pack.mjs')], {
    encoding: 'utf8',
  }).split('\n')[0];
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), '{"name":"cold-start","private":true}\n');
  execFileSync('npm', ['install', '--save-dev', '--no-audit', '--no-fund', tarball], {
    cwd: dir,
    stdio: 'ignore',
  });
  if (!existsSync(join(dir, 'node_modules/docwright/bin/docs.js')))
    throw new Error('the package did not install');
  return dir;
}
