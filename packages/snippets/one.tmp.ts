import { readFileSync } from 'node:fs';
import { swiftRunner } from './test/harness/runners/swift.ts';
await swiftRunner.check();
console.log(await swiftRunner.run({ fixture: '', dir: '', file: '', code: readFileSync(process.argv[2]!, 'utf8') }));
