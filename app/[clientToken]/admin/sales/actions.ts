'use server';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { OperationContext } from '@/lib/domain/context';
import { getContactOrThrow } from '@/lib/domain/contacts/get-contact';
import { addSaleArticle } from '@/lib/domain/sales/add-sale-article';
import { createSale } from '@/lib/domain/sales/create-sale';
import { getSaleOrThrow } from '@/lib/domain/sales/get-sale';
import { paySale } from '@/lib/domain/sales/pay-sale';
import { postponeSaleDue } from '@/lib/domain/sales/postpone-sale-due';
import { recopyCartContact } from '@/lib/domain/sales/recopy-cart-contact';
import { removeSaleArticle } from '@/lib/domain/sales/remove-sale-article';
import { transitionSale } from '@/lib/domain/sales/transition-sale';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { listCheckouts } from '@/lib/domain/sales/list-checkouts';
import { deskPaymentSchema } from '../desk-payment-schema';
import { fieldsOf, parseId, runAction, type ActionResult } from '../../run-action';

/** The club's front desk, where money handed over at the club is taken (the sale's own checkout when it has none). */
async function deskCheckoutId(ctx: OperationContext, clubId: number): Promise<number | undefined> {
  const found = await listCheckouts({ ...ctx, clubId, type: 'desk', page: { page: 1, itemsPerPage: 1 } });
  return found.items[0]?.id;
}

/**
 * Opens a cart at the desk for a contact, in the contact's club, taken at the club's front-desk
 * checkout; then the sale's page. A contact may have several carts: each is a sale of its own.
 */
export async function openSaleAction(clientToken: string, contactId: number): Promise<ActionResult<null>> {
  const result = await runAction({
    clientToken, who: 'staff', refreshPage: false,
    run: async (ctx) => {
      const contact = await getContactOrThrow(ctx, parseId(contactId));
      const clubs = await listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } });
      const club = clubs.items.find((c) => c.id === contact.clubId);
      const desk = await deskCheckoutId(ctx, contact.clubId);
      const sale = await createSale({
        ...ctx, input: { contactId: contact.id, clubId: contact.clubId, clubCode: club?.code ?? '', ...(desk ? { checkoutId: desk } : {}) },
      });
      return sale.id;
    },
  });
  if (result.ok) redirect(`/${clientToken}/admin/sales/${result.value}`);
  return result;
}

const articleSchema = z.object({
  offerId: z.number().int().positive(),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  debitDay: z.number().int().min(1).max(31).optional(),
  parentId: z.number().int().positive().optional(),
});

/** Adds an offer to a cart, as POST /sales/{id}/articles does (start date and debit day with it). */
export async function addArticleAction(clientToken: string, saleId: number, input: z.input<typeof articleSchema>): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'staff', schema: articleSchema, input,
    fields: fieldsOf(['offerId', 'startDate', 'debitDay'], { 'implementation.startDate': 'startDate', 'repaymentSchedule.debitDay': 'debitDay' }),
    run: async (ctx, { offerId, startDate, debitDay, parentId }) => {
      await addSaleArticle({
        ...ctx, saleId: parseId(saleId), offerId, parentId: parentId ?? null,
        ...(startDate ? { implementation: { startDate } } : {}),
        ...(debitDay !== undefined ? { repaymentSchedule: { specificDay: true, debitDay, startDate: startDate ?? null } } : {}),
      });
      return null;
    },
  });
}

export async function removeArticleAction(clientToken: string, articleId: number): Promise<ActionResult<number>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => (await removeSaleArticle({ ...ctx, articleId: parseId(articleId) })).length,
  });
}

const paymentSchema = deskPaymentSchema({ amount: z.number().int().positive() });
export type DeskPayment = z.input<typeof paymentSchema>;

/**
 * Records one payment taken at the desk (POST /sales/{id}/payments): one cheque or one card slip for
 * its whole amount; a split across means is several payments. The idempotency of the API is not
 * needed here: the form is disabled while its action runs, and the page shows every payment taken.
 */
export async function recordPaymentAction(clientToken: string, saleId: number, input: DeskPayment): Promise<ActionResult<{ state: string }>> {
  return runAction({
    clientToken, who: 'staff', schema: paymentSchema, input, fields: fieldsOf(['amount', 'network', 'bank'], { paymentCards: 'network', cheques: 'amount' }),
    run: async (ctx, payment) => {
      const id = parseId(saleId);
      const sale = await getSaleOrThrow({ ...ctx, saleId: id });
      const desk = await deskCheckoutId(ctx, sale.clubId);
      const at = desk === undefined ? {} : { checkoutId: desk };
      if (payment.mean === 'cash') await paySale({ ...ctx, ...at, saleId: id, amount: payment.amount, mean: 'cash' });
      else if (payment.mean === 'card') {
        await paySale({ ...ctx, ...at, saleId: id, amount: payment.amount, mean: 'card', paymentCards: [{ amount: payment.amount, network: payment.network }] });
      } else {
        await paySale({
          ...ctx, ...at, saleId: id, amount: payment.amount, mean: 'cheque',
          cheques: [{ amount: payment.amount, bank: payment.bank, code: payment.code, owner: payment.owner }],
        });
      }
      return { state: (await getSaleOrThrow({ ...ctx, saleId: id })).state };
    },
  });
}

const postponeSchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** Validates the sale with the rest due later (POST /sales/{id}/postpone_due). */
export async function postponeAction(clientToken: string, saleId: number, input: z.input<typeof postponeSchema>): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'staff', schema: postponeSchema, input, fields: fieldsOf(['date']),
    run: async (ctx, { date }) => {
      await postponeSaleDue({ ...ctx, saleId: parseId(saleId), date });
      return null;
    },
  });
}

export async function cancelSaleAction(clientToken: string, saleId: number): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      await transitionSale({ ...ctx, saleId: parseId(saleId), transition: 'cancel' });
      return null;
    },
  });
}

/** Copies the contact's names, number and address into the cart again, after they were completed on the contact. */
export async function recopyContactAction(clientToken: string, saleId: number): Promise<ActionResult<null>> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      await recopyCartContact({ ...ctx, saleId: parseId(saleId) });
      return null;
    },
  });
}
