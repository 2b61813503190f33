import { dartTarget } from './src/targets/dart.ts';
import { powershellTarget } from './src/targets/powershell.ts';
import { swiftTarget } from './src/targets/swift.ts';
const req1 = { method: 'PROPFIND', url: 'http://127.0.0.1:1/dav/', headers: [{ name: 'Authorization', value: 'Token $x' }, { name: 'X-Twice', value: 'one' }, { name: 'x-twice', value: "two's" }], cookies: [], basicAuth: { username: 'user$', password: 'pa"ss\\' }, body: { kind: 'text', mediaType: 'application/xml', text: 'a\r\nb\u0007 `$(x)` \\(y) ${z}' } } as const;
const req2 = { method: 'PUT', url: 'http://127.0.0.1:1/upload', headers: [], cookies: [{ name: 'a', value: 'b' }], body: { kind: 'multipart', parts: [{ kind: 'file', name: 'img', file: 'dir/pic "1".png', mediaType: 'image/png' }, { kind: 'field', name: 'tag', value: 'x\ny' }, { kind: 'field', name: 'tag', value: "$it's" }] } } as const;
const req3 = { method: 'PATCH', url: 'http://127.0.0.1:1/j', headers: [], cookies: [], body: { kind: 'json', mediaType: 'application/merge-patch+json', value: { '"""#': '\\#(x) "## \'@ $a', line: "\n'@\n", big: 1e300, n: 12345678901234567000, e: {} } } } as const;
for (const t of [swiftTarget, dartTarget, powershellTarget]) for (const r of [req1, req2, req3]) console.log(`===== ${t.key}\n${t.generate(r as never)}`);
