'use server';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { runFailedJobAgain } from '@/lib/domain/jobs/run-failed-job-again';
import { runAction, type ActionResult } from '../../run-action';

/** "Run again": a job that failed for good is due now with its attempts back to zero (graphile-worker). */
export async function runJobAgain(clientToken: string, jobId: string): Promise<ActionResult<{ message: string }>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: z.string().regex(/^\d{1,18}$/), input: jobId,
    say: { invalid: 'api.error.not-found' },
    run: async (ctx, id) => {
      await runFailedJobAgain({ actor: ctx.actor, jobId: id });
      return { message: (await getTranslations('adminJobs'))('ranAgain') };
    },
  });
}
