// Server settings (docs/server.md, Admin API): the environment first, then the server's config file, then defaults.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SettingsError } from './errors.ts';
import { type ProjectConfig, parseProjects } from './projects.ts';

export { SettingsError };

interface AgentSettings {
  /** The agent command line, split on spaces (quotes group); null: jobs fail with a clear reason. */
  readonly command: readonly string[] | null;
  /** Passed to the command as `DOCWRIGHT_MODEL` when a job names none. */
  readonly model: string;
  readonly timeoutSeconds: number;
  /** The agent's memory (all of it, enforced by the kernel), in MB. */
  readonly memoryMb: number;
  /** Names of the server's environment variables the agent gets (its model's API key, say). */
  readonly env: readonly string[];
  /** Files and folders the sandboxed agent may read besides the system's (its program's install). */
  readonly readPaths: readonly string[];
}

/** Limits of the child process that builds a repository's site for an update. */
export interface UpdateBuildSettings {
  readonly timeoutSeconds: number;
  /** The child's memory, in MB: all of it, enforced by the kernel; the JavaScript heap gets three quarters. */
  readonly memoryMb: number;
  /** The job folder's disk (the clone and the build's output), in MB. */
  readonly diskMb: number;
}

export interface GitSettings {
  readonly token: string | null;
  /** The repository host's API (GitHub's by default). */
  readonly apiUrl: string;
  /** Host name `https://` repositories must be on (derived from the API URL unless set). */
  readonly host: string;
  readonly allowLocalRepos: boolean;
}

export interface ServerSettings {
  /** Embedded database folder (used when `databaseUrl` is null) and the default work folder. */
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  /** Pepper for API key hashes; null: a random one is generated and kept in the database. */
  readonly secret: string | null;
  /** Where jobs and updates make their working copies. */
  readonly workDir: string;
  readonly agent: AgentSettings;
  readonly build: UpdateBuildSettings;
  readonly git: GitSettings;
  /**
   * Run updates and agent jobs without the OS sandbox when it is not available (Node's permission
   * model alone, which symbolic links and native code get around): for servers whose every
   * repository is trusted.
   */
  readonly trustedRepositories: boolean;
  /** Requests per minute per API key. */
  readonly rateLimitPerMinute: number;
  /** Requests with an unknown, revoked or malformed API key per minute per client address. */
  readonly authFailuresPerMinute: number;
  /** Reverse proxies in front of the server whose `X-Forwarded-For` entries are believed (see `clientAddress`). */
  readonly trustedProxies: number;
  /** Largest accepted request body, in bytes. */
  readonly bodyLimitBytes: number;
  readonly projects: readonly ProjectConfig[];
}

type Source = Readonly<Record<string, unknown>>;

/**
 * Reads the settings from `env` (usually `process.env`) and, when given (or named by
 * `DOCWRIGHT_CONFIG`), a JSON config file whose keys are the same names as the environment
 * variables plus `projects`. The environment wins over the file.
 */
