// Issue 33: examples/docker/Dockerfile, run as far as this machine can without a Docker engine.
// The Dockerfile is parsed, and its steps run in temp folders standing for the image's: the build
// stage's RUN commands (npm ci from a lockfile that names the packed tarball instead of the
// registry's docwright, then the site's build), the runtime stage's COPY --from=build, its ENV,
// then its CMD, whose address the test checks with the HEALTHCHECK's own command and a request for
// the home page. Not run: the runtime stage's apt-get (the OS's packages; bubblewrap), USER (the
// test checks it is not root) and the Node release of the base image: the test checks that the
// package's `engines` admits it, and runs everything with this machine's Node.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { isAbsolute, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';
import {
  installedOncePerRun,
  lockInto,
  type Packed,
  packTarball,
  type Ran,
  runIn,
  startServer,
} from './packed-cli.ts';

const recipeDir = join(repoRoot, 'examples/docker');

interface Instruction {
  readonly keyword: string;
  readonly args: string;
}

interface Stage {
  readonly from: string;
  readonly name: string | undefined;
  readonly instructions: Instruction[];
}

/** The Dockerfile's instructions by stage, line continuations joined and comments left out. */
function parseDockerfile(text: string): { globalArgs: Map<string, string>; stages: Stage[] } {
  const logical = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: args.trim() };
    if (instruction.keyword === 'FROM') {
      const [from = '', , name] = instruction.args.split(/\s+/);
      stages.push({ from: substitute(from, globalArgs), name, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword === 'ARG') setArg(globalArgs, instruction.args);
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return { globalArgs, stages };
}

function setArg(args: Map<string, string>, text: string): void {
  const [name = '', value = ''] = text.split('=', 2);
  args.set(name, value);
}

function substitute(text: string, values: Map<string, string>): string {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => values.get(a ?? b) ?? '');
}

/** `ENV A=1 B=2` as pairs (values without spaces or quotes, as this Dockerfile writes them). */
function envPairs(text: string): [string, string][] {
  return text.split(/\s+/).map((pair) => pair.split('=', 2) as [string, string]);
}

/** A path inside the image as a path in the folders standing for it. */
function hostPath(path: string, workdir: string, mounts: Record<string, string>): string {
  if (!isAbsolute(path)) return join(workdir, path);
  for (const [inImage, onHost] of Object.entries(mounts))
    if (path === inImage || path.startsWith(`${inImage}/`)) return join(onHost, relative(inImage, path));
  throw new Error(`the Dockerfile uses ${path}, which this test does not map to a folder`);
}

