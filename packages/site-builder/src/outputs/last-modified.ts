import { execFileSync } from 'node:child_process';

/**
 * The site folder may be a bare repository its repository committed (HEAD, config, objects): git
 * would read its `config`, whose `gpg.program`, `core.fsmonitor` or pager it runs. Git must find
 * only the work tree's own repository, and start no program but itself.
 */
const untrustedFolderOptions = [
  '--no-pager',
  '-c',
  'safe.bareRepository=explicit',
  '-c',
  'core.fsmonitor=false',
];
const logOptions = ['--no-show-signature', '--format=%x00%cI', '--name-only', '--relative'];

/**
 * When each file of the site folder was last committed, from one `git log` over the folder (paths
 * relative to it). Empty when the folder is not in a git repository or git is missing: pages then
 * show a date only where front matter `lastUpdatedDate` gives one.
 */
export function gitLastModified(siteDir: string): ReadonlyMap<string, Date> {
  const dates = new Map<string, Date>();
  let log: string;
  try {
    log = execFileSync('git', [...untrustedFolderOptions, 'log', ...logOptions, '--', '.'], {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 120_000,
    });
  } catch {
    return dates;
  }
  // Newest commit first: a file's first appearance is its last change.
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...files] = commit.split('\n');
    const when = new Date(date?.trim() ?? '');
    if (Number.isNaN(when.getTime())) continue;
    for (const file of files) if (file.trim() !== '' && !dates.has(file.trim())) dates.set(file.trim(), when);
  }
  return dates;
}

/** "Last modified on July 7, 2026", or undefined for a value that is not a date. */
export function lastModifiedLabel(date: Date | string | undefined): string | undefined {
  const when = typeof date === 'string' ? new Date(date) : date;
  if (!when || Number.isNaN(when.getTime())) return undefined;
  const day = when.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Last modified on ${day}`;
}
