// The two servers bench:cluster runs itself: the round-robin proxy in front of the app processes, and
// the tenant's webhook receiver.
import http from 'node:http';

/** A round-robin HTTP proxy over the app processes, one keep-alive agent each. */
export function startProxy(ports: number[], listenOn: number): Promise<http.Server> {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 128 }));
  let next = 0;
  const server = http.createServer((req, res) => {
    const at = next++ % ports.length;
    const upstream = http.request({ host: '127.0.0.1', port: ports[at], path: req.url, method: req.method, headers: req.headers, agent: agents[at] }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => { res.statusCode = 502; res.end(); });
    req.pipe(upstream);
  });
  server.on('close', () => agents.forEach((a) => a.destroy()));
  return new Promise((resolve) => server.listen(listenOn, '127.0.0.1', () => resolve(server)));
}

export interface Receiver { server: http.Server; port: number; counts: Map<string, number> }

/** The tenant's webhook receiver: deliveries counted per webhook-id. */
export function startReceiver(): Promise<Receiver> {
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const id = String(req.headers['webhook-id']);
    counts.set(id, (counts.get(id) ?? 0) + 1);
    req.resume();
    req.on('end', () => res.end());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, counts })));
}
