import { UsageError } from './usage.ts';

/** The options every command that listens takes (`dev`, `preview`, `serve`). */
export const listenOptions = {
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Where a command listens, and whether the user chose the port (a busy chosen port is an error). */
interface ListenAddress {
  readonly port: number;
  readonly host: string;
  readonly chosen: boolean;
}

/**
 * The address a command was asked to listen on: `--port`, else `PORT` for the commands that read
 * it (as static hosts and platforms set it), else the command's default; `--host`, else loopback.
 */
export function listenAddress(
  values: { readonly port?: string | undefined; readonly host?: string | undefined },
  defaultPort: number,
  env: { readonly PORT?: string | undefined } = {},
): ListenAddress {
  // An empty PORT (`PORT= docs serve`) is no choice, as in a shell script's default.
  const [given, name] = values.port !== undefined ? [values.port, '--port'] : [env.PORT || undefined, 'PORT'];
  const port = given === undefined ? defaultPort : Number(given);
  if (given !== undefined && (!/^\d+$/.test(given) || port > 65535))
    throw new UsageError(`${name} must be a port number from 0 to 65535, got "${given}"`);
  return { port, host: values.host ?? '127.0.0.1', chosen: given !== undefined };
}

/** How many ports past a busy default are tried before giving up. */
const fallbackPorts = 20;

/**
 * Listens on `port`; when that is the default (not one the user chose with --port or PORT) and
 * it is busy, on the next free one, saying so in one line, as Vite and Astro do.
 */
export async function listenFromPort<T>(
  command: string,
  port: number,
  chosen: boolean,
  listenAt: (port: number) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const listening = await listenAt(port + attempt);
      if (attempt > 0) console.log(`docs ${command}: port ${port} is in use; using ${port + attempt}.`);
      return listening;
    } catch (error) {
      const busy = (error as { code?: unknown }).code === 'EADDRINUSE';
      if (chosen || !busy || port === 0 || attempt >= fallbackPorts) throw error;
    }
  }
}
