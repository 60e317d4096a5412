'use server';
import { z } from 'zod';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { applyBankStatement, type AppliedStatement } from '@/lib/domain/billing/apply-bank-statement';
import { fieldsOf, runAction, type ActionResult } from '../../run-action';

const statementInput = z.object({ xml: z.string().min(1).max(1_048_576) });

/**
 * A bank's answer uploaded by staff (POST /bank_statements's operation): owners and managers, who run
 * the billing days. Answers what it applied, found applied already, and could not match.
 */
export async function uploadBankStatementAction(clientToken: string, input: z.input<typeof statementInput>): Promise<ActionResult<AppliedStatement>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: statementInput, input, fields: fieldsOf(['xml']),
    run: async (ctx, { xml }) => applyBankStatement({ ...ctx, xml }),
  });
}
