'use server';
import { z } from 'zod';
import { confirmMemberMandate, resendMemberCode, startMemberMandate, type MemberSignatureOutcome } from '@/lib/domain/mandates/member-mandate';
import { runAction, type ActionResult } from '../../run-action';

const bankSchema = z.object({
  holder: z.string().trim().min(1).max(200),
  iban: z.string().trim().min(1).max(64),
  bic: z.string().trim().min(1).max(16),
  bank: z.string().trim().min(1).max(200),
});
const codeSchema = z.object({ requestId: z.number().int().positive(), code: z.string().trim().regex(/^\d{6}$/) });
const requestSchema = z.object({ requestId: z.number().int().positive() });

/** Step 1: the member's bank account becomes a pending mandate, and a code goes to their mobile. */
export async function startMandate(clientToken: string, input: z.input<typeof bankSchema>): Promise<ActionResult<{ requestId: number }>> {
  return runAction({
    clientToken, who: 'member', schema: bankSchema, input, fields: (path) => (['holder', 'iban', 'bic', 'bank'].includes(path) ? path : undefined),
    run: (ctx, values) => startMemberMandate({ ...ctx, ...values }),
  });
}

/** Step 2: the code from the SMS signs the mandate (replacing the member's active one). */
export async function confirmMandate(clientToken: string, requestId: number, code: string): Promise<ActionResult<MemberSignatureOutcome>> {
  return runAction({
    clientToken, who: 'member', schema: codeSchema, input: { requestId, code },
    run: (ctx, values) => confirmMemberMandate({ ...ctx, ...values }),
  });
}

/** A new code for the same mandate. */
export async function resendCode(clientToken: string, requestId: number): Promise<ActionResult<{ requestId: number }>> {
  return runAction({
    clientToken, who: 'member', schema: requestSchema, input: { requestId },
    run: (ctx, values) => resendMemberCode({ ...ctx, ...values }),
  });
}