export function loadServerSettings(
  env: Readonly<Record<string, string | undefined>>,
  file?: string,
  cwd: string = process.cwd(),
): ServerSettings {
  const path = file ?? env.DOCWRIGHT_CONFIG;
  const fromFile = path === undefined || path === '' ? {} : readConfigFile(resolve(cwd, path));
  const get = (name: string): string | undefined => {
    const value = env[name];
    if (value !== undefined && value !== '') return value;
    const inFile = fromFile[name];
    if (inFile === undefined || inFile === null) return undefined;
    if (typeof inFile === 'string' || typeof inFile === 'number' || typeof inFile === 'boolean')
      return String(inFile);
    throw new SettingsError(`${name} in the config file must be a string, number or boolean`);
  };
  const dataDir = resolve(cwd, get('DOCWRIGHT_DATA_DIR') ?? '.docwright/data');
  const apiUrl = url(get('DOCWRIGHT_GIT_API_URL') ?? 'https://api.github.com', 'DOCWRIGHT_GIT_API_URL');
  const command = get('DOCWRIGHT_AGENT_COMMAND');
  return {
    dataDir,
    databaseUrl: get('DATABASE_URL') ?? null,
    secret: get('DOCWRIGHT_SECRET') ?? null,
    workDir: resolve(cwd, get('DOCWRIGHT_WORK_DIR') ?? resolve(dataDir, 'work')),
    agent: {
      command: command === undefined ? null : splitCommand(command),
      model: get('DOCWRIGHT_AGENT_MODEL') ?? 'model',
      timeoutSeconds: positive(get('DOCWRIGHT_AGENT_TIMEOUT') ?? '1800', 'DOCWRIGHT_AGENT_TIMEOUT'),
      memoryMb: positive(get('DOCWRIGHT_AGENT_MEMORY') ?? '8192', 'DOCWRIGHT_AGENT_MEMORY'),
      env: agentEnvNames(get('DOCWRIGHT_AGENT_ENV')),
      readPaths: pathList(get('DOCWRIGHT_AGENT_READ_PATHS'), cwd),
    },
    build: {
      timeoutSeconds: positive(get('DOCWRIGHT_BUILD_TIMEOUT') ?? '900', 'DOCWRIGHT_BUILD_TIMEOUT'),
      memoryMb: positive(get('DOCWRIGHT_BUILD_MEMORY') ?? '2048', 'DOCWRIGHT_BUILD_MEMORY'),
      diskMb: positive(get('DOCWRIGHT_BUILD_DISK') ?? '2048', 'DOCWRIGHT_BUILD_DISK'),
    },
    git: {
      token: get('DOCWRIGHT_GIT_TOKEN') ?? null,
      apiUrl: apiUrl.replace(/\/+$/, ''),
      host: get('DOCWRIGHT_GIT_HOST') ?? defaultGitHost(apiUrl),
      allowLocalRepos: flag(get('DOCWRIGHT_ALLOW_LOCAL_REPOS'), 'DOCWRIGHT_ALLOW_LOCAL_REPOS'),
    },
    trustedRepositories: flag(get('DOCWRIGHT_TRUSTED_REPOSITORIES'), 'DOCWRIGHT_TRUSTED_REPOSITORIES'),
    rateLimitPerMinute: positive(get('DOCWRIGHT_ADMIN_RATE_LIMIT') ?? '600', 'DOCWRIGHT_ADMIN_RATE_LIMIT'),
    authFailuresPerMinute: positive(
      get('DOCWRIGHT_ADMIN_AUTH_FAILURE_LIMIT') ?? '30',
      'DOCWRIGHT_ADMIN_AUTH_FAILURE_LIMIT',
    ),
    trustedProxies: count(get('DOCWRIGHT_TRUSTED_PROXIES') ?? '0', 'DOCWRIGHT_TRUSTED_PROXIES'),
    bodyLimitBytes: positive(get('DOCWRIGHT_ADMIN_BODY_LIMIT') ?? '65536', 'DOCWRIGHT_ADMIN_BODY_LIMIT'),
    projects: parseProjects(fromFile.projects),
  };
}

function readConfigFile(path: string): Source {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new SettingsError(`cannot read the server config file ${path}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SettingsError(`the server config file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SettingsError(`the server config file ${path} must hold a JSON object`);
  return value as Source;
}

/** GitHub's API lives on its own host; an Enterprise server serves it under `/api/v3`. */
function defaultGitHost(apiUrl: string): string {
  const host = new URL(apiUrl).hostname;
  return host === 'api.github.com' ? 'github.com' : host;
}

function url(value: string, name: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return value;
  } catch {}
  throw new SettingsError(`${name} must be an http(s) URL, got "${value}"`);
}

function positive(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new SettingsError(`${name} must be a positive number, got "${value}"`);
  return n;
}

function count(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new SettingsError(`${name} must be a whole number, 0 or more, got "${value}"`);
  return n;
}

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new SettingsError(`${name} must be 1 or 0, got "${value}"`);
}

/** `DOCWRIGHT_AGENT_ENV`: variable names, comma- or space-separated; never the server's own. */
function agentEnvNames(value: string | undefined): string[] {
  const names = (value ?? '').split(/[\s,]+/).filter((name) => name !== '');
  for (const name of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new SettingsError(`DOCWRIGHT_AGENT_ENV: "${name}" is not a variable name`);
    if (name.startsWith('DOCWRIGHT_') || name === 'DATABASE_URL')
      throw new SettingsError(
        `DOCWRIGHT_AGENT_ENV: ${name} is the server's own setting, which agents never get`,
      );
  }
  return names;
}

/** A list of paths separated by `:` (as in PATH), each resolved against `cwd`. */
function pathList(value: string | undefined, cwd: string): string[] {
  return (value ?? '')
    .split(':')
    .filter((path) => path !== '')
    .map((path) => resolve(cwd, path));
}

/** Splits a command line into arguments: spaces separate, single or double quotes group. No shell. */
export function splitCommand(line: string): string[] {
  const args: string[] = [];
  let current = '';
  let quote: string | null = null;
  let started = false;
  for (const ch of line) {
    if (quote !== null) {
      if (ch === quote) quote = null;
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started) args.push(current);
      current = '';
      started = false;
    } else {
      current += ch;
      started = true;
    }
  }
  if (quote !== null) throw new SettingsError('DOCWRIGHT_AGENT_COMMAND has an unclosed quote');
  if (started) args.push(current);
  if (args.length === 0) throw new SettingsError('DOCWRIGHT_AGENT_COMMAND is empty');
  return args;
}
