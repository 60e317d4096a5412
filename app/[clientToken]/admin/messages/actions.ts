'use server';
import { getTranslations } from 'next-intl/server';
import { retryMessage } from '@/lib/domain/messages/retry-message';
import { wakeMessageWorker } from '@/lib/messages/worker-wake';
import { parseId, runAction, type ActionResult } from '../../run-action';

/** "Retry now": the message is due at once and the worker is woken (it sends after this commit). */
export async function retryMessageNow(clientToken: string, messageId: number): Promise<ActionResult<{ message: string }>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      await retryMessage({ tenant: ctx.tenant, messageId: parseId(messageId) });
      wakeMessageWorker();
      return { message: (await getTranslations('adminMessages'))('retried') };
    },
  });
}
