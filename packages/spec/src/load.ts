import { readFile } from 'node:fs/promises';
import { isAbsolute, join, normalize } from 'node:path';
import {
  checkSiteRead,
  createDiagnostic,
  type Diagnostic,
  describeRefusedRead,
  locatePath,
  type PathSegment,
} from '@docwright/diagnostics';
import { readChannels } from './asyncapi/channels.ts';
import { bundleExternalRefs } from './bundle.ts';
import { fingerprint } from './fingerprint.ts';
import type { ApiSpec, AsyncServer, SecurityScheme, Tag } from './model.ts';
import { readOperations, readServers } from './openapi/operations.ts';
import { derefObject, isRecord } from './openapi/refs.ts';
import { upgradeSwagger2 } from './openapi/upgrade.ts';
import { validateAgainstSchema } from './openapi/validate.ts';
import { parseDocumentText } from './parse-document.ts';
import { fetchRemoteSpec } from './remote.ts';

export interface LoadedSpec {
  readonly spec: ApiSpec | undefined;
  readonly diagnostics: Diagnostic[];
  /** The file's text, for copying it into the output and locating later findings. */
  readonly text: string | undefined;
  /** Other local files the spec's `$ref`s pointed into (site-relative), copied beside it. */
  readonly externalFiles: readonly string[];
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** `./openapi.json`, `/openapi.json` and `openapi.json` all name the same file of the site. */
export function normalizeSpecId(source: string): string {
  if (isUrl(source)) return source;
  return normalize(source.replace(/^\/+/, '')).replaceAll('\\', '/').replace(/^\.\//, '');
}

/** Reads one spec (site-relative path or URL) into the endpoint model. Never throws for bad input. */
export interface LoadSpecOptions {
  /**
   * Check the document against the OpenAPI JSON Schema (default true). Its findings are warnings
   * only, so `docs dev`, which shows errors alone after an edit, skips it to reload sooner.
   */
  readonly schemaCheck?: boolean;
}

export async function loadSpec(
  siteDir: string,
  source: string,
  options: LoadSpecOptions = {},
): Promise<LoadedSpec> {
  const id = normalizeSpecId(source);
  let text: string;
  const remoteDiagnostics: Diagnostic[] = [];
  try {
    if (isUrl(id)) {
      const remote = await fetchRemoteSpec(siteDir, id);
      text = remote.text;
      remoteDiagnostics.push(...remote.diagnostics);
    } else {
      // The spec must be a regular file whose real path is inside the site: a symbolic link (or a
      // path) that leads elsewhere would publish a file of the machine that builds the site.
      const read = checkSiteRead(siteDir, isAbsolute(id) ? id : join(siteDir, id));
      if (!read.ok)
        return {
          spec: undefined,
          text: undefined,
          externalFiles: [],
          diagnostics: [
            createDiagnostic('site/read-outside', {
              file: id,
              message: `Cannot read the spec: ${describeRefusedRead(source, read.reason)}`,
            }),
          ],
        };
      text = await readFile(read.realPath, 'utf8');
    }
  } catch (error) {
    return {
      spec: undefined,
      text: undefined,
      externalFiles: [],
      diagnostics: [
        createDiagnostic('spec/not-found', {
          file: id,
          message: `Cannot read the spec "${source}": ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}.`,
        }),
      ],
    };
  }
  const parsed = parseDocumentText(text, id);
  if (!parsed.ok) return { text, externalFiles: [], spec: undefined, diagnostics: [parsed.diagnostic] };
  const bundled =
    isUrl(id) || !mayReferToOtherFiles(text)
      ? { document: parsed.value, files: [], diagnostics: [] }
      : await bundleExternalRefs(siteDir, id, parsed.value, text);
  const model = createSpecModel(bundled.document, text, id, options.schemaCheck ?? true);
  return {
    text,
    externalFiles: bundled.files,
    spec: model.spec,
    diagnostics: [...remoteDiagnostics, ...bundled.diagnostics, ...model.diagnostics],
  };
}

/**
 * Whether any `$ref` in the text could name another file: one whose value does not start with
 * `#`. Walking a large document for external refs costs more than parsing it, and most specs have none.
 */
function mayReferToOtherFiles(text: string): boolean {
  for (const match of text.matchAll(/\$ref["']?\s*:\s*["']?(.)/g)) if (match[1] !== '#') return true;
  return false;
}

/** Parses self-contained spec text into the endpoint model; pure apart from hashing. */
export function parseSpec(
  text: string,
  id: string,
): { spec: ApiSpec | undefined; diagnostics: Diagnostic[] } {
  const parsed = parseDocumentText(text, id);
  if (!parsed.ok) return { spec: undefined, diagnostics: [parsed.diagnostic] };
  return createSpecModel(parsed.value, text, id);
}

/** A parsed (and bundled) document to the endpoint model; `text` is only used to locate problems. */
function createSpecModel(
  parsedDocument: unknown,
  text: string,
  id: string,
  schemaCheck = true,
): { spec: ApiSpec | undefined; diagnostics: Diagnostic[] } {
  let document = parsedDocument;
  const upgradeDiagnostics: Diagnostic[] =
    schemaCheck &&
    isRecord(document) &&
    (document.swagger === '2.0' || /^3\.[0-2]/.test(String(document.openapi ?? '')))
      ? schemaDiagnostics(document, id)
      : [];
  let sourceVersion: string | undefined;
  if (isRecord(document) && document.swagger === '2.0') {
    const upgraded = upgradeSwagger2(document, id);
    document = upgraded.document;
    upgradeDiagnostics.push(...upgraded.diagnostics);
    sourceVersion = '2.0';
  }
  if (!isRecord(document)) {
    return {
      spec: undefined,
      diagnostics: [
        createDiagnostic('spec/invalid', {
          severity: 'error',
          file: id,
          message: 'The spec must be a JSON or YAML object.',
        }),
      ],
    };
  }
  if (typeof document.asyncapi === 'string' && /^[23]\./.test(document.asyncapi)) {
    return { spec: createAsyncApiSpec(document, id), diagnostics: [] };
  }
  const version = typeof document.openapi === 'string' ? document.openapi : undefined;
  if (!version || !/^3\.[0-2](\.|$)/.test(version)) {
    const found =
      typeof document.swagger === 'string'
        ? `Swagger ${document.swagger}`
        : typeof document.asyncapi === 'string'
          ? `AsyncAPI ${document.asyncapi}`
          : version
            ? `OpenAPI ${version}`
            : 'no `openapi` version field';
    return {
      spec: undefined,
      diagnostics: [
        createDiagnostic('spec/unsupported-version', {
          file: id,
          line: 1,
          column: 1,
          message: `${id} is not a Swagger 2.0, OpenAPI 3.0-3.2 or AsyncAPI 2.x-3.x document (found ${found}).`,
        }),
      ],
    };
  }

  const diagnostics: Diagnostic[] = [...upgradeDiagnostics];
  const info = isRecord(document.info) ? document.info : {};
  if (!isRecord(document.info) || typeof info.title !== 'string') {
    diagnostics.push(
      createDiagnostic('spec/invalid', {
        file: id,
        jsonPath: '#/info/title',
        message: 'The spec has no `info.title`; the file name is used instead.',
      }),
    );
  }
  const operations = readOperations(document, id, diagnostics);
  const components = isRecord(document.components) ? document.components : {};
  const { paths: _paths, ...shared } = document;
  const description = typeof info.description === 'string' ? info.description : undefined;
  const spec: ApiSpec = {
    id,
    format: 'openapi',
    formatVersion: sourceVersion ?? version,
    title: typeof info.title === 'string' ? info.title : (id.split('/').pop() ?? id),
    version: typeof info.version === 'string' ? info.version : '',
    ...(description !== undefined && { description }),
    servers: readServers(document.servers),
    tags: readTags(document.tags),
    operations,
    channels: [],
    asyncServers: [],
    securitySchemes: readSecuritySchemes(components.securitySchemes),
    document,
    sharedFingerprint: fingerprint(shared),
  };
  return { spec, diagnostics: diagnostics.map((d) => withPosition(d, text)) };
}

/** AsyncAPI 2.x and 3.x: channels with their operations and messages, and the servers. */
function createAsyncApiSpec(document: Record<string, unknown>, id: string): ApiSpec {
  const info = isRecord(document.info) ? document.info : {};
  const components = isRecord(document.components) ? document.components : {};
  const { channels: _channels, operations: _operations, ...shared } = document;
  const description = typeof info.description === 'string' ? info.description : undefined;
  return {
    id,
    format: 'asyncapi',
    formatVersion: String(document.asyncapi),
    title: typeof info.title === 'string' ? info.title : (id.split('/').pop() ?? id),
    version: typeof info.version === 'string' ? info.version : '',
    ...(description !== undefined && { description }),
    servers: [],
    asyncServers: readAsyncServers(document),
    tags: readTags(isRecord(document.info) ? document.info.tags : undefined).concat(readTags(document.tags)),
    operations: [],
    channels: readChannels(document),
    securitySchemes: readSecuritySchemes(components.securitySchemes),
    document,
    sharedFingerprint: fingerprint(shared),
  };
}

function readAsyncServers(document: Record<string, unknown>): AsyncServer[] {
  const servers = isRecord(document.servers) ? document.servers : {};
  return Object.entries(servers).flatMap(([name, raw]) => {
    const server = derefObject(document, raw);
    if (!server) return [];
    const url =
      typeof server.url === 'string'
        ? server.url
        : `${typeof server.host === 'string' ? server.host : ''}${typeof server.pathname === 'string' ? server.pathname : ''}`;
    const description = typeof server.description === 'string' ? server.description : undefined;
    return [
      {
        name,
        url,
        protocol: typeof server.protocol === 'string' ? server.protocol : '',
        ...(description !== undefined && { description }),
      },
    ];
  });
}

function readTags(raw: unknown): Tag[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).flatMap((tag) => {
    if (typeof tag.name !== 'string') return [];
    const text = (key: string) => (typeof tag[key] === 'string' ? tag[key] : undefined);
    const fields = {
      description: text('description'),
      summary: text('summary'),
      parent: text('parent'),
      kind: text('kind'),
      group: text('x-group'),
    };
    return [
      { name: tag.name, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) },
    ];
  });
}

function authorizationCodeFlow(scheme: Record<string, unknown>): Pick<SecurityScheme, 'authorizationCode'> {
  const flow = isRecord(scheme.flows) ? scheme.flows.authorizationCode : undefined;
  if (!isRecord(flow) || typeof flow.authorizationUrl !== 'string' || typeof flow.tokenUrl !== 'string')
    return {};
  const scopes = isRecord(flow.scopes) ? Object.keys(flow.scopes) : [];
  return { authorizationCode: { authorizationUrl: flow.authorizationUrl, tokenUrl: flow.tokenUrl, scopes } };
}

function readSecuritySchemes(raw: unknown): Record<string, SecurityScheme> {
  if (!isRecord(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).flatMap(([name, scheme]) => {
      if (!isRecord(scheme) || typeof scheme.type !== 'string') return [];
      const pick = (key: string) => (typeof scheme[key] === 'string' ? { [key]: scheme[key] } : {});
      return [
        [
          name,
          {
            type: scheme.type,
            ...pick('description'),
            ...pick('name'),
            ...pick('in'),
            ...pick('scheme'),
            ...pick('bearerFormat'),
            // Mintlify's `x-default`: the value the playground's auth input starts with.
            ...(typeof scheme['x-default'] === 'string' && { defaultValue: scheme['x-default'] }),
            ...authorizationCodeFlow(scheme),
          },
        ],
      ];
    }),
  );
}

function withPosition(diagnostic: Diagnostic, text: string): Diagnostic {
  if (!diagnostic.jsonPath?.startsWith('#') || diagnostic.line !== undefined) return diagnostic;
  const path: PathSegment[] = diagnostic.jsonPath
    .slice(2)
    .split('/')
    .filter((s, _, all) => s !== '' || all.length > 1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const position = locatePath(diagnostic.file ?? '', text, path);
  return position ? { ...diagnostic, line: position.line, column: position.column } : diagnostic;
}

/** The official schema's findings as warnings: a spec that breaks its schema but is usable still builds. */
function schemaDiagnostics(document: Record<string, unknown>, id: string): Diagnostic[] {
  const { problems, more } = validateAgainstSchema(document);
  const diagnostics = problems.map((problem) =>
    createDiagnostic('spec/invalid', {
      file: id,
      jsonPath: problem.pointer,
      message: `${problem.pointer === '#' ? 'The document' : problem.pointer}: ${problem.message}.`,
    }),
  );
  if (more > 0) {
    diagnostics.push(
      createDiagnostic('spec/invalid', {
        file: id,
        line: 1,
        column: 1,
        message: `${more} more places in ${id} do not follow the OpenAPI schema.`,
      }),
    );
  }
  return diagnostics;
}
