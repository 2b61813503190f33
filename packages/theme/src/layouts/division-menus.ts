import type { DivisionKind, NavDivisionStep, NavSection, ReaderMarks } from '@docwright/page-model';
import { routeHref } from '../html.ts';
import { counterpartRoute, versionRoutes } from './version-counterpart.ts';

export interface DivisionOption {
  readonly title: string;
  readonly href: string;
  readonly icon?: string;
  readonly current: boolean;
  readonly marks?: ReaderMarks;
}

/** The choices at one level of the division tree, as seen from the current section. */
export interface DivisionMenu {
  readonly kind: DivisionKind;
  readonly options: readonly DivisionOption[];
}

const sameStep = (a: NavDivisionStep, b: NavDivisionStep) => a.kind === b.kind && a.title === b.title;

/**
 * For each level of the current section's trail, the sibling divisions a reader can switch to:
 * the other versions of this site, the other tabs of this version, and so on. Each option leads
 * to the first page of its first section; another version's option leads to the page `route`
 * stands for there, when that version has it.
 */
export function divisionMenus(
  sections: readonly NavSection[],
  index: number,
  route?: string,
): DivisionMenu[] {
  const current = sections[index];
  if (!current) return [];
  return current.trail.map((step, level) => {
    const prefix = current.trail.slice(0, level);
    const options: DivisionOption[] = [];
    for (const section of sections) {
      const candidate = section.trail[level];
      if (!candidate || candidate.kind !== step.kind) continue;
      if (!prefix.every((p, i) => section.trail[i] && sameStep(p, section.trail[i]))) continue;
      if (options.some((option) => option.title === candidate.title)) continue;
      const counterpart =
        step.kind === 'version' && route !== undefined && !sameStep(candidate, step)
          ? counterpartRoute(
              route,
              versionRoutes(sections, level, step),
              versionRoutes(sections, level, candidate),
            )
          : undefined;
      options.push({
        title: candidate.title,
        href: counterpart !== undefined ? routeHref(counterpart) : section.href,
        ...(candidate.icon !== undefined && { icon: candidate.icon }),
        current: sameStep(candidate, step),
        ...(candidate.marks && { marks: candidate.marks }),
      });
    }
    return { kind: step.kind, options };
  });
}
