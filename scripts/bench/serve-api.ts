// The API as server.ts serves it (same request listener: routing, request id, JSON log line), on
// DATABASE_URL, without Next (the benchmark calls /api/* only). Started by scripts/bench/api.ts.
import { createServer } from 'node:http';
import { prepareDatabase } from '../../lib/db/client';
import { createRequestListener } from '../../lib/server/request-listener';
import './report-cpu';

await prepareDatabase();
const listener = createRequestListener((_req, res) => { res.statusCode = 404; res.end(); });
createServer(listener).listen(Number(process.env.PORT), () => process.send?.('ready'));
