// Issue 26.6, item 5: a server action sent from another site. Next refuses it (CSRF) but answered a
// 500, and an Origin that is no URL threw inside Next; the request listener now answers 403 before
// Next is reached. Real HTTP through createRequestListener, with a stand-in for Next that records
// what reaches it (e2e/cross-origin-action.spec.ts checks the same against the real build).
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../lib/server/request-listener';

let server: Server;
let base: string;
let host: string;
const reached: string[] = [];

beforeAll(async () => {
  server = createServer(createRequestListener((req, res) => { reached.push(`${req.method} ${req.url}`); res.end('next'); }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = `http://${host}`;
});
afterAll(() => { server.close(); });

const action = (headers: Record<string, string>, body = '[]') => fetch(`${base}/demo/admin`, {
  method: 'POST', headers: { 'next-action': '7f00', 'content-type': 'text/plain;charset=UTF-8', ...headers }, body,
});

describe('server actions from another origin', () => {
  it('are a 403 before Next, whatever the Origin says that is not this host', async () => {
    reached.length = 0;
    for (const origin of ['https://evil.example', `http://${host}.evil.example`, 'null', 'not a url', 'http://[::1']) {
      const res = await action({ origin });
      expect(res.status, origin).toBe(403);
      expect(await res.text()).toMatch(/another origin/);
      // The page's security headers are on the refusal too.
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
    // A no-script form posted from another site: the same refusal.
    const form = new FormData();
    form.set('$ACTION_ID_7f00', '');
    const posted = await fetch(`${base}/demo/admin`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: form });
    expect(posted.status).toBe(403);
    expect(reached).toEqual([]);
  });

  it('reach Next from this origin, as do requests without Origin and other requests', async () => {
    reached.length = 0;
    expect((await action({ origin: base })).status).toBe(200);
    expect((await action({ origin: 'https://proxy.example', 'x-forwarded-host': 'proxy.example' })).status).toBe(200);
    expect((await action({})).status).toBe(200);
    expect((await fetch(`${base}/demo`, { headers: { origin: 'https://evil.example' } })).status).toBe(200);
    expect(reached).toHaveLength(4);
  });
});
