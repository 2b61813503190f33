import { type ChildProcess, spawn } from 'node:child_process';
import { docsBin, repoRoot } from './cli.ts';
import { seedEmbeddedStore } from './embedded-store.ts';
import { tempDir } from './site.ts';

export interface RunningDocsServer {
  readonly url: string;
  output(): string;
  /** The process's exit code, or null while it runs. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

/**
 * Runs a long-lived command (`docs dev`, `docs serve`, a packed CLI's bin) and resolves with the
 * address `banner` captures once it prints it.
 */
export async function startLongRunning(
  command: string,
  args: readonly string[],
  banner: RegExp,
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<RunningDocsServer> {
  const child: ChildProcess = spawn(command, [...args], {
    cwd: options.cwd ?? repoRoot,
    env: { ...process.env, CI: '1', ...options.env },
  });
  let output = '';
  const name = args.join(' ');
  const url = await new Promise<string>((resolve, reject) => {
    // A guard against a hang, not a speed limit: a first `docs serve` creates its embedded database
    // (initdb), which took more than 60 s on this 2-core host at load 40 to 50.
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 300_000);
    const onData = (chunk: string) => {
      output += chunk;
      const match = banner.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    exitCode: () => child.exitCode ?? (child.signalCode === null ? null : -1),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs a long-lived `docs` command (dev, serve) of this repository. */
const startDocsServer = (args: readonly string[], banner: RegExp, env: Record<string, string> = {}) =>
  startLongRunning(process.execPath, [docsBin, ...args], banner, { env });

/** Starts `docs dev` on a free port and resolves once it serves; `output()` returns what it printed. */
export function startDevServer(siteDir: string): Promise<RunningDocsServer> {
  return startDocsServer(['dev', siteDir, '--port', '0'], /Docwright dev server: (http:\/\/\S+?)\/? /);
}

/** Starts `docs serve` for a built folder (on a free port unless given), with its own data folder and settings from `env`. */
export async function startServe(
  outDir: string,
  env: Record<string, string> = {},
  port = 0,
): Promise<RunningDocsServer> {
  const dataDir = seedEmbeddedStore(await tempDir('serve-data'));
  return startDocsServer(['serve', outDir, '--port', String(port)], /Docwright server: (http:\/\/\S+?)\/? /, {
    DOCWRIGHT_DATA_DIR: dataDir,
    ...env,
  });
}
