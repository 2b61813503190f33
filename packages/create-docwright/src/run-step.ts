import { spawn } from 'node:child_process';

/** A step of making the project that failed: what was run, and what it printed. */
export class StepFailed extends Error {}

/**
 * Runs `command` in `cwd`. Its output goes to the terminal when `show` is true, else it is kept
 * and returned, and printed with the error when the command fails.
 */
export function runStep(
  command: string,
  args: readonly string[],
  cwd: string,
  { show, what }: { show: boolean; what: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: show ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // npm, pnpm and yarn are .cmd scripts on Windows, which only a shell starts.
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('error', (error) =>
      reject(new StepFailed(`${what} failed: cannot run ${command} (${error.message})`)),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve(output);
      else {
        const printed = output.trim() === '' ? '' : `\n${output.trimEnd()}`;
        const ran = `${command} ${args.join(' ')}`;
        reject(new StepFailed(`${what} failed (${ran} exited with ${signal ?? code})${printed}`));
      }
    });
  });
}
