import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBackofficeClient } from '../src/backoffice/index.ts';
import { toApiError } from '../src/index.ts';

const pictures = { success: true, message: 'OK', data: { sku: 'CPU-1', pictures: [], shown: [] } };

let server: Server;
let origin: string;
beforeAll(async () => {
  // Every answer comes after 300 ms.
  server = createServer((_req, res) =>
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(pictures));
    }, 300),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('gives a file upload its own, longer time than an ordinary call', async () => {
  const client = createBackofficeClient({ origin, storage: null, timeoutMs: 100, uploadTimeoutMs: 2_000 });
  const read = await client
    .GET('/products/{sku}/pictures', { params: { path: { sku: 'CPU-1' } } })
    .catch((thrown: unknown) => toApiError(thrown));
  expect(read).toMatchObject({ kind: 'timeout' });

  const { data } = await client.POST('/products/{sku}/pictures', {
    params: { path: { sku: 'CPU-1' } },
    body: new Uint8Array([0xff, 0xd8, 0xff]),
    bodySerializer: (body) => body as Uint8Array,
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(data).toEqual(pictures);
});
