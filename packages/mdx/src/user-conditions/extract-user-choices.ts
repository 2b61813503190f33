import { evaluateUserCondition, type UserConditionResult } from './evaluate-user-condition.ts';
import { type UserChoice, userChoiceMarker } from './user-choice-markup.ts';

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
 * branch's HTML holds its inner choices already taken apart. A choice whose markers the HTML does
 * not hold as compiled is left out.
 */
export function extractUserChoices(
  html: string,
  choices: readonly UserChoice[],
): { html: string; choices: BuiltUserChoice[] } {
  let page = html;
  const built: BuiltUserChoice[] = [];
  for (const choice of choices) {
    const branches: string[] = [];
    let from = -1;
    let to = -1;
    for (let index = 0; index < choice.branches; index++) {
      const marker = userChoiceMarker(`${choice.id}.${index}`);
      const start = page.indexOf(marker, to === -1 ? 0 : to);
      const end = start === -1 ? -1 : page.indexOf(marker, start + marker.length);
      if (end === -1) break;
      if (from === -1) from = start;
      branches.push(page.slice(start + marker.length, end));
      to = end + marker.length;
    }
    if (branches.length !== choice.branches) continue;
    const marker = userChoiceMarker(choice.id);
    const signedOut = resultHtml(evaluateUserCondition(choice.condition, {}), branches);
    page = page.slice(0, from) + marker + signedOut + marker + page.slice(to);
    built.push({ id: choice.id, condition: choice.condition, branches });
  }
  return { html: page, choices: built };
}

/**
 * The page as `user` (a signed-in reader's `content`) sees it: each choice's markers and what they
 * hold replaced by the branch the condition picks, outermost first. The reader's values become
 * text, never markup.
 */
export function applyUserChoices(html: string, choices: readonly BuiltUserChoice[], user: unknown): string {
  let page = html;
  for (const choice of [...choices].reverse()) {
    const marker = userChoiceMarker(choice.id);
    const start = page.indexOf(marker);
    const end = start === -1 ? -1 : page.indexOf(marker, start + marker.length);
    if (end === -1) continue;
    const shown = resultHtml(evaluateUserCondition(choice.condition, user), choice.branches);
    page = page.slice(0, start) + shown + page.slice(end + marker.length);
  }
  return page;
}
