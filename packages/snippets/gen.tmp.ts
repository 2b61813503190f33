import { mkdirSync, writeFileSync } from 'node:fs';
import { snippetTargets } from './src/index.ts';
import { requestFixtures } from './test/fixtures.ts';
const keys = process.argv.slice(2);
for (const target of snippetTargets.filter((t) => keys.includes(t.key))) {
  for (const fixture of requestFixtures) {
    const dir = `/tmp/gen/${target.key}`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${fixture.name}.${target.fileName}`, target.generate(fixture.request('http://127.0.0.1:8080')));
  }
}
