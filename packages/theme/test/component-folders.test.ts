import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compactCss, readStylesheet } from '../src/assets.ts';
import {
  type BuiltInComponent,
  builtInComponents,
  componentTwins,
  mdxComponents,
} from '../src/components/index.tsx';
import { clientScriptSources } from '../src/index.ts';

const componentsDir = new URL('../src/components/', import.meta.url);
const folders = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each folder's definition, as its index module exports it. */
async function definitionOf(folder: string): Promise<BuiltInComponent> {
  const index = ['index.ts', 'index.tsx'].find((name) =>
    existsSync(new URL(`${folder}/${name}`, componentsDir)),
  );
  expect(index, `${folder}/ has an index.ts`).toBeDefined();
  const module = (await import(new URL(`${folder}/${index}`, componentsDir).href)) as Record<string, unknown>;
  const definitions = Object.values(module).filter(
    (value): value is BuiltInComponent =>
      typeof value === 'object' && value !== null && 'components' in value,
  );
  expect(definitions, `${folder}/index exports one component`).toHaveLength(1);
  return definitions[0] as BuiltInComponent;
}

describe('a built-in component is one folder (components/<name>/)', () => {
  it('every folder defines a component, and every one is listed in builtInComponents', async () => {
    expect(folders.length).toBe(builtInComponents.length);
    for (const folder of folders) expect(builtInComponents).toContain(await definitionOf(folder));
  });

  it("a folder's stylesheet, browser module and twin rules are the ones the site uses", async () => {
    const stylesheet = readStylesheet();
    const scripts = clientScriptSources();
    for (const folder of folders) {
      const definition = await definitionOf(folder);
      const cssFiles = readdirSync(new URL(folder, componentsDir)).filter((name) => name.endsWith('.css'));
      expect(cssFiles.map((name) => fileURLToPath(new URL(`${folder}/${name}`, componentsDir)))).toEqual(
        definition.stylesheet ? [fileURLToPath(definition.stylesheet)] : [],
      );
      if (definition.stylesheet)
        expect(stylesheet).toContain(compactCss(readFileSync(definition.stylesheet, 'utf8')));
      if (definition.script) {
        expect(scripts.get(definition.script.path.slice(1))).toBe(fileURLToPath(definition.script.source));
        expect(existsSync(definition.script.source)).toBe(true);
      }
      for (const [name, rule] of Object.entries(definition.twins ?? {})) {
        // A member of a namespace component (`GitHub.Repo`) belongs to the folder's `GitHub`.
        const component = name.split('.')[0] ?? name;
        expect(Object.keys(definition.components), `${folder}: a twin rule for a component it has`).toContain(
          component,
        );
        expect(componentTwins[name]).toBe(rule);
      }
      for (const name of Object.keys(definition.components)) expect(mdxComponents[name]).toBeDefined();
    }
  });
});
