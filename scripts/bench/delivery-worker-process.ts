// The delivery worker alone in its own process, as in the app; started by scripts/bench/webhooks.ts.
import { prepareDatabase } from '../../lib/db/client';
import { startDeliveryWorker } from '../../lib/events/delivery-worker';

await prepareDatabase();
startDeliveryWorker({ pollMs: Number(process.env.POLL_MS ?? 100) });
process.send?.('ready');
