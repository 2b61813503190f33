export { refusedAddressKind } from './addresses.ts';
export type { DeclaredServer } from './allowlist.ts';
export { allowlistOf, declaredServers, ProxyAllowlist, proxyAllowlist } from './allowlist.ts';
export type { ProxyOptions } from './handler.ts';
export { createProxyHandler, proxyPath } from './handler.ts';
export { handleNodeRequest } from './node.ts';
export type { Transport } from './transport.ts';
export { pinnedTransport } from './transport.ts';
