'use server';
import { z } from 'zod';
import { cancelClosure } from '@/lib/domain/closures/cancel-closure';
import { createClosure } from '@/lib/domain/closures/create-closure';
import { cancelIncident } from '@/lib/domain/finance/cancel-incident';
import { createIncident } from '@/lib/domain/finance/create-incident';
import { takeIncidentPayment } from '@/lib/domain/finance/take-incident-payment';
import { deskPaymentSchema } from '../desk-payment-schema';
import { fieldsOf, parseId, runAction, type ActionResult } from '../../run-action';

const cents = z.number().int().min(0).max(100_000_000);
const incidentInput = z.object({
  contactId: z.number().int().positive(),
  amount: cents.refine((n) => n > 0),
  reason: z.string().trim().min(1).max(200),
});

/** Records an amount owed (a debit the bank rejected…): POST /incidents's operation, with the accounting tag. */
export async function recordIncidentAction(clientToken: string, input: z.input<typeof incidentInput>): Promise<ActionResult<{ id: number }>> {
  return runAction({
    clientToken, who: 'staff', schema: incidentInput, input, fields: fieldsOf(['amount', 'reason']),
    run: async (ctx, { contactId, amount, reason }) => ({ id: (await createIncident({ ...ctx, input: { contactId, amount, reason } })).id }),
  });
}

/** The club waives an open incident (its `cancel` transition). */
export async function cancelIncidentAction(clientToken: string, incidentId: number): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      await cancelIncident({ ...ctx, incidentId: parseId(incidentId) });
      return null;
    },
  });
}

const deskPaymentInput = deskPaymentSchema({});

/** Takes an open incident's amount at the front desk (cash, cheque or card): the incident is settled. */
export async function takeIncidentPaymentAction(
  clientToken: string, incidentId: number, input: z.input<typeof deskPaymentInput>,
): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'staff', schema: deskPaymentInput, input, fields: fieldsOf(['mean', 'bank', 'code', 'network']),
    run: async (ctx, payment) => {
      await takeIncidentPayment({ ...ctx, incidentId: parseId(incidentId), payment });
      return null;
    },
  });
}

const closureInput = z.object({
  contactId: z.number().int().positive(),
  reason: z.string().trim().min(1).max(200),
  feeAmount: cents,
});

/** Closes a contact (POST /closures): old_client, subscriptions and badges off, sales locked, the fee as an incident. */
export async function closeContactAction(clientToken: string, input: z.input<typeof closureInput>): Promise<ActionResult<{ id: number }>> {
  return runAction({
    clientToken, who: 'staff', schema: closureInput, input, fields: fieldsOf(['reason', 'feeAmount']),
    run: async (ctx, { contactId, reason, feeAmount }) => ({ id: (await createClosure({ ...ctx, input: { contactId, reason, feeAmount } })).id }),
  });
}

/** Staff reopen a closed contact (the closure's cancel), refused while it owes anything. */
export async function reopenContactAction(clientToken: string, closureId: number): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      await cancelClosure({ ...ctx, closureId: parseId(closureId), contactSelfUnclosing: false });
      return null;
    },
  });
}