/** The build context's entries that .dockerignore leaves in (its patterns are top-level names here). */
async function contextEntries(context: string): Promise<string[]> {
  const ignored = readFileSync(join(recipeDir, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  for (const pattern of ignored)
    expect(pattern, '.dockerignore patterns are plain names this test can apply').toMatch(/^[\w.*-]+$/);
  const matches = (name: string) =>
    ignored.some((pattern) => new RegExp(`^${pattern.replace('.', '\\.').replace('*', '.*')}$`).test(name));
  return (await readdir(context)).filter((name) => !matches(name));
}

/** Whether an `engines.node` range such as `^20.19.0 || ^22.0.0 || >=24` admits major version `major`. */
function enginesAdmit(range: string, major: number): boolean {
  return range.split('||').some((part) => {
    const alternative = part.trim();
    const caret = /^\^(\d+)\./.exec(alternative);
    if (caret) return Number(caret[1]) === major;
    const atLeast = /^>=\s*(\d+)/.exec(alternative);
    if (atLeast) return major >= Number(atLeast[1]);
    throw new Error(`engines.node alternative "${alternative}" is not one this test reads`);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs an exec-form command line (`["node", "-e", "..."]`) in `cwd`. */
function runExecForm(command: string[], cwd: string, env: Record<string, string>): Promise<number | null> {
  const [program = '', ...args] = command;
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

const dockerfile = parseDockerfile(readFileSync(join(recipeDir, 'Dockerfile'), 'utf8'));
const [buildStage, runtimeStage] = dockerfile.stages as [Stage, Stage];
const instructionsOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword);

let packed: Packed;
let root: string;

beforeAll(async () => {
  packed = await packTarball();
  root = await tempDir('docker-recipe');
}, 600_000);

describe('examples/docker/Dockerfile', () => {
  it('has a build stage and a runtime stage on a Node release the package supports, running as a user that is not root', () => {
    expect(dockerfile.stages).toHaveLength(2);
    expect(buildStage.name).toBe('build');
    for (const stage of dockerfile.stages) {
      const major = /^node:(\d+)-[\w-]*slim$/.exec(stage.from)?.[1];
      expect(major, `${stage.from} is a Node slim image`).toBeDefined();
      const manifest = JSON.parse(
        readFileSync(join(repoRoot, 'packages/docwright/package.template.json'), 'utf8'),
      ) as { engines: { node: string } };
      expect(enginesAdmit(manifest.engines.node, Number(major)), `engines.node admits Node ${major}`).toBe(
        true,
      );
    }
    const users = instructionsOf(runtimeStage, 'USER').map((instruction) => instruction.args);
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    expect(instructionsOf(runtimeStage, 'HEALTHCHECK')[0]?.args).toMatch(/_docwright\/health/);
  });

  it('installs docwright with npm ci, builds the site, and serves it: the health check passes and the home page is served', async () => {
    // The user's repository: package.json and package-lock.json naming docwright (here the packed
    // tarball, at the same relative path from the context and the image's /app), and a site.
    const context = join(root, 'context');
    const app = join(root, 'app');
    const runtime = join(root, 'runtime');
    const data = join(root, 'data');
    await Promise.all([context, app, runtime, data].map((dir) => mkdir(dir, { recursive: true })));
    // The image's npm ci installs the package: the context needs only its lockfile, and the starter
    // comes from the same tarball as installed once for the run.
    await lockInto(context, packed.tarball);
    const init = await runIn(context, join(await installedOncePerRun(), 'node_modules/.bin/docs'), [
      'init',
      join(root, 'starter'),
    ]);
    expect(init.code, init.stderr).toBe(0);
    await cp(join(root, 'starter'), context, { recursive: true });

    // The build stage, in `app`.
    const buildArgs = new Map<string, string>(dockerfile.globalArgs);
    let ran: Ran | undefined;
    for (const { keyword, args } of buildStage.instructions) {
      if (keyword === 'WORKDIR') expect(args).toBe('/app');
      else if (keyword === 'ARG') setArg(buildArgs, args);
      else if (keyword === 'COPY') {
        const parts = args.split(/\s+/);
        const destination = hostPath(parts.at(-1) as string, app, {});
        const sources = parts.slice(0, -1);
        const names = sources.includes('.') ? await contextEntries(context) : sources;
        for (const name of names)
          await cp(join(context, name), join(destination, name), { recursive: true, force: true });
      } else if (keyword === 'RUN') {
        ran = await runIn(app, 'sh', ['-c', args], Object.fromEntries(buildArgs));
        expect(ran.code, `RUN ${args}\n${ran.stdout}\n${ran.stderr}`).toBe(0);
      } else throw new Error(`the build stage's ${keyword} is not one this test runs`);
    }
    expect(existsSync(join(app, 'dist/index.html'))).toBe(true);

    // The runtime stage, in `runtime`, its /data in `data`.
    const env: Record<string, string> = {};
    let command: string[] = [];
    let healthcheck: string[] = [];
    for (const { keyword, args } of runtimeStage.instructions) {
      if (keyword === 'RUN') expect(args).toMatch(/^apt-get update .*apt-get install .*bubblewrap/);
      else if (keyword === 'ENV') for (const [name, value] of envPairs(args)) env[name] = value;
      else if (keyword === 'WORKDIR') expect(args).toBe('/app');
      else if (keyword === 'COPY') {
        const [, from, source = '', destination = ''] = /^--from=(\S+)\s+(\S+)\s+(\S+)$/.exec(args) ?? [];
        expect(from, `COPY ${args} copies from the build stage`).toBe('build');
        await cp(hostPath(source, app, { '/app': app }), hostPath(destination, runtime, {}), {
          recursive: true,
        });
      } else if (keyword === 'CMD') command = JSON.parse(args);
      else if (keyword === 'HEALTHCHECK') healthcheck = JSON.parse(args.replace(/^.*?\bCMD\s+/, ''));
      else expect(['USER', 'VOLUME', 'EXPOSE']).toContain(keyword);
    }
    expect(env.DOCWRIGHT_DATA_DIR).toBe('/data');
    env.DOCWRIGHT_DATA_DIR = data;
    // `docker run -e PORT=...`: a free port on this machine.
    env.PORT = String(await freePort());
    expect(existsSync(join(runtime, 'node_modules/docwright/package.json'))).toBe(true);

    const [program = '', ...args] = command;
    const server = await startServer(runtime, program, args, /Docwright server: (http:\/\/\S+?)\/? /, env);
    try {
      expect(server.url).toBe(`http://0.0.0.0:${env.PORT}`);
      expect(await runExecForm(healthcheck, runtime, env)).toBe(0);
      const home = await fetch(`http://127.0.0.1:${env.PORT}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html');
    } finally {
      await server.stop();
    }
    // The health check fails once nothing answers.
    expect(await runExecForm(healthcheck, runtime, env)).toBe(1);
    await rm(root, { recursive: true, force: true });
  }, 600_000);
});
