import { evaluateUserCondition, type UserConditionResult } from './evaluate-user-condition.ts';
import { type UserChoice, userChoiceAttribute, userChoiceMarker } from './user-choice-markup.ts';

/** A choice as `docs serve` needs it: the condition and the HTML of each branch. */
export interface BuiltUserChoice {
  readonly id: string;
  readonly condition: UserChoice['condition'];
  readonly branches: readonly string[];
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a result shows: its branch's HTML, or a string or number as text (nothing for other values). */
export function resultHtml(result: UserConditionResult, branches: readonly string[]): string {
  if ('branch' in result) return branches[result.branch] ?? '';
  const { value } = result;
  return typeof value === 'string' || typeof value === 'number' ? escapeText(String(value)) : '';
}

/**
 * Takes each choice's branches out of a compiled page's HTML and leaves what a signed-out reader
 * (`user` is `{}`) sees, between markers for `docs serve`. Choices come inner first, so an outer
 * branch's HTML holds its inner choices already taken apart. A choice rendered more than once (a
 * snippet used twice) is taken apart at each place, as its own choice there. Markers left over
 * (branches a component took apart) throw: the page would otherwise show every branch.
 */
export function extractUserChoices(
  html: string,
  choices: readonly UserChoice[],
): { html: string; choices: BuiltUserChoice[] } {
  let page = html;
  const built: BuiltUserChoice[] = [];
  for (const choice of choices) {
    let places = 0;
    for (let place = 0; ; place++) {
      const found = branchesAt(page, choice);
      if (!found) break;
      places++;
      const id = place === 0 ? choice.id : `${choice.id}~${place}`;
      const marker = userChoiceMarker(id);
      const signedOut = resultHtml(evaluateUserCondition(choice.condition, {}), found.branches);
      page = page.slice(0, found.from) + marker + signedOut + marker + page.slice(found.to);
      built.push({ id, condition: choice.condition, branches: found.branches });
    }
    // Branches that left no markers were used as text (a link, highlighted code), not as markup.
    if (places === 0 || page.includes(`${userChoiceAttribute}="${choice.id}.`))
      throw new Error(
        `a condition on \`user\` rendered its branches out of order (a component moved or repeated part of them), so the page cannot keep them apart for each reader. Move the condition out of that component, or inside it around whole content.`,
      );
  }
  return { html: page, choices: built };
}

/** Where the first rendering of a choice's branches starts and ends, and each branch's HTML. */
function branchesAt(
  page: string,
  choice: UserChoice,
): { from: number; to: number; branches: string[] } | undefined {
  const branches: string[] = [];
  let from = -1;
  let to = -1;
  for (let index = 0; index < choice.branches; index++) {
    const marker = userChoiceMarker(`${choice.id}.${index}`);
    const start = page.indexOf(marker, to === -1 ? 0 : to);
    const end = start === -1 ? -1 : page.indexOf(marker, start + marker.length);
    if (end === -1 || (to !== -1 && start !== to)) return undefined;
    if (from === -1) from = start;
    branches.push(page.slice(start + marker.length, end));
    to = end + marker.length;
  }
  return from === -1 ? undefined : { from, to, branches };
}

/**
 * The page as `user` (a signed-in reader's `content`) sees it: each choice's markers and what they
 * hold replaced by the branch the condition picks, outermost first. Only markers around the very
 * HTML the build left there count, so markers copied elsewhere into the page move nothing. The
 * reader's values become text, never markup.
 */
export function applyUserChoices(html: string, choices: readonly BuiltUserChoice[], user: unknown): string {
  let page = html;
  for (const choice of [...choices].reverse()) {
    const marker = userChoiceMarker(choice.id);
    const signedOut =
      marker + resultHtml(evaluateUserCondition(choice.condition, {}), choice.branches) + marker;
    const start = page.indexOf(signedOut);
    if (start === -1) continue;
    const shown = resultHtml(evaluateUserCondition(choice.condition, user), choice.branches);
    page = page.slice(0, start) + shown + page.slice(start + signedOut.length);
  }
  return page;
}
