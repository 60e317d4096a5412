'use server';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { z } from 'zod';
import { notFound } from '@/lib/domain/errors';
import { assertCartMandate } from '@/lib/domain/portal/cart-mandate';
import { addressSchema } from '@/lib/domain/contacts/contact-input-schema';
import { updateContact } from '@/lib/domain/contacts/update-contact';
import { createPayableObject } from '@/lib/domain/payments/create-payable-object';
import { recopyCartContact } from '@/lib/domain/sales/recopy-cart-contact';
import { removeSaleArticle } from '@/lib/domain/sales/remove-sale-article';
import { transitionSale } from '@/lib/domain/sales/transition-sale';
import { fieldsOf, parseId, runAction, type ActionResult } from '../run-action';
import { findMemberCart } from '../_member/member-cart';

const refresh = (token: string) => {
  revalidatePath(`/${token}/cart`);
  revalidatePath(`/${token}/shop`);
};

/** Takes an article out (and what depended on it: removeSaleArticle). */
export async function removeFromCartAction(clientToken: string, articleId: number): Promise<ActionResult<{ removed: number }>> {
  return runAction({
    clientToken, who: 'member',
    run: async (ctx) => {
      const removed = await removeSaleArticle({ ...ctx, articleId: parseId(articleId) });
      refresh(ctx.tenant.token);
      return { removed: removed.length };
    },
  });
}

/** Empties the cart: it is cancelled (what was paid towards it goes to the member's available amount). */
export async function cancelCartAction(clientToken: string, saleId: number): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'member',
    run: async (ctx) => {
      await transitionSale({ ...ctx, saleId: parseId(saleId), transition: 'cancel' });
      refresh(ctx.tenant.token);
      return null;
    },
  });
}

async function origin(): Promise<string> {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL.replace(/\/$/, '');
  const h = await headers();
  return `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('x-forwarded-host') ?? h.get('host')}`;
}

export type PayOutcome = { kind: 'validated' } | { kind: 'redirect'; url: string };

/**
 * Pays the cart. A zero total is validated at once (transition `validate`); otherwise a payable object
 * for the sale's remaining amount is created with the club's provider and the browser goes to its
 * hosted page. Nothing is paid here: the provider's verified event pays the sale, and the return page
 * reads the payable object's state from the database.
 */
export async function payCartAction(clientToken: string, saleId: number): Promise<ActionResult<PayOutcome>> {
  return runAction({
    clientToken, who: 'member',
    run: async (ctx) => {
      const cart = await findMemberCart(ctx);
      if (!cart || cart.id !== parseId(saleId)) throw notFound('Sale');
      // A direct-debit subscription is paid only once its mandate is signed (lib/domain/portal/cart-mandate.ts).
      await assertCartMandate(ctx, cart);
      if (cart.totalTI === 0) {
        await transitionSale({ ...ctx, saleId: cart.id, transition: 'validate' });
        refresh(ctx.tenant.token);
        return { kind: 'validated' as const };
      }
      const back = `${await origin()}/${ctx.tenant.token}/cart/return`;
      const payable = await createPayableObject({
        ...ctx, contactId: cart.contactId, amount: cart.remainingAmount, clubId: cart.clubId, clubCode: cart.clubCode,
        checkoutId: cart.checkoutId, kind: 'sales', targetIds: [cart.id], validUrl: back, cancelUrl: back, origin: await origin(),
      });
      return { kind: 'redirect' as const, url: payable.redirectUrl };
    },
  });
}

const addressInput = z.object({
  streetAddress: z.string().trim().min(1).max(200),
  postalCode: z.string().trim().min(1).max(20),
  addressLocality: z.string().trim().min(1).max(100),
  addressCountry: z.string().trim().min(1).max(100),
});
export type AddressInput = z.input<typeof addressInput>;

/** Completes the member's address on their contact, then copies it into their cart (the invoice names it). */
export async function saveAddressAction(clientToken: string, input: AddressInput): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'member', schema: addressInput, input, fields: fieldsOf(Object.keys(addressInput.shape), {
      'address.streetAddress': 'streetAddress', 'address.postalCode': 'postalCode', 'address.addressLocality': 'addressLocality', 'address.addressCountry': 'addressCountry',
    }),
    run: async (ctx, address) => {
      await updateContact({ ...ctx, contactId: ctx.actor.contactId, patch: { address: addressSchema.parse(address) } });
      const cart = await findMemberCart(ctx);
      if (cart) await recopyCartContact({ ...ctx, saleId: cart.id });
      refresh(ctx.tenant.token);
      return null;
    },
  });
}
