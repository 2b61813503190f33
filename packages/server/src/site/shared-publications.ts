// Publications shared by every instance on one PostgreSQL (docs/server.md, Scale-out): an update
// stores its site in the database, and each instance serving that project unpacks it into its
// own data folder and switches to it when told (LISTEN/NOTIFY), or at the next periodic check
// should its listening connection have dropped. A publication an instance cannot unpack or load
// leaves it on the one it serves, and is logged.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { publicationChannel, type SitePublications } from '../store/site-publications.ts';
import type { PublishSite } from '../updates/run-update.ts';
import { Publications } from './publications.ts';
import { loadPublishedSite, SiteFolderError } from './published-site.ts';
import type { SiteHost } from './site-host.ts';
import { PublicationUnpackError, unpackPublication } from './unpack-publication.ts';

export interface SharedPublicationsOptions {
  readonly databaseUrl: string;
  readonly publications: SitePublications;
  readonly site: SiteHost;
  /** The project whose site this instance serves; without one, it only stores publications. */
  readonly projectId: string | undefined;
  readonly dataDir: string;
  /** Where publications are unpacked before they move into the data folder. */
  readonly workDir: string;
  /** How often to look for a publication without being told (default 30 s). */
  readonly checkMs?: number;
  /** How many of a project's publications the database keeps (default 5). */
  readonly keep?: number;
  readonly log?: (line: string) => void;
}

export class SharedPublications {
  readonly #options: SharedPublicationsOptions;
  readonly #local: Publications | undefined;
  readonly #log: (line: string) => void;
  /** Publications this instance could not serve: tried once, logged once. */
  readonly #refused = new Set<string>();
  #queue: Promise<unknown> = Promise.resolve();
  #listener: pg.Client | undefined;
  #listenerFailed = false;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  private constructor(options: SharedPublicationsOptions) {
    this.#options = options;
    this.#local =
      options.projectId === undefined ? undefined : new Publications(options.dataDir, options.projectId);
    this.#log = options.log ?? ((line) => console.error(`docs serve: ${line}`));
  }

  /** Serves the project's latest publication, then follows new ones until `stop()`. */
  static async start(options: SharedPublicationsOptions): Promise<SharedPublications> {
    const shared = new SharedPublications(options);
    if (options.projectId === undefined) return shared;
    await mkdir(options.workDir, { recursive: true });
    await shared.#listen();
    await shared.sync().catch((error) => shared.#log(`could not look for publications: ${message(error)}`));
    shared.#timer = setInterval(() => void shared.#check(), options.checkMs ?? 30_000);
    shared.#timer.unref();
    return shared;
  }

  /**
   * Publishes an update's build for every instance: a build that is not a servable site is
   * refused before anything is stored; this instance serves it at once when it is its project's.
   */
  readonly publishSite: PublishSite = async (projectId, builtDir) => {
    await loadPublishedSite(builtDir);
    const publication = await this.#options.publications.record(projectId, builtDir);
    const local = this.#local;
    // Once stored, the publication is live for every instance: should this one fail to switch
    // (a full disk), it says so and its next check unpacks it from the database again.
    if (projectId === this.#options.projectId && local !== undefined)
      await this.#serial(async () => {
        // This instance's own notification may have switched to it already.
        if ((await local.currentName()) === publication.id) return;
        const folder = await local.add(builtDir, publication.id);
        await this.#options.site.publish(folder);
        await local.commit(folder);
      }).catch((error) =>
        this.#log(`publication ${publication.id} is stored but not yet served here: ${message(error)}`),
      );
    await this.#options.publications
      .prune(projectId, this.#options.keep ?? 5)
      .catch((error) => this.#log(`could not remove old publications of ${projectId}: ${message(error)}`));
  };

  /** Switches to the project's latest publication when it is not the one served. */
  sync(): Promise<void> {
    return this.#serial(async () => {
      const { publications, projectId, site, workDir } = this.#options;
      const local = this.#local;
      if (projectId === undefined || local === undefined) return;
      const latest = await publications.latest(projectId);
      if (latest === null || this.#refused.has(latest.id)) return;
      if (latest.id === (await local.currentName())) return;
      const staging = await mkdtemp(join(workDir, 'publication-'));
      try {
        await unpackPublication(publications, projectId, latest.id, join(staging, 'site'));
        const folder = await local.add(join(staging, 'site'), latest.id);
        try {
          await site.publish(folder);
        } catch (error) {
          await rm(folder, { recursive: true, force: true });
          throw error;
        }
        await local.commit(folder);
      } catch (error) {
        // A publication that cannot be served is not tried again; a database that did not answer is.
        if (error instanceof PublicationUnpackError || error instanceof SiteFolderError)
          this.#refused.add(latest.id);
        this.#log(
          `publication ${latest.id} of project ${projectId} was not served (${message(error)}); the site stays as it was`,
        );
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#listener?.end().catch(() => undefined);
    this.#listener = undefined;
    await this.#queue;
  }

  /** The periodic check: listen again if the connection dropped, and look for a publication. */
  async #check(): Promise<void> {
    if (this.#stopped) return;
    if (this.#listener === undefined) await this.#listen();
    await this.sync().catch((error) => this.#log(`could not look for publications: ${message(error)}`));
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#options.databaseUrl });
    const drop = () => {
      if (this.#listener === client) this.#listener = undefined;
      void client.end().catch(() => undefined);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (note) => {
      if (note.channel === publicationChannel && note.payload === this.#options.projectId)
        void this.sync().catch((error) => this.#log(`could not look for publications: ${message(error)}`));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${publicationChannel}`);
      this.#listener = client;
      if (this.#listenerFailed) this.#log('listening for publications again');
      this.#listenerFailed = false;
    } catch (error) {
      drop();
      if (!this.#listenerFailed)
        this.#log(`cannot listen for publications (${message(error)}); checking every interval instead`);
      this.#listenerFailed = true;
    }
  }

  #serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(fn, fn);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
