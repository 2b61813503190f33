import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

let echo: WebSocketServer;
const paths: string[] = [];
let site: { url: string; close: () => Promise<void> };
let browser: Browser;

beforeAll(async () => {
  echo = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => echo.once('listening', () => resolve()));
  echo.on('connection', (socket, request) => {
    paths.push(request.url ?? '');
    socket.on('message', (data) => socket.send(`echo: ${data.toString()}`));
  });
  const { port } = echo.address() as AddressInfo;
  const dir = await writeSite({
    'docs.json': JSON.stringify({
      name: 'Sockets',
      navigation: { groups: [{ group: 'Events', asyncapi: 'asyncapi.yaml' }] },
    }),
    'asyncapi.yaml': `asyncapi: 3.0.0
info:
  title: Chat
  version: '1'
servers:
  local:
    host: 127.0.0.1:${port}
    protocol: ws
channels:
  room:
    address: /rooms/{roomId}
    title: Room
    parameters:
      roomId:
        description: The room to join
    messages:
      say:
        name: say
        payload:
          type: object
          properties:
            text:
              type: string
              example: hello
operations:
  sendSay:
    action: send
    channel:
      $ref: '#/channels/room'
`,
  });
  const out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  [site, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await new Promise((resolve) => echo?.close(resolve));
});

it('connects to the channel with its parameters, sends a message built from the schema and shows the echo', async () => {
  const page = await browser.newPage();
  await page.goto(`${site.url}/api-reference/chat/room`);
  await page.getByText('Try it').click();
  const connect = page.getByRole('button', { name: 'Connect' });
  await expect.poll(() => connect.isEnabled()).toBe(true);
  expect(await page.getByLabel('Message', { exact: true }).inputValue()).toContain('"text": "hello"');
  await page.getByLabel('roomId', { exact: true }).fill('lobby 1');
  await connect.click();
  const events = page.getByRole('list', { name: 'Events' });
  await expect.poll(() => events.textContent()).toContain('Connected');
  expect(paths.at(-1)).toBe('/rooms/lobby%201');
  await page.getByLabel('Message', { exact: true }).fill('{"text": "hi there"}');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => events.textContent()).toContain('Received: echo: {"text": "hi there"}');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect.poll(() => events.textContent()).toContain('Closed');
  await page.close();
});
