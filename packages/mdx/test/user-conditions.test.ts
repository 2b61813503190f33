// Conditional `user` expressions (docs/server.md, Personalization): the grammar the build accepts,
// and the evaluator `docs serve` runs for each reader, with JavaScript's semantics on own properties.
import type { Expression, Program } from 'estree';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { evaluateUserCondition } from '../src/user-conditions/evaluate-user-condition.ts';
import { applyUserChoices, extractUserChoices } from '../src/user-conditions/extract-user-choices.ts';
import { userChoiceMarker as m } from '../src/user-conditions/user-choice-markup.ts';
import { parseUserCondition } from '../src/user-conditions/user-condition.ts';

const parser = unified().use(remarkParse).use(remarkMdx);

function expressionOf(source: string): Expression {
  const node = parser.parse(`{${source}}`).children[0] as { data?: { estree?: Program } };
  const statement = node.data?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement') throw new Error(`not an expression: ${source}`);
  return statement.expression;
}

/** What the expression shows `user`: `B0`, `B1`… for its JSX branches, else the value. */
function shown(source: string, user: unknown): unknown {
  const parsed = parseUserCondition(expressionOf(source));
  if (!parsed) throw new Error(`outside the grammar: ${source}`);
  const result = evaluateUserCondition(parsed.condition, user);
  return 'branch' in result ? `B${result.branch}` : result.value;
}

/** The same expression run by JavaScript itself on the same (JSON) data, JSX replaced by its branch name. */
function javascript(source: string, user: unknown): unknown {
  let index = 0;
  const code = source.replace(/<>[^<]*<\/>/g, () => `'B${index++}'`);
  return new Function('user', `return (${code});`)(user);
}

const users: unknown[] = [
  {},
  { plan: 'enterprise' },
  { plan: 'pro', seats: 12, org: { tier: 'gold' }, groups: ['beta', 'ops'] },
  { plan: null, seats: '12', org: null, groups: 'beta-testers' },
  { plan: 0, seats: 0, flag: false, groups: [] },
  { seats: '007', list: [1, 2], nested: { a: [] } },
];

const agreeing = [
  "user.plan === 'enterprise' ? <>A</> : <>B</>",
  "user.plan !== 'enterprise' ? <>A</> : <>B</>",
  'user.plan == null ? <>A</> : <>B</>',
  'user.plan == undefined ? <>A</> : <>B</>',
  'user.plan != null ? <>A</> : <>B</>',
  'user.plan === undefined ? <>A</> : <>B</>',
  'user.plan === null ? <>A</> : <>B</>',
  'user.seats == 12 ? <>A</> : <>B</>',
  'user.seats === 12 ? <>A</> : <>B</>',
  'user.seats > 10 ? <>A</> : <>B</>',
  'user.seats >= 7 ? <>A</> : <>B</>',
  "user.seats < '9' ? <>A</> : <>B</>",
  'user.seats <= 0 ? <>A</> : <>B</>',
  'user.seats == false ? <>A</> : <>B</>',
  "user.list == '1,2' ? <>A</> : <>B</>",
  "user.nested == '[object Object]' ? <>A</> : <>B</>",
  "user.org?.tier === 'gold' ? <>A</> : <>B</>",
  "user['org']?.['tier'] === 'gold' ? <>A</> : <>B</>",
  '!user.plan ? <>A</> : <>B</>',
  '!!user.flag ? <>A</> : <>B</>',
  "user.plan === 'pro' && user.seats > 10 ? <>A</> : <>B</>",
  "(user.plan === 'pro' || user.plan === 'enterprise') ? <>A</> : <>B</>",
  "user.plan ?? 'free'",
  "user.plan || 'free'",
  'user.plan && <>A</>',
  'user.seats || <>A</>',
  'user.seats ?? <>A</>',
  "user.groups?.includes('beta') ? <>A</> : <>B</>",
  "user.groups?.includes('beta') && <>A</>",
  "user.plan === 'enterprise' ? <>A</> : user.plan === 'pro' ? (user.seats > 10 ? <>B</> : <>C</>) : <>D</>",
  "user.plan === 'pro' ? 'Pro' : 42",
  'user.plan === 1 ? <>A</> : null',
];

