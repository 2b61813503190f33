import { fingerprint } from '../fingerprint.ts';
import type { ApiSpec, AsyncServer } from '../model.ts';
import { derefObject, isRecord } from '../openapi/refs.ts';
import { readSecuritySchemes } from '../openapi/security-schemes.ts';
import { readTags } from '../openapi/tags.ts';
import { readChannels } from './channels.ts';

/** AsyncAPI 2.x and 3.x: channels with their operations and messages, and the servers. */
export function createAsyncApiSpec(document: Record<string, unknown>, id: string): ApiSpec {
  const info = isRecord(document.info) ? document.info : {};
  const components = isRecord(document.components) ? document.components : {};
  const { channels: _channels, operations: _operations, ...shared } = document;
  const description = typeof info.description === 'string' ? info.description : undefined;
  return {
    id,
    format: 'asyncapi',
    formatVersion: String(document.asyncapi),
    title: typeof info.title === 'string' ? info.title : (id.split('/').pop() ?? id),
    version: typeof info.version === 'string' ? info.version : '',
    ...(description !== undefined && { description }),
    servers: [],
    asyncServers: readAsyncServers(document),
    tags: readTags(isRecord(document.info) ? document.info.tags : undefined).concat(readTags(document.tags)),
    operations: [],
    channels: readChannels(document),
    securitySchemes: readSecuritySchemes(components.securitySchemes),
    document,
    sharedFingerprint: fingerprint(shared),
  };
}

function readAsyncServers(document: Record<string, unknown>): AsyncServer[] {
  const servers = isRecord(document.servers) ? document.servers : {};
  return Object.entries(servers).flatMap(([name, raw]) => {
    const server = derefObject(document, raw);
    if (!server) return [];
    const url =
      typeof server.url === 'string'
        ? server.url
        : `${typeof server.host === 'string' ? server.host : ''}${typeof server.pathname === 'string' ? server.pathname : ''}`;
    const description = typeof server.description === 'string' ? server.description : undefined;
    return [
      {
        name,
        url,
        protocol: typeof server.protocol === 'string' ? server.protocol : '',
        ...(description !== undefined && { description }),
      },
    ];
  });
}
