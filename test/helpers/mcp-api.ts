// A local HTTP API on 127.0.0.1 that records every request it receives, and the OpenAPI spec of it
// that enables operations as MCP tools with `x-mint.mcp`: the fixture of the MCP API-tool tests.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface RecordingApi {
  readonly origin: string;
  readonly port: number;
  readonly received: ReceivedRequest[];
  close(): Promise<void>;
}

/** Bytes `GET /export` answers with: far more than an MCP tool returns. */
export const exportBytes = 2 * 1024 * 1024;

/**
 * Answers `/plants...` with JSON naming what it received, `/export` with `exportBytes` of text and
 * `/moved` with a redirect to its `to` query parameter, else to `movedTo`.
 */
export async function startRecordingApi(movedTo = 'http://127.0.0.1:9/'): Promise<RecordingApi> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (request.url?.startsWith('/export')) {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('x'.repeat(exportBytes));
      } else if (request.url?.startsWith('/moved')) {
        const to = new URL(request.url, 'http://api.invalid').searchParams.get('to');
        response.writeHead(302, { location: to ?? movedTo });
        response.end();
      } else {
        response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ method: request.method, url: request.url, body }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The plant API's spec: MCP tools on by default for the file, one operation opting out. */
export function plantSpec(origin: string): Record<string, unknown> {
  const plant = {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string' }, tag: { type: 'string' } },
  };
  return {
    openapi: '3.0.3',
    info: { title: 'Plants', version: '1.0.0' },
    servers: [{ url: origin }],
    'x-mint': { mcp: { enabled: true } },
    security: [{ ApiKey: [] }],
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
      schemas: { Plant: plant },
    },
    paths: {
      '/plants/{id}': {
        get: {
          operationId: 'getPlant',
          summary: 'Get a plant',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
            { name: 'verbose', in: 'query', schema: { type: 'boolean' } },
          ],
          responses: { '200': { description: 'The plant' } },
        },
        delete: {
          operationId: 'deletePlant',
          summary: 'Delete a plant',
          'x-mint': { mcp: { enabled: false } },
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { '204': { description: 'Deleted' } },
        },
      },
      '/plants': {
        post: {
          summary: 'Create a plant',
          'x-mint': { mcp: { name: 'plant_create', description: 'Adds a plant to the store.' } },
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Plant' } } },
          },
          responses: { '201': { description: 'Created' } },
        },
      },
      '/export': {
        get: { operationId: 'exportPlants', summary: 'Export', responses: { '200': { description: 'All' } } },
      },
      '/moved': {
        get: {
          operationId: 'movedPlants',
          summary: 'Moved',
          parameters: [{ name: 'to', in: 'query', schema: { type: 'string' } }],
          responses: { '302': { description: 'Moved' } },
        },
      },
    },
  };
}
