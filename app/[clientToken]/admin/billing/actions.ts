'use server';
import { z } from 'zod';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { createBillingRun } from '@/lib/domain/billing/create-billing-run';
import { isoDate } from '@/lib/domain/catalog/catalog-input';
import { fieldsOf, runAction, type ActionResult } from '../../run-action';

const runInput = z.object({ club: z.number().int().positive().max(2_147_483_647), date: isoDate });

export interface RunCounts { invoices: number; collected: number; rejected: number }

/**
 * Runs a club's billing day now (POST /billing_runs's operation): owners and managers only, as
 * debiting members' accounts is not front-desk work. Answers what this call did (0 for a day done).
 */
export async function runBillingDayAction(clientToken: string, input: z.input<typeof runInput>): Promise<ActionResult<RunCounts>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: runInput, input, fields: fieldsOf(['club', 'date']),
    run: async (ctx, { club, date }) => {
      const { invoices, collected, rejected } = await createBillingRun({ ...ctx, clubId: club, date });
      return { invoices, collected, rejected };
    },
  });
}
