// A job's log: the runner's steps and the agent's output, line by line, capped per job.
import type { Database } from './db.ts';

type LogStream = 'runner' | 'stdout' | 'stderr';

interface LogEntry {
  readonly at: string;
  readonly stream: LogStream;
  readonly message: string;
}

/** A job keeps at most this many entries; the last one says the rest was dropped. */
const maxLogEntries = 5000;
const maxMessageLength = 4000;

export class JobLogs {
  private readonly counts = new Map<string, number>();

  constructor(private readonly db: Database) {}

  async append(jobId: string, stream: LogStream, message: string): Promise<void> {
    const count = this.counts.get(jobId) ?? 0;
    if (count > maxLogEntries) return;
    this.counts.set(jobId, count + 1);
    const text =
      count === maxLogEntries
        ? `log truncated after ${maxLogEntries} entries`
        : message.length > maxMessageLength
          ? `${message.slice(0, maxMessageLength)}...`
          : message;
    await this.db.query('INSERT INTO job_logs (job_id, stream, message) VALUES ($1, $2, $3)', [
      jobId,
      count === maxLogEntries ? 'runner' : stream,
      text,
    ]);
  }

  /** Forgets the per-job counter once the job is over. */
  done(jobId: string): void {
    this.counts.delete(jobId);
  }

  /** The job's entries in order, from the `after`-th on (all by default); null for another project's job. */
  async read(projectId: string, jobId: string, after = 0): Promise<LogEntry[] | null> {
    const owner = await this.db.query('SELECT 1 FROM agent_jobs WHERE id = $1 AND project_id = $2', [
      jobId,
      projectId,
    ]);
    if (owner.length === 0) return null;
    const rows = await this.db.query<{ at: Date; stream: LogStream; message: string }>(
      'SELECT at, stream, message FROM job_logs WHERE job_id = $1 ORDER BY seq OFFSET $2',
      [jobId, after],
    );
    return rows.map((row) => ({
      at: new Date(row.at).toISOString(),
      stream: row.stream,
      message: row.message,
    }));
  }
}
