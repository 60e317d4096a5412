'use server';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/db/client';
import { inTransaction } from '@/lib/db/transaction';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { setCashDrawerLimit } from '@/lib/domain/cash-drawers/cash-drawer-limit';
import { closeCashDrawer } from '@/lib/domain/cash-drawers/close-cash-drawer';
import { openCashDrawer } from '@/lib/domain/cash-drawers/open-cash-drawer';
import { confinedClubId } from '@/lib/domain/context';
import { parseId, runAction, type ActionResult } from '../../run-action';

/** Opens a desk checkout's drawer with the float counted in it (cents). */
export async function openDrawerAction(clientToken: string, checkoutId: number, floatAmount: number): Promise<ActionResult<{ message: string }>> {
  return runAction({
    clientToken, who: 'staff',
    run: async ({ tenant, actor, staff }) => {
      await inTransaction((tx) => openCashDrawer(tx, {
        tenantId: tenant.id, checkoutId: parseId(checkoutId), floatAmount, staffUserId: staff.userId, clubId: confinedClubId(actor),
      }));
      return { message: (await getTranslations('adminCashDrawer.page'))('opened') };
    },
  });
}

/** Closes a drawer with the cash counted in it (cents): the expected amount and the difference are kept. */
export async function closeDrawerAction(clientToken: string, drawerId: number, countedAmount: number): Promise<ActionResult<{ message: string }>> {
  return runAction({
    clientToken, who: 'staff',
    run: async ({ tenant, actor, staff }) => {
      await inTransaction((tx) => closeCashDrawer(tx, {
        tenantId: tenant.id, drawerId: parseId(drawerId), countedAmount, staffUserId: staff.userId, clubId: confinedClubId(actor),
      }));
      return { message: (await getTranslations('adminCashDrawer.page'))('closed') };
    },
  });
}

/** The club's cash limit (cents; null removes it), for the owner and managers. */
export async function setLimitAction(clientToken: string, clubId: number, limit: number | null): Promise<ActionResult<{ message: string }>> {
  return runAction({
    clientToken, who: 'staff', role: SETTINGS_ROLES,
    run: async ({ tenant, actor }) => {
      await setCashDrawerLimit(await getDb(), { tenantId: tenant.id, actor, clubId: parseId(clubId), limit });
      return { message: (await getTranslations('adminCashDrawer.page'))('limitSaved') };
    },
  });
}
