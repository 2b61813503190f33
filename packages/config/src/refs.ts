import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import {
  checkSiteRead,
  createDiagnostic,
  type Diagnostic,
  type DiagnosticCode,
  describeRefusedRead,
  findJsonPath,
  locateJsonPath,
  type PathSegment,
  type Position,
} from '@docwright/diagnostics';
import { parseJsonSource } from './json-source.ts';

/** A file whose content was spliced into docs.json at `path` by a `$ref`. */
export interface ConfigMount {
  readonly path: readonly PathSegment[];
  readonly file: string;
  readonly source: string;
}

interface ResolvedConfig {
  readonly value: unknown;
  readonly mounts: readonly ConfigMount[];
  readonly diagnostics: Diagnostic[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Replaces every `{"$ref": "./part.json"}` in docs.json with that file's content (keys written
 * beside the `$ref` win), recursively, as Mintlify lets sites split docs.json across files.
 * `mounts` remembers where each file landed, so later errors point into the right file.
 */
export async function resolveConfigRefs(
  siteDir: string,
  root: ConfigMount & { value: unknown },
): Promise<ResolvedConfig> {
  const mounts: ConfigMount[] = [{ path: [], file: root.file, source: root.source }];
  const diagnostics: Diagnostic[] = [];

  const visit = async (
    node: unknown,
    path: PathSegment[],
    file: string,
    chain: readonly string[],
  ): Promise<unknown> => {
    if (Array.isArray(node))
      return Promise.all(node.map((item, i) => visit(item, [...path, i], file, chain)));
    if (!isRecord(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      const target = relative(siteDir, join(siteDir, dirname(file), ref)).replaceAll('\\', '/');
      const { $ref: _ref, ...siblings } = node;
      const problem = (message: string, code: DiagnosticCode = 'config/ref-invalid') => {
        const mount = innermostMount(mounts, path);
        const refPath = [...path.slice(mount.path.length), '$ref'];
        const position = locateJsonPath(mount.source, refPath);
        diagnostics.push(createDiagnostic(code, { file: mount.file, ...position, message }));
        return siblings;
      };
      // A split docs.json is part of the site: its files are regular files inside the site folder.
      // (A leading "/" means the site folder, as for spec paths.)
      if (/^[a-z][a-z0-9+.-]*:/i.test(ref))
        return problem(
          `"$ref": "${ref}" names a URL; a $ref of docs.json names a JSON file of the site, relative to the file that holds it.`,
          'site/read-outside',
        );
      const read = checkSiteRead(siteDir, target);
      if (!read.ok)
        return problem(`"$ref": "${ref}": ${describeRefusedRead(target, read.reason)}`, 'site/read-outside');
      if (chain.includes(target))
        return problem(
          `"$ref": "${ref}" refers back to ${target}, which is already being read (${[...chain, target].join(' -> ')}).`,
        );
      let source: string;
      try {
        source = await readFile(read.realPath, 'utf8');
      } catch {
        return problem(`"$ref": "${ref}" points at ${target}, which does not exist.`);
      }
      const parsed = parseJsonSource(source, target);
      diagnostics.push(...parsed.diagnostics);
      if (parsed.diagnostics.length > 0) return siblings;
      mounts.push({ path, file: target, source });
      const content = await visit(parsed.value, path, target, [...chain, target]);
      const resolvedSiblings = (await visit(siblings, path, file, chain)) as Record<string, unknown>;
      return isRecord(content) ? { ...content, ...resolvedSiblings } : content;
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node))
      out[key] = await visit(value, [...path, key], file, chain);
    return out;
  };

  const value = await visit(root.value, [], root.file, [root.file]);
  return { value, mounts, diagnostics };
}

function innermostMount(mounts: readonly ConfigMount[], path: readonly PathSegment[]): ConfigMount {
  let best = mounts[0] as ConfigMount;
  for (const mount of mounts) {
    const inside = mount.path.length <= path.length && mount.path.every((segment, i) => path[i] === segment);
    if (inside && mount.path.length >= best.path.length) best = mount;
  }
  return best;
}

/** Where a path of the merged config is written: the file and its line and column. */
export function locateInMounts(
  mounts: readonly ConfigMount[],
  path: readonly PathSegment[],
): { file: string; source: string; position?: Position } {
  const mount = innermostMount(mounts, path);
  const position = locateJsonPath(mount.source, path.slice(mount.path.length));
  return { file: mount.file, source: mount.source, ...(position && { position }) };
}

/** Where a file of docs.json writes a path of the merged config; undefined when none does (a default). */
export function findInMounts(
  mounts: readonly ConfigMount[],
  path: readonly PathSegment[],
): { file: string; source: string; position: Position } | undefined {
  if (mounts.length === 0) return undefined;
  const mount = innermostMount(mounts, path);
  const position = findJsonPath(mount.source, path.slice(mount.path.length));
  return position && { file: mount.file, source: mount.source, position };
}
