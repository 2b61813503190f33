// The `projects` entry of the server config file: where each project's docs site comes from.
import { basePathProblem } from '@docwright/site-builder/serving';
import { SettingsError } from './errors.ts';

export interface ProjectConfig {
  /** The project id used in `/v2/.../{projectId}/...` and by its API keys. */
  readonly id: string;
  /** Clone URL of the repository holding the site (`https://...`, or `file://...` with local repos allowed). */
  readonly repository: string;
  /** Branch or tag to build; null: the repository's default branch. */
  readonly ref: string | null;
  /** Folder of the site (its `docs.json`) inside the repository; `.` for the root. */
  readonly siteDir: string;
  /**
   * Where readers reach the site (`https://docs.example.com`): its updates are built with it as
   * `--base-url`, for llms.txt, the sitemap, canonical links and the MCP server's address.
   */
  readonly baseUrl?: string;
  /** The path of that host the site is served under behind a reverse proxy (`/docs`): `--base-path`. */
  readonly basePath?: string;
  /** Shared with the git host to sign push events (`POST /v2/project/{id}/webhook`); null: no webhook. */
  readonly webhookSecret?: string | null;
  /** Seconds between `git ls-remote` checks of the ref; null: no polling. */
  readonly pollSeconds?: number | null;
  /** Seconds between conditional re-fetches of the site's remote specs; null: not watched. */
  readonly specPollSeconds?: number | null;
}

/** Project ids and job ids: letters, digits, `_` and `-`, at most 64; anything else is unknown. */
export const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function parseProjects(value: unknown): ProjectConfig[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new SettingsError('projects in the config file must be an array');
  const seen = new Set<string>();
  return value.map((entry, index) => {
    const at = `projects[${index}]`;
    if (typeof entry !== 'object' || entry === null) throw new SettingsError(`${at} must be an object`);
    const { id, repository, ref, siteDir, baseUrl, basePath, webhookSecret, pollSeconds, specPollSeconds } =
      entry as Record<string, unknown>;
    if (typeof id !== 'string' || !idPattern.test(id))
      throw new SettingsError(`${at}.id must be letters, digits, "_" or "-" (at most 64)`);
    if (seen.has(id)) throw new SettingsError(`${at}.id "${id}" appears twice`);
    seen.add(id);
    if (typeof repository !== 'string' || !/^(https|file):\/\//.test(repository))
      throw new SettingsError(`${at}.repository must be an https:// or file:// URL`);
    if (ref !== undefined && ref !== null && (typeof ref !== 'string' || !safeRef(ref)))
      throw new SettingsError(`${at}.ref must be a branch or tag name`);
    const dir = siteDir ?? '.';
    if (typeof dir !== 'string' || dir.startsWith('/') || dir.split(/[\\/]/).includes('..'))
      throw new SettingsError(`${at}.siteDir must be a relative folder inside the repository`);
    if (baseUrl !== undefined && !siteAddress(baseUrl))
      throw new SettingsError(
        `${at}.baseUrl must be the http(s) address readers reach the site at, such as https://docs.example.com`,
      );
    if (basePath !== undefined && (typeof basePath !== 'string' || basePathProblem(basePath) !== undefined))
      throw new SettingsError(
        `${at}.basePath must be a path such as /docs: ${typeof basePath === 'string' ? basePathProblem(basePath) : 'not a string'}`,
      );
    if (
      webhookSecret !== undefined &&
      webhookSecret !== null &&
      (typeof webhookSecret !== 'string' || webhookSecret.length < 16 || webhookSecret.length > 256)
    )
      throw new SettingsError(
        `${at}.webhookSecret must be a string of 16 to 256 characters (the secret entered on the git host's webhook page, e.g. from \`openssl rand -hex 32\`)`,
      );
    return {
      id,
      repository,
      ref: typeof ref === 'string' ? ref : null,
      siteDir: dir,
      ...(typeof baseUrl === 'string' && { baseUrl }),
      ...(typeof basePath === 'string' && { basePath }),
      webhookSecret: typeof webhookSecret === 'string' ? webhookSecret : null,
      pollSeconds: interval(pollSeconds, `${at}.pollSeconds`),
      specPollSeconds: interval(specPollSeconds, `${at}.specPollSeconds`),
    };
  });
}

/** An http(s) URL with no credentials, query or fragment: what `--base-url` takes. */
function siteAddress(value: unknown): boolean {
  // Written out in full, with nothing a URL would have to escape: the build refuses the rest.
  if (typeof value !== 'string' || !/^https?:\/\/[^\s"'<>\\^`{|}]+$/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.hostname !== '' && !url.username && !url.password && !value.includes('?') && !value.includes('#')
    );
  } catch {
    return false;
  }
}

/** A polling interval in whole seconds (1 to 86400), or null when absent. */
function interval(value: unknown, at: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 86_400)
    throw new SettingsError(`${at} must be a whole number of seconds from 1 to 86400 (e.g. 300)`);
  return value;
}

/** A git branch name that cannot be read as an option or a revision expression. */
export function safeRef(ref: string): boolean {
  return (
    ref.length > 0 &&
    ref.length <= 200 &&
    /^[A-Za-z0-9._/-]+$/.test(ref) &&
    !ref.startsWith('-') &&
    !ref.startsWith('/') &&
    !ref.endsWith('/') &&
    !ref.endsWith('.lock') &&
    !ref.includes('..') &&
    !ref.includes('//')
  );
}
