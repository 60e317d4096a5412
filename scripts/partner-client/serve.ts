// The demo as `npm start` serves its API (same request listener), on a fresh PGlite data directory
// seeded with the sandbox demo, without Next (the collection calls /api/* only). Started by run.ts,
// which waits for 'ready'.
import { createServer } from 'node:http';
import { prepareDatabase } from '../../lib/db/client';
import { seedDemo } from '../../lib/seed/demo';
import { createRequestListener } from '../../lib/server/request-listener';

await prepareDatabase();
await seedDemo();
const listener = createRequestListener((_req, res) => { res.statusCode = 404; res.end(); });
const server = createServer(listener).listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : 0 });
});
