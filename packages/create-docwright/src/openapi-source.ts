import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { jsonErrorLocation } from './json-location.ts';

/** An OpenAPI description read from a file or downloaded, checked enough to start a site with. */
export interface OpenApiSource {
  readonly text: string;
  readonly format: 'json' | 'yaml';
  /** How the user gave it: the file path as given, or the URL. */
  readonly origin: string;
  readonly downloaded: boolean;
}

/** A description that cannot start a site; the message names the file or URL, and the line when there is one. */
export class OpenApiError extends Error {}

const isUrl = (value: string) => /^https?:\/\//i.test(value);

/**
 * The largest description downloaded: several times GitHub's 13 MB, and small enough that a
 * server sending without end fills neither the memory nor the disk.
 */
export const maxDownloadBytes = 128 * 1024 * 1024;

export interface LoadOptions {
  /** Stop a download past this many bytes (default `maxDownloadBytes`). */
  readonly maxBytes?: number;
}

/**
 * Reads `given` (a path from `cwd`, or an http(s) URL) and checks it is a JSON or YAML OpenAPI
 * or Swagger document. A URL is downloaded: the site then builds offline and the same every
 * time, and a change to the API shows up as a change in the site's repository.
 */
export async function loadOpenApi(
  given: string,
  cwd: string,
  options: LoadOptions = {},
): Promise<OpenApiSource> {
  const downloaded = isUrl(given);
  const text = downloaded
    ? await download(given, options.maxBytes ?? maxDownloadBytes)
    : await readLocal(given, cwd);
  const format = formatOf(given, text);
  checkDescription(given, text, format);
  return { text, format, origin: given, downloaded };
}

async function readLocal(given: string, cwd: string): Promise<string> {
  const file = resolve(cwd, given);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : String(code);
    throw new OpenApiError(
      `${given}: cannot read the OpenAPI file (${reason}, at ${file}); give the path of a .json or .yaml file`,
    );
  }
}

async function download(url: string, maxBytes: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(60_000),
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new OpenApiError(
      `${url}: could not download the OpenAPI description (${cause?.code ?? cause?.message ?? (error as Error).message}); check the address, or download it and give the file`,
    );
  }
  if (!response.ok)
    throw new OpenApiError(
      `${url}: the server answered ${response.status} ${response.statusText}, not the OpenAPI description; check the address`,
    );
  return await readBounded(url, response, maxBytes);
}

/** The body as text, refused once it passes `maxBytes` (a `content-length` over it is refused unread). */
async function readBounded(url: string, response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new OpenApiError(
      `${url}: the download is larger than ${formatSize(maxBytes)}, more than any OpenAPI description should be; check the address, or download it yourself and give the file with --openapi <file>`,
    );
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (!reader) return '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

function formatOf(given: string, text: string): 'json' | 'yaml' {
  const extension = extname(isUrl(given) ? new URL(given).pathname : given).toLowerCase();
  if (extension === '.json') return 'json';
  if (extension === '.yaml' || extension === '.yml') return 'yaml';
  return text.trimStart().startsWith('{') ? 'json' : 'yaml';
}

function checkDescription(given: string, text: string, format: 'json' | 'yaml'): void {
  const where = given;
  if (text.trim() === '') throw new OpenApiError(`${where}: the OpenAPI description is empty`);
  if (text.trimStart().startsWith('<'))
    throw new OpenApiError(
      `${where}:1:1: this is HTML, not an OpenAPI description; give the address of the raw .json or .yaml file`,
    );
  if (format === 'json') {
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch (error) {
      const { line, column } = jsonErrorLocation(text);
      throw new OpenApiError(
        `${where}:${line}:${column}: not valid JSON (${(error as Error).message.split('\n')[0]}); fix the file or give another --openapi`,
      );
    }
    const version = isObject(document) ? (document.openapi ?? document.swagger) : undefined;
    if (typeof version !== 'string')
      throw new OpenApiError(
        `${where}:1:1: expected an OpenAPI document: the top-level object has no "openapi" (or Swagger 2.0 "swagger") version field`,
      );
    return;
  }
  // YAML is read in full by docwright's build; here only its shape is checked, without a parser.
  if (!/^(?:openapi|swagger|["'](?:openapi|swagger)["'])\s*:/m.test(text))
    throw new OpenApiError(
      `${where}:1:1: expected an OpenAPI document: no top-level "openapi:" (or Swagger 2.0 "swagger:") line`,
    );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
