import type { PathSegment } from '@docwright/diagnostics';
import type { z } from 'zod';
import { suggestClosest } from './suggest.ts';

export interface ConfigIssue {
  readonly path: PathSegment[];
  readonly message: string;
  readonly unknownKey?: string;
}

const describe = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
};

const valueAt = (root: unknown, path: readonly PathSegment[]): unknown => {
  let node: unknown = root;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
};

/**
 * Turns zod's issues into one readable message each. For a union, the branch that matched
 * the value's type is the one the user meant, so its issues are reported instead of "no match".
 */
export function explainIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  base: PathSegment[] = [],
): ConfigIssue[] {
  const out: ConfigIssue[] = [];
  for (const issue of issues) {
    const path = [...base, ...(issue.path as PathSegment[])];
    const found = valueAt(input, path);
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const key of issue.keys)
          out.push({ path: [...path, key], message: `unknown key "${key}"`, unknownKey: key });
        break;
      case 'invalid_union': {
        const branch = pickUnionBranch(issue.errors);
        if (branch) out.push(...explainIssues(branch, input, path));
        else {
          const expected = [
            ...new Set(
              issue.errors.flatMap((b) => b.map((i) => ('expected' in i ? String(i.expected) : ''))),
            ),
          ];
          out.push({
            path,
            message: `expected ${expected.filter(Boolean).join(' or ') || 'another value'}; found ${describe(found)}`,
          });
        }
        break;
      }
      case 'invalid_value': {
        const allowed = issue.values.map(String);
        const suggestion = typeof found === 'string' ? suggestClosest(found, allowed) : undefined;
        out.push({
          path,
          message: `expected one of ${allowed.join(', ')}; found ${describe(found)}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
        });
        break;
      }
      case 'invalid_type':
        out.push({
          path,
          message:
            found === undefined
              ? `required ${issue.expected} is missing`
              : `expected ${issue.expected}; found ${describe(found)}`,
        });
        break;
      default:
        out.push({
          path,
          message:
            found === undefined || typeof found === 'object' || issue.message.includes(describe(found))
              ? issue.message
              : `${issue.message}; found ${describe(found)}`,
        });
    }
  }
  return out;
}

function pickUnionBranch(
  branches: readonly (readonly z.core.$ZodIssue[])[],
): readonly z.core.$ZodIssue[] | undefined {
  const typeMatched = branches.filter(
    (b) => !b.every((i) => i.code === 'invalid_type' && i.path.length === 0),
  );
  if (typeMatched.length === 0) return undefined;
  // Fewest issues is the branch closest to what was written.
  return typeMatched.reduce((best, b) => (b.length < best.length ? b : best));
}
