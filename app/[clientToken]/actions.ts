'use server';
import { headers } from 'next/headers';
import { z } from 'zod';
import { requestMemberLoginCode } from '@/lib/domain/auth/request-member-login-code';
import { clientAddressFromHeaders } from '@/lib/limits/client-address';
import { fieldsOf, runAction, type ActionResult } from './run-action';

const emailSchema = z.object({ email: z.string().trim().max(320).pipe(z.email()) });

/**
 * Step 1 of member sign-in. The answer is the same whether or not the e-mail belongs to a member,
 * so this form cannot be used to find out who is one. Asking too often is refused (rate-limited).
 */
export async function requestLoginCode(clientToken: string, email: string): Promise<ActionResult> {
  return runAction({
    clientToken, who: 'visitor', schema: emailSchema, input: { email }, fields: fieldsOf(['email']),
    say: { invalid: 'web.auth.invalid-email', missing: 'web.auth.unavailable', internal: 'web.auth.unavailable' },
    run: async ({ tenant }, values) => {
      // The address feeds the per-address limit beside the per-e-mail one (lib/limits/limits.ts).
      const address = clientAddressFromHeaders(await headers());
      await requestMemberLoginCode({ tenant, email: values.email, address });
      return null;
    },
  });
}
