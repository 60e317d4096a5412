'use server';
import { z } from 'zod';
import { requestLocale } from '@/i18n/request';
import { setDashboardSubscription } from '@/lib/domain/insight/dashboard-subscription';
import { INSIGHT_ROLES } from '@/lib/domain/insight/insight-scope';
import { runAction, type ActionResult } from '../../run-action';

const weeklySchema = z.object({ on: z.boolean(), clubId: z.number().int().positive().nullable() });

/** "Send me this as PDF every Monday", on (for the club shown, in the page's language) or off. */
export async function setWeeklyDashboard(clientToken: string, input: unknown): Promise<ActionResult<boolean>> {
  return runAction({
    clientToken, who: 'staff', role: INSIGHT_ROLES, schema: weeklySchema, input,
    run: async (ctx, value) => {
      const saved = await setDashboardSubscription({ ...ctx, ...value, locale: await requestLocale() });
      return saved !== null;
    },
  });
}
