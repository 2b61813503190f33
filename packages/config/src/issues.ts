import type { PathSegment } from '@docwright/diagnostics';
import type { z } from 'zod';
import { suggestClosest } from './suggest.ts';

interface ConfigIssue {
  readonly path: PathSegment[];
  readonly message: string;
  readonly unknownKey?: string;
  /** The catalogue code of a refinement that has its own (`config/unsafe-url`, `site/read-outside`). */
  readonly code?: 'config/unsafe-url' | 'site/read-outside';
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
        const literals = mergedLiteralChoices(issue.errors);
        if (literals) {
          const where = [...path, ...literals.path];
          const value = valueAt(input, where);
          const suggestion = typeof value === 'string' ? suggestClosest(value, literals.values) : undefined;
          out.push({
            path: where,
            message: `expected one of ${literals.values.join(', ')}; found ${describe(value)}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
          });
          break;
        }
        const branch = pickUnionBranch(issue.errors, found);
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
      case 'too_small':
      case 'too_big': {
        const bound = issue.code === 'too_small' ? 'at least' : 'at most';
        const limit = String(issue.code === 'too_small' ? issue.minimum : issue.maximum);
        const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
        out.push({
          path,
          message: `expected ${issue.origin === 'number' ? `a number ${bound} ${limit}` : `${bound} ${limit}${unit}`}; found ${describe(found)}`,
        });
        break;
      }
      case 'invalid_format':
        out.push({
          path,
          message:
            issue.format === 'url'
              ? `expected an absolute URL such as "https://example.com"; found ${describe(found)}`
              : `${issue.message}; found ${describe(found)}`,
        });
        break;
      case 'invalid_type':
        out.push({
          path,
          message:
            found === undefined
              ? `required ${issue.expected} is missing`
              : `expected ${issue.expected}; found ${describe(found)}`,
        });
        break;
      default: {
        const code = issue.code === 'custom' ? (issue.params as ConfigIssue | undefined)?.code : undefined;
        out.push({
          path,
          ...(code && { code }),
          message:
            found === undefined || typeof found === 'object' || issue.message.includes(describe(found))
              ? issue.message
              : `${issue.message}; found ${describe(found)}`,
        });
      }
    }
  }
  return out;
}

function pickUnionBranch(
  branches: readonly (readonly z.core.$ZodIssue[])[],
  found: unknown,
): readonly z.core.$ZodIssue[] | undefined {
  // An object or a list is not one of an enum's strings: that branch is a type mismatch too.
  const isStructure = typeof found === 'object' && found !== null;
  const typeMismatch = (i: z.core.$ZodIssue) =>
    i.path.length === 0 && (i.code === 'invalid_type' || (i.code === 'invalid_value' && isStructure));
  const typeMatched = branches.filter((b) => !b.every(typeMismatch));
  if (typeMatched.length === 0) return undefined;
  // Fewest issues is the branch closest to what was written.
  return typeMatched.reduce((best, b) => (b.length < best.length ? b : best));
}

/** Branches that differ only by a literal at one path (a tagged union): the allowed tags, together. */
function mergedLiteralChoices(
  branches: readonly (readonly z.core.$ZodIssue[])[],
): { path: PathSegment[]; values: string[] } | undefined {
  if (branches.length < 2) return undefined;
  const firsts = branches.map((b) => b.find((i) => i.code === 'invalid_value'));
  const [head] = firsts;
  if (!head || firsts.some((i) => !i || JSON.stringify(i.path) !== JSON.stringify(head.path)))
    return undefined;
  const values = firsts.flatMap((i) => (i?.code === 'invalid_value' ? i.values.map(String) : []));
  return { path: head.path as PathSegment[], values: [...new Set(values)] };
}
