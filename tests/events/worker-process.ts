// A delivery worker in its own process, for the kill test (the receiver answers slowly so the kill lands mid-batch).
import { prepareDatabase } from '../../lib/db/client';
import { startDeliveryWorker } from '../../lib/events/delivery-worker';

await prepareDatabase();
startDeliveryWorker({ tenantIds: [Number(process.argv[2])], pollMs: 10 });
