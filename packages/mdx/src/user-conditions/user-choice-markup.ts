import type { UserCondition } from './user-condition.ts';

/**
 * A conditional `user` expression the build turned into a per-reader choice: `docs serve`
 * evaluates `condition` for each reader and shows the branch it picks (docs/server.md,
 * Personalization). `id` is random per page compile, so no page text can name a choice.
 */
export interface UserChoice {
  readonly id: string;
  readonly condition: UserCondition;
  /** How many JSX branches the condition names. */
  readonly branches: number;
}

/**
 * The attribute of the empty elements that mark a choice in HTML: compiled pages hold each branch
 * of choice `id` between two `<span data-dw-choice="id.i"></span>`; built pages hold what a
 * signed-out reader sees between two `<span data-dw-choice="id"></span>`.
 */
export const userChoiceAttribute = 'data-dw-choice';

export const userChoiceMarker = (key: string): string => `<span ${userChoiceAttribute}="${key}"></span>`;
