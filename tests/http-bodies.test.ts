// Bodies over real HTTP, through the request listener server.ts uses: the Node adapter reads them
// without building a Fetch Request, so the limit is judged on Content-Length or, for a chunked body,
// on what arrives; a body under the limit reaches validation intact.
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../lib/server/request-listener';
import { createTenantFixture, tokenFor, type TenantFixture } from './factories';

let fx: TenantFixture;
let admin: string;
let server: Server;
let port: number;
beforeAll(async () => {
  fx = await createTenantFixture();
  admin = await tokenFor(fx, 'admin');
  server = createServer(createRequestListener((_req, res) => { res.statusCode = 404; res.end(); }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => { server.close(() => done()); }));

/** PATCHes the fixture's club with `chunks`, written one by one (chunked unless `length` is declared). */
function patchClub(chunks: string[], length?: number): Promise<{ status: number; body: { code?: string; name?: string } }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${admin}`, 'content-type': 'application/merge-patch+json' };
    if (length !== undefined) headers['content-length'] = String(length);
    const req = request({ host: '127.0.0.1', port, method: 'PATCH', path: `/api/${fx.token}/clubs/${fx.clubs.c}`, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString()) }));
    });
    // The server may answer before the whole body is sent: a reset after the answer is expected.
    req.on('error', (error) => { if (!req.writableEnded) reject(error); });
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('bodies over HTTP', () => {
  it('saves a body sent with its length, and one sent in chunks', async () => {
    const declared = JSON.stringify({ name: 'Declared length' });
    expect(await patchClub([declared], Buffer.byteLength(declared))).toMatchObject({ status: 200, body: { name: 'Declared length' } });
    expect(await patchClub(['{"name":', '"Chunked"}'])).toMatchObject({ status: 200, body: { name: 'Chunked' } });
  });

  it('answers 413 to a body over 1 MiB, declared or chunked', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) });
    expect(await patchClub([huge], Buffer.byteLength(huge))).toMatchObject({ status: 413, body: { code: 'api.error.body.too-large' } });
    const chunks = Array.from({ length: 5 }, (_, i) => (i === 0 ? '{"name":"' : 'x'.repeat(300 * 1024)));
    expect(await patchClub([...chunks, '"}'])).toMatchObject({ status: 413, body: { code: 'api.error.body.too-large' } });
  });

  it('still refuses text the database cannot store, read from the body the adapter handed over', async () => {
    const body = '{"name":"a\\u0000b"}';
    expect(await patchClub([body], Buffer.byteLength(body))).toMatchObject({ status: 400, body: { code: 'api.error.validation.invalid-characters' } });
  });
});
