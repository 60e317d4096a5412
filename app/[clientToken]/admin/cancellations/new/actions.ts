'use server';
import { createCancellation } from '@/lib/domain/subscriptions/create-cancellation';
import { fieldsOf, runAction, type ActionResult } from '../../../run-action';
import { newCancellationSchema, targetOf } from './new-cancellation-schema';

// The domain names the fields as the API's body does.
const fields = fieldsOf(['target', 'cancellationDate', 'motiveId', 'comment'], {
  subscription: 'target', subscriptionOption: 'target', cancellationMotiveId: 'motiveId',
});

/** Records a cancellation on behalf of a member, submitted (createCancellation, as POST /cancellations). */
export async function createCancellationForMember(clientToken: string, input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAction({
    clientToken, who: 'staff', schema: newCancellationSchema, input, fields, refreshPage: false,
    run: async (ctx, values) => {
      const created = await createCancellation({
        ...ctx,
        input: {
          ...targetOf(values.target),
          cancellationDate: values.cancellationDate,
          motiveId: values.motiveId ? Number(values.motiveId) : null,
          comment: values.comment,
          inputChannel: 'admin',
        },
      });
      return { id: created.id };
    },
  });
}
