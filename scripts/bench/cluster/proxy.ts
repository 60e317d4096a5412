// The two servers bench:cluster runs itself: the round-robin proxy in front of the app processes, and
// the tenant's webhook receiver.
import http from 'node:http';

/** What the proxy had to do besides forwarding: requests sent again, and the upstream failures it answered 502. */
export interface ProxyLog { resent: number; failures: string[] }

/**
 * A round-robin HTTP proxy over the app processes, one keep-alive agent each. Like a production load
 * balancer, it sends a request once more on a fresh connection when a reused keep-alive socket turns
 * out closed before any answer came (the process closed it as idle at the moment it was picked: Node's
 * agent retires idle sockets only 1 s before the server's advertised Keep-Alive timeout, a margin event
 * loop lag under load can eat). The request never reached the process, so sending it again is safe;
 * Node's documentation recommends exactly this (`request.reusedSocket`). Any other upstream failure is
 * a 502 whose body and log entry name the error code.
 */
export function startProxy(ports: number[], listenOn: number): Promise<{ server: http.Server; log: ProxyLog }> {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 128 }));
  const log: ProxyLog = { resent: 0, failures: [] };
  let next = 0;
  const forward = (at: number, req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, again: boolean) => {
    // Hop-by-hop headers stay on their hop: the client's "Connection: close" is not the upstream pool's.
    const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = req.headers;
    const upstream = http.request({ host: '127.0.0.1', port: ports[at], path: req.url, method: req.method, headers, agent: again ? false : agents[at] }, (answer) => {
      const { connection: _c, 'keep-alive': _k, ...answerHeaders } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(res);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!again && upstream.reusedSocket && !res.headersSent && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
        log.resent += 1;
        forward(at, req, body, res, true);
        return;
      }
      const cause = `${req.method} ${req.url} on process ${at + 1}: ${error.code ?? error.message}${upstream.reusedSocket ? ' (reused socket)' : ''}`;
      log.failures.push(cause);
      if (res.headersSent) { res.destroy(); return; }
      res.statusCode = 502;
      res.end(`proxy: ${cause}`);
    });
    upstream.end(body);
  };
  const server = http.createServer((req, res) => {
    const at = next++ % ports.length;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(at, req, Buffer.concat(chunks), res, false));
  });
  server.on('close', () => agents.forEach((a) => a.destroy()));
  return new Promise((resolve) => server.listen(listenOn, '127.0.0.1', () => resolve({ server, log })));
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
