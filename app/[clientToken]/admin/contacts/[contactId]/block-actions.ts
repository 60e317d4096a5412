'use server';
import { liftBookingBlock } from '@/lib/domain/planning/penalty-scenarios';
import { parseId, runAction, type ActionResult } from '../../../run-action';

/** Staff lift a contact's booking block (liftBookingBlock, as POST /booking_blocks/{id}/lift): they book again at once. */
export async function liftBlockAction(clientToken: string, blockId: number): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      await liftBookingBlock({ ...ctx, id: parseId(blockId) });
      return null;
    },
  });
}
