import { type ChildProcess, spawn } from 'node:child_process';
import { docsBin, repoRoot } from './cli.ts';

/** Starts `docs dev` on a free port and resolves once it serves; `output()` returns what it printed. */
export async function startDevServer(
  siteDir: string,
): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [docsBin, 'dev', siteDir, '--port', '0'], {
    cwd: repoRoot,
    env: { ...process.env, CI: '1' },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docs dev did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Docwright dev server: (http:\/\/\S+?)\/? /.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`docs dev exited with ${code}:\n${output}`)));
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
