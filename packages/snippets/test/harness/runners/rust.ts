import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CommandResult, commandProblems, type Runner, requireCommand, runCommand } from '../runner.ts';

/** Debian's packaged crates (librust-*-dev): the only crate source this machine reaches. */
const registry = '/usr/share/cargo/registry';
const hint =
  "apt-get install librust-reqwest-dev (reqwest 0.11 with tokio and serde_json), and rustup's or Debian's cargo";

/** Outside the per-run work folder, so the dependencies compile once and later runs are incremental. */
const targetDir = join(tmpdir(), 'docwright-snippets-rust-target');

const manifest = `[package]
name = "snippets"
version = "0.0.0"
edition = "2021"
publish = false

# The snippets' \`cargo add\` comments ask for these (tokio with "full": a superset of what they use).
[dependencies]
reqwest = { version = "0.11", features = ["json", "multipart"] }
serde_json = "1"
tokio = { version = "1", features = ["macros", "rt-multi-thread"] }

# No debug info: linking thirteen binaries is most of the build.
[profile.dev]
debug = false
`;

const cargoConfig = `[source.crates-io]
replace-with = "debian"

[source.debian]
directory = "${registry}"

[net]
offline = true
`;

let build: CommandResult | undefined;
let projectDir = '';
/**
 * Part of every binary's name, unique to this run: two test runs on one machine share the target
 * folder, and with the bare fixture names one run executed the other's binaries, built for that
 * run's echo servers (connection refused).
 */
const runId = `${process.pid.toString(36)}${randomBytes(3).toString('hex')}`;

export const rustRunner: Runner = {
  mode: 'execute',
  toolchain: 'cargo with reqwest, tokio and serde_json from Debian (librust-reqwest-dev)',
  check: async () => {
    await requireCommand('cargo', hint)();
    try {
      await access(join(registry, 'reqwest-0.11.13', 'Cargo.toml'));
    } catch {
      throw new Error(`reqwest is not in ${registry} (${hint})`);
    }
  },
  // One cargo project with every snippet as a binary: the crates compile once for all of them.
  prepare: async (cases, workDir) => {
    projectDir = join(workDir, 'cargo');
    await mkdir(join(projectDir, 'src', 'bin'), { recursive: true });
    await mkdir(join(projectDir, '.cargo'), { recursive: true });
    await writeFile(join(projectDir, 'Cargo.toml'), manifest);
    await writeFile(join(projectDir, '.cargo', 'config.toml'), cargoConfig);
    for (const snippet of cases)
      await writeFile(join(projectDir, 'src', 'bin', `${binName(snippet.fixture)}.rs`), snippet.code);
    build = await runCommand(
      'cargo',
      ['build', '--offline', '--bins', '--keep-going', '--message-format=short'],
      {
        cwd: projectDir,
        env: { CARGO_TARGET_DIR: targetDir, CARGO_TERM_COLOR: 'never' },
        timeoutMs: 600_000,
      },
    );
  },
  run: async (snippet) => {
    const executable = binary(snippet.fixture);
    try {
      await access(executable);
    } catch {
      const file = `src/bin/${binName(snippet.fixture)}.rs`;
      const errors = (build?.stderr ?? '').split('\n').filter((line) => line.includes(file));
      if (errors.length > 0) return [`cargo build (${projectDir}/${file}):\n${errors.join('\n')}`];
      return build ? commandProblems('cargo build', build) : ['cargo build did not run'];
    }
    const result = await runCommand(executable, [], { cwd: snippet.dir });
    await removeBinary(snippet.fixture);
    return commandProblems(snippet.fixture, result);
  },
};

const binName = (fixture: string) => `${fixture}_${runId}`;

function binary(fixture: string): string {
  return join(targetDir, 'debug', binName(fixture));
}

/** This run's binary, and cargo's copy of it, so the shared target folder does not grow run after run. */
async function removeBinary(fixture: string): Promise<void> {
  const deps = join(targetDir, 'debug', 'deps');
  const crate = `${binName(fixture).replaceAll('-', '_')}-`;
  const copies = (await readdir(deps).catch(() => [])).filter((name) => name.startsWith(crate));
  const files = [binary(fixture), `${binary(fixture)}.d`, ...copies.map((name) => join(deps, name))];
  await Promise.all(files.map((file) => rm(file, { force: true })));
}
