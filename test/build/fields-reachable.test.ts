import { copyFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { corpusBuildTimeout } from '../helpers/corpus-builds.ts';
import { sharedBuild } from '../helpers/shared-build.ts';
import { writeSite } from '../helpers/site.ts';

/** A type label with no fields of its own: scalars, maps, empty objects, and those `| ""`. */
const leaf = /^((string|integer|number|boolean|null|any|""|empty object)(<[^>]*>)?|map<.*>)(\[\])*$/;
const isLeaf = (type: string) => type.split(' | ').every((part) => leaf.test(part));
const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Each generated field of a page: its type, and what follows its head up to its first nested field. */
function fieldsOf(html: string) {
  const out: { id: string; type: string; rest: string }[] = [];
  const pattern =
    /<li class="dw-field" id="([^"]+)">(?:<span id="schema-[^"]+"><\/span>)?<div class="dw-field-head">.*?<span class="dw-field-type">([^<]*)<\/span>.*?<\/div>/g;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const after = html.slice(pattern.lastIndex, pattern.lastIndex + 4000);
    const end = after.search(/<li class="dw-field"|<\/li>/);
    out.push({ id: match[1] as string, type: decodeEntities(match[2] as string), rest: after.slice(0, end) });
  }
  return out;
}

describe("Stripe's endpoint pages: every field's fields are reachable", () => {
  let out: string;
  const pages = new Map<string, string>();
  beforeAll(async () => {
    // The Stripe site stripe-reference-names and accessibility-reference build: one build serves all three.
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Stripe',
        navigation: { groups: [{ group: 'API', openapi: 'spec3.json' }] },
      }),
    });
    await copyFile(join(corpusDir, 'openapi/stripe/spec3.json'), join(dir, 'spec3.json'));
    const result = await sharedBuild(dir);
    expect(result.code, result.stderr).toBe(0);
    out = result.out;
    for (const route of await readdir(join(out, 'api-reference'), { withFileTypes: true }))
      if (route.isDirectory())
        pages.set(route.name, await readFile(join(out, 'api-reference', route.name, 'index.html'), 'utf8'));
  }, corpusBuildTimeout);

  it('lists the children of payment_method_options.card.installments, and those of its plan', () => {
    const page = pages.get('post-v1payment_intents') as string;
    const ids = fieldsOf(page).map((field) => field.id);
    expect(ids).toContain('payment-method-options-card-installments-enabled');
    expect(ids).toContain('payment-method-options-card-installments-plan-count');
    // Stripe's `anyOf: [{object}, {enum: [""]}]` reads as the object or an empty string.
    const plan = fieldsOf(page).find((field) => field.id === 'payment-method-options-card-installments-plan');
    expect(plan?.type).toBe('object | ""');
    expect(plan?.rest).toContain('Pass an empty string to unset.');
  });

  it('gives every object or list of objects children, a link that resolves, or a stated reason', () => {
    const silent: string[] = [];
    let linked = 0;
    for (const [route, html] of pages) {
      const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
      for (const field of fieldsOf(html)) {
        // Authorization schemes share the field markup; they have no fields.
        if (isLeaf(field.type) || field.id.startsWith('auth-')) continue;
        if (field.rest.includes('<details class="dw-expandable dw-field-children">')) continue;
        if (field.rest.includes('dw-field-more')) continue;
        const link = /<p class="dw-field-meta">Fields of .*? <a href="([^"]+)"/.exec(field.rest)?.[1];
        if (!link) {
          silent.push(`${route}#${field.id} (${field.type})`);
          continue;
        }
        linked++;
        if (link.startsWith('#')) expect(ids.has(link.slice(1)), `${route}: ${link}`).toBe(true);
        else expect(pages.has(link.replace(/^\/api-reference\/|#.*$/g, '')), `${route}: ${link}`).toBe(true);
      }
    }
    expect(silent).toEqual([]);
    expect(linked).toBeGreaterThan(1000);
  });

  it("lands a link to another page on the component's fields there, when a page lists them", () => {
    let anchored = 0;
    let pageOnly = 0;
    const missed: string[] = [];
    for (const [route, html] of pages) {
      for (const [, target, id] of html.matchAll(
        /are listed on the page of <a href="\/api-reference\/([^"#]+)(?:#([^"]+))?"/g,
      )) {
        if (id === undefined) {
          pageOnly++;
          continue;
        }
        anchored++;
        if (!pages.get(target as string)?.includes(` id="${id}"`)) missed.push(`${route} -> ${target}#${id}`);
      }
    }
    expect(missed.slice(0, 10)).toEqual([]);
    // The rest name a page whose own field budget cut the component too (see docs/compatibility.md).
    expect(anchored).toBeGreaterThan(pageOnly * 5);
  });
});
