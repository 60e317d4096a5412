'use server';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { setWebCheckoutProvider } from '@/lib/domain/payments/set-web-checkout-provider';
import { checkoutProviderSchema } from '@/lib/payments/stripe-settings';
import { fieldsOf, parseId, runAction, type ActionResult } from '../../../run-action';

/**
 * Saves how the club takes card payments online (its web checkout's provider and, for Stripe, the
 * club's publishable key and connected account), judged by the same schema as the operation: a wrong
 * key is refused here, beside its field, never at a member's first payment.
 */
export async function saveCardPayments(clientToken: string, clubId: number, input: unknown): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES, schema: checkoutProviderSchema, input, fields: fieldsOf(['publicKey', 'accountId']),
    run: async (ctx, value) => {
      await setWebCheckoutProvider({ ...ctx, clubId: parseId(clubId), input: value });
      return null;
    },
  });
}