describe('the evaluator', () => {
  for (const source of agreeing)
    it(`agrees with JavaScript on ${source}`, () => {
      for (const user of users)
        expect(shown(source, user), JSON.stringify(user)).toEqual(javascript(source, user));
    });

  it('reads own properties only: nothing inherited from Object.prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"plan": "enterprise"}}') as unknown;
    expect(shown("user.plan === 'enterprise' ? <>A</> : <>B</>", hostile)).toBe('B1');
    expect(shown('user.__proto__ ? <>A</> : <>B</>', hostile)).toBe('B0');
    expect(shown('user.constructor ? <>A</> : <>B</>', {})).toBe('B1');
    expect(shown("user['__proto__'] ? <>A</> : <>B</>", {})).toBe('B1');
    expect(shown('user.toString ? <>A</> : <>B</>', {})).toBe('B1');
    expect(shown('user.hasOwnProperty ? <>A</> : <>B</>', {})).toBe('B1');
    expect(shown("user.toString === 'x' ? <>A</> : <>B</>", { toString: 'x' })).toBe('B0');
    // An object holding a `toString` or `valueOf` key compares as the object it is, calling nothing.
    expect(
      shown("user.org == '[object Object]' ? <>A</> : <>B</>", { org: { toString: 1, valueOf: 2 } }),
    ).toBe('B0');
  });

  it('reads a path through a missing value as undefined, where JavaScript would throw', () => {
    expect(shown("user.org.tier === 'gold' ? <>A</> : <>B</>", {})).toBe('B1');
    expect(shown("user.groups.includes('beta') ? <>A</> : <>B</>", {})).toBe('B1');
  });
});

describe('the grammar', () => {
  const outside = [
    'user.name.toUpperCase()',
    "user.groups?.includes('beta', 1)",
    'user.groups?.includes(user.plan)',
    "user.groups?.indexOf('beta') ? <>A</> : <>B</>",
    'new Date(user.since) ? <>A</> : <>B</>',
    "(user.plan = 'enterprise') ? <>A</> : <>B</>",
    'this.user ? <>A</> : <>B</>',
    'window.location ? <>A</> : <>B</>',
    'user.plan === window.plan ? <>A</> : <>B</>',
    "user.constructor.constructor('return process')() ? <>A</> : <>B</>",
    'user[key] ? <>A</> : <>B</>',
    '(user.a, user.b) ? <>A</> : <>B</>',
    '`${user.plan}` ? <>A</> : <>B</>',
    'user.plan === `x${1}` ? <>A</> : <>B</>',
    '{...user} ? <>A</> : <>B</>',
    '[...user.groups] ? <>A</> : <>B</>',
    'typeof user.plan === "string" ? <>A</> : <>B</>',
    'user.seats + 1 > 2 ? <>A</> : <>B</>',
    '(() => user.plan)() ? <>A</> : <>B</>',
    '<>A</> === user.plan ? <>A</> : <>B</>',
    "user.plan === 'pro' ? <>A</> : other",
    'user.plan in user ? <>A</> : <>B</>',
    'user.plan === /x/ ? <>A</> : <>B</>',
    'delete user.plan',
    'user.seats++',
    "'enterprise' === 'enterprise' ? <>A</> : <>B</>",
  ];
  for (const source of outside)
    it(`leaves ${source} static`, () => {
      expect(parseUserCondition(expressionOf(source))).toBeUndefined();
    });

  it('leaves a template literal static, even one without expressions', () => {
    expect(parseUserCondition(expressionOf('user.plan === `pro` ? <>A</> : <>B</>'))).toBeUndefined();
  });

  it('collects each JSX branch once, in order, nested conditions included', () => {
    const parsed = parseUserCondition(
      expressionOf('user.a ? <>one</> : user.b ? <b>two</b> : user.c && <Note>three</Note>'),
    );
    expect(parsed?.branches.map((branch) => branch.type)).toEqual([
      'JSXFragment',
      'JSXElement',
      'JSXElement',
    ]);
  });
});

describe('choices in HTML', () => {
  const parsed = parseUserCondition(expressionOf("user.plan === 'pro' ? <>A</> : <>B</>"));
  const choice = { id: 'n.0', condition: parsed?.condition ?? { kind: 'undefined' as const }, branches: 2 };
  const compiled = `<p>x</p>${m('n.0.0')}<b>Pro</b>${m('n.0.0')}${m('n.0.1')}<i>Free</i>${m('n.0.1')}`;

  it('keep the signed-out branch in the page and hand each reader theirs', () => {
    const built = extractUserChoices(compiled, [choice]);
    expect(built.html).toBe(`<p>x</p>${m('n.0')}<i>Free</i>${m('n.0')}`);
    expect(built.choices).toEqual([
      { id: 'n.0', condition: choice.condition, branches: ['<b>Pro</b>', '<i>Free</i>'] },
    ]);
    expect(applyUserChoices(built.html, built.choices, { plan: 'pro' })).toBe('<p>x</p><b>Pro</b>');
    expect(applyUserChoices(built.html, built.choices, {})).toBe('<p>x</p><i>Free</i>');
  });

  it('move nothing for markers copied elsewhere into the page', () => {
    const built = extractUserChoices(compiled, [choice]);
    const forged = `${m('n.0')}<i>Other</i>${m('n.0')}${built.html}`;
    expect(applyUserChoices(forged, built.choices, { plan: 'pro' })).toBe(
      `${m('n.0')}<i>Other</i>${m('n.0')}<p>x</p><b>Pro</b>`,
    );
  });

  it('fail a page whose branches a component took apart, rather than show them all', () => {
    expect(() => extractUserChoices(`${compiled}${m('n.0.1')}<i>again</i>`, [choice])).toThrow(
      /out of order/,
    );
  });
});
