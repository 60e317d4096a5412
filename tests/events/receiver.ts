// A real HTTP receiver for webhook tests: records every request and answers as told.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** What to answer next: a status, or 'hang' to never answer. */
  respond: (status: number | 'hang') => void;
  close: () => Promise<void>;
}

/** `delayMs`: how long to wait before answering (a slow partner). */
export async function startReceiver(initial: number | 'hang' = 200, delayMs = 0): Promise<Receiver> {
  let answer = initial;
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      const status = answer;
      if (status === 'hang') return;
      setTimeout(() => { res.statusCode = status; res.end(); }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    respond: (status) => { answer = status; },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
