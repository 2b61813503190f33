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
