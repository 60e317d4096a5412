'use server';
import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { z } from 'zod';
import { openSession } from '@/lib/auth/open-session';
import { PAGE_PATH_HEADER, staffReturnPath } from '@/lib/auth/return-to';
import { verifyStaffCredentials } from '@/lib/domain/auth/verify-staff-credentials';
import { DomainError } from '@/lib/domain/errors';
import { clientAddressFromHeaders } from '@/lib/limits/client-address';
import { runAction } from '../run-action';
import type { StaffSignInState } from '../sign-in-state';

const credentialsSchema = z.object({ email: z.string().trim().max(320).pipe(z.email()), password: z.string().min(1).max(512) });

/**
 * Staff sign-in (staff-sign-in-form.tsx), posted natively before scripts load or called in place
 * after. Right credentials open the session and lead to the page the form stood in for, now signed in;
 * wrong ones, and too many tries (counted per e-mail and address by the domain), are refused.
 */
export async function staffSignIn(_previous: StaffSignInState, form: FormData): Promise<StaffSignInState> {
  const email = form.get('email');
  const typed = typeof email === 'string' ? email : '';
  const result = await runAction({
    clientToken: form.get('clientToken'), who: 'visitor', schema: credentialsSchema, input: { email: typed, password: form.get('password') },
    say: { invalid: 'web.auth.invalid-credentials', missing: 'web.auth.unavailable', internal: 'web.auth.unavailable' },
    run: async ({ tenant }, values) => {
      const address = clientAddressFromHeaders(await headers());
      const staff = await verifyStaffCredentials({ tenant, email: values.email, password: values.password, ...(address !== undefined ? { address } : {}) });
      if (!staff) throw new DomainError('web.auth.invalid-credentials', 'The e-mail or password is not correct.');
      await openSession({ role: 'staff', tenant: tenant.token, userId: staff.userId, staffRole: staff.role, name: staff.name, email: staff.email });
      return tenant.token;
    },
  });
  if (!result.ok) return { email: typed, error: result.message };
  redirect(staffReturnPath(result.value, (await headers()).get(PAGE_PATH_HEADER)), RedirectType.replace);
}
