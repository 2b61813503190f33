export type { AllowedOrigin } from './allowlist.ts';
export { ProxyAllowlist, proxyAllowlist } from './allowlist.ts';
export type { ProxyOptions } from './handler.ts';
export { createProxyHandler, proxyPath } from './handler.ts';
export {
  cookieHeader,
  methodHeader,
  outcomeHeader,
  setCookieHeader,
  targetHeader,
} from './headers.ts';
export { handleNodeRequest } from './node.ts';
