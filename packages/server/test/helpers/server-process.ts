// Starts the admin server fixture as a separate Node process (so a test can kill it for real).
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../fixtures/admin-server.ts', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** SIGKILL: no cleanup, as when a machine dies. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (c) => {
    errors += c;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c) => {
      out += c;
      const match = /listening (\S+)/.exec(out);
      if (match?.[1])
        resolve({ url: match[1], child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${errors}`)));
  });
}
