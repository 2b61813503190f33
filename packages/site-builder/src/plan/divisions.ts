import { divisionContainers, divisionKinds, type NavDivision } from '@docwright/config';

/** A division's label: the value of its kind key (`tab`, `anchor`, `version`...), or `''`. */
export const divisionTitle = (division: NavDivision): string => {
  for (const name of divisionKinds) {
    const value = division[name];
    if (typeof value === 'string') return value;
  }
  return '';
};

/** Whether a division holds anything to show: nested divisions, groups, pages or a spec. */
export const hasContent = (division: NavDivision): boolean =>
  divisionContainers.some((k) => (division[k]?.length ?? 0) > 0) ||
  (division.groups?.length ?? 0) > 0 ||
  (division.pages?.length ?? 0) > 0 ||
  division.openapi !== undefined;
