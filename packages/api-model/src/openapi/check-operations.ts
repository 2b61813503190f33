import { createDiagnostic, type Diagnostic, formatJsonPointer } from '@docwright/diagnostics';
import type { Operation } from '../model.ts';

/** Problems across operations that leave the spec usable: each a located warning, never a failed build. */
export function checkOperations(file: string, operations: readonly Operation[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const warn = (path: (string | number)[], message: string) =>
    diagnostics.push(createDiagnostic('spec/invalid', { file, jsonPath: formatJsonPointer(path), message }));
  const seenIds = new Map<string, string>();
  for (const operation of operations) {
    const path = operation.pointer
      .slice(2)
      .split('/')
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
    if (!operation.webhook) {
      const declared = new Set(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name));
      for (const [, name] of operation.path.matchAll(/\{([^}]+)\}/g)) {
        if (name && !declared.has(name)) {
          warn(
            path,
            `${operation.key}: the path names {${name}} but no path parameter "${name}" is declared; it is shown without a description.`,
          );
        }
      }
    }
    if (operation.operationId) {
      const first = seenIds.get(operation.operationId);
      if (first)
        warn(
          [...path, 'operationId'],
          `operationId "${operation.operationId}" is also used by ${first}; operationIds must be unique.`,
        );
      else seenIds.set(operation.operationId, operation.key);
    }
  }
  return diagnostics;
}
