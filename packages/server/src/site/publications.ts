// Where a project's published builds live: `<data>/sites/<project>/<build>/`, with `current`
// naming the one being served, so that a restart serves the last publication rather than the
// folder the server was started with. Builds no longer served are removed.
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const pointerFile = 'current';
/** Requests still reading a retired build get this long to finish. */
const retireAfterMs = 60_000;

export class Publications {
  readonly #folder: string;

  constructor(dataDir: string, projectId: string) {
    this.#folder = join(dataDir, 'sites', projectId);
  }

  /** The folder of the last publication, when it is still there. */
  async current(): Promise<string | undefined> {
    const name = (await readFile(join(this.#folder, pointerFile), 'utf8').catch(() => '')).trim();
    if (!/^[0-9a-z]+$/.test(name)) return undefined;
    const folder = join(this.#folder, name);
    const entries = await readdir(folder).catch(() => undefined);
    return entries === undefined ? undefined : folder;
  }

  /** The name of the publication being served (a shared publication's id), when there is one. */
  async currentName(): Promise<string | undefined> {
    const folder = await this.current();
    return folder === undefined ? undefined : folder.slice(this.#folder.length + 1);
  }

  /**
   * Moves a built site in as the newest publication, named `name` when given (lower-case letters
   * and digits), and returns its folder; `commit()` makes it current.
   */
  async add(builtDir: string, name?: string): Promise<string> {
    if (name !== undefined && !/^[0-9a-z]+$/.test(name))
      throw new Error(`a publication's name is lower-case letters and digits, not ${JSON.stringify(name)}`);
    await mkdir(this.#folder, { recursive: true, mode: 0o700 });
    const folder = join(
      this.#folder,
      name ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    );
    if (name !== undefined) {
      if (folder === (await this.current())) throw new Error(`publication ${name} is already being served`);
      await rm(folder, { recursive: true, force: true });
    }
    await rename(builtDir, folder).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      await cp(builtDir, folder, { recursive: true });
    });
    return folder;
  }

  /** Records `folder` as the one to serve, atomically, and retires the others after a grace period. */
  async commit(folder: string): Promise<void> {
    const name = folder.slice(this.#folder.length + 1);
    const partial = join(this.#folder, `${pointerFile}.${process.pid}.partial`);
    await writeFile(partial, `${name}\n`, { mode: 0o600 });
    await rename(partial, join(this.#folder, pointerFile));
    setTimeout(() => void this.removeRetired(), retireAfterMs).unref();
  }

  /** Removes every build but the current one (at start-up, and a while after each publication). */
  async removeRetired(): Promise<void> {
    const current = await this.current();
    const entries = await readdir(this.#folder, { withFileTypes: true }).catch(() => []);
    await Promise.all(
      entries
        .filter((entry) => entry.isDirectory() && join(this.#folder, entry.name) !== current)
        .map((entry) => rm(join(this.#folder, entry.name), { recursive: true, force: true })),
    );
  }
}
