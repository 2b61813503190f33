import { type ChildProcess, spawn } from 'node:child_process';
import { docsBin, repoRoot } from './cli.ts';
import { tempDir } from './site.ts';

export interface RunningDocsServer {
  readonly url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Runs a long-lived `docs` command (dev, serve) and resolves with the address it prints once it serves. */
async function startDocsServer(
  args: readonly string[],
  banner: RegExp,
  env: Record<string, string> = {},
): Promise<RunningDocsServer> {
  const child: ChildProcess = spawn(process.execPath, [docsBin, ...args], {
    cwd: repoRoot,
    env: { ...process.env, CI: '1', ...env },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docs ${args[0]} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = banner.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`docs ${args[0]} exited with ${code}:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

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
  const dataDir = await tempDir('serve-data');
  return startDocsServer(['serve', outDir, '--port', String(port)], /Docwright server: (http:\/\/\S+?)\/? /, {
    DOCWRIGHT_DATA_DIR: dataDir,
    ...env,
  });
}
