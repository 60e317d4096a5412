// One app process for bench:cluster: the API as server.ts serves it (same request listener) and the
// webhook delivery worker beside it, on DATABASE_URL, without Next; several of these share one
// PostgreSQL as `npm start -- --workers N` copies do (lib/server/cluster.ts).
import { createServer } from 'node:http';
import { prepareDatabase } from '../../lib/db/client';
import { startDeliveryWorker } from '../../lib/events/delivery-worker';
import { createRequestListener } from '../../lib/server/request-listener';

await prepareDatabase();
const listener = createRequestListener((_req, res) => { res.statusCode = 404; res.end(); });
createServer(listener).listen(Number(process.env.PORT), () => process.send?.('ready'));
startDeliveryWorker({ pollMs: 100, allowLoopback: true }); // the receiver is the benchmark, on loopback
