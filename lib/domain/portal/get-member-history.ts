import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/client';
import {
  checkouts, clubs, invoices, ledgerPostings, ledgerTransactions, mandates, payments, saleArticles, sales, sessionCounters, type MandateState,
} from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import { invoiceView, type FinancialState } from '../finance/get-invoice';
import { maskIban } from '../mandates/bank-details';
import { meanKind, type MeanKind } from '../sales/payment-means';
import type { MemberContext } from './member-actor';

export interface MemberPurchase {
  saleId: number;
  /** The club's calendar day it was validated (YYYY-MM-DD). */
  date: string;
  clubName: string;
  articles: { name: string; priceTI: number }[];
  totalTI: number;
  /** Sessions it credited (a booklet, a trial): how many are left and until when. */
  sessions: { name: string; sessions: number; left: number; validThrough: string; expired: boolean }[];
}

export interface MemberInvoice { id: number; number: string; date: string; totalTI: number; paidAmount: number; state: FinancialState }

export interface MemberPayment {
  /** The club's calendar day it was taken (YYYY-MM-DD). */
  date: string;
  /** `direct_debit_returned`: a debit the bank took back (its amount negative). */
  mean: MeanKind | 'direct_debit' | 'direct_debit_returned' | 'other';
  amount: number;
}

export interface MemberMandateLine { reference: string; state: MandateState; iban: string; bank: string; validFrom: string; signedOn: string | null }

export interface MemberHistory {
  purchases: MemberPurchase[];
  invoices: MemberInvoice[];
  payments: MemberPayment[];
  mandates: MemberMandateLine[];
}

/**
 * The signed-in member's account history (issue 29 item 3): their validated purchases with the
 * sessions a booklet has left, their invoices with what was paid towards each, the payments they
 * made (at the desk, online, and the direct debits collected, from the ledger) and their mandates.
 * Newest first; every read is confined to the member of the session. Read-only.
 */
export async function getMemberHistory(ctx: MemberContext): Promise<MemberHistory> {
  const db = await getDb();
  const tenantId = ctx.tenant.id;
  const contactId = ctx.actor.contactId;
  const clubRows = await db.select({ id: clubs.id, name: clubs.name, timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.tenantId, tenantId));
  const club = new Map(clubRows.map((c) => [c.id, c]));
  const zoneOf = (clubId: number) => club.get(clubId)?.timeZone ?? 'Europe/Paris';

  const [saleRows, invoiceRows, paymentRows, debitRows, mandateRows, counterRows] = await Promise.all([
    db.select().from(sales).where(and(eq(sales.tenantId, tenantId), eq(sales.contactId, contactId), eq(sales.state, 'validated'))).orderBy(desc(sales.id)),
    db.select().from(invoices).where(and(eq(invoices.tenantId, tenantId), eq(invoices.contactId, contactId))).orderBy(desc(invoices.id)),
    db.select({ mean: payments.mean, amount: payments.amount, createdAt: payments.createdAt, clubId: checkouts.clubId }).from(payments)
      .innerJoin(checkouts, and(eq(checkouts.tenantId, payments.tenantId), eq(checkouts.id, payments.checkoutId)))
      .where(and(eq(payments.tenantId, tenantId), eq(payments.contactId, contactId))),
    // Direct debits collected are not payment rows: the ledger's receivable credits of `direct_debit` transactions,
    // and the debits the bank took back, its `direct_debit_reversal` ones (debits of the receivable).
    db.select({ kind: ledgerTransactions.kind, amount: ledgerPostings.amount, createdAt: ledgerPostings.createdAt, clubId: invoices.clubId }).from(ledgerPostings)
      .innerJoin(ledgerTransactions, and(eq(ledgerTransactions.tenantId, ledgerPostings.tenantId), eq(ledgerTransactions.id, ledgerPostings.transactionId)))
      .innerJoin(invoices, and(eq(invoices.tenantId, ledgerPostings.tenantId), eq(invoices.id, ledgerPostings.invoiceId)))
      .where(and(eq(ledgerPostings.tenantId, tenantId), eq(ledgerPostings.contactId, contactId), eq(ledgerPostings.account, 'receivable'),
        inArray(ledgerTransactions.kind, ['direct_debit', 'direct_debit_reversal']))),
    db.select().from(mandates).where(and(eq(mandates.tenantId, tenantId), eq(mandates.contactId, contactId))).orderBy(desc(mandates.id)),
    db.select().from(sessionCounters).where(and(eq(sessionCounters.tenantId, tenantId), eq(sessionCounters.contactId, contactId))).orderBy(asc(sessionCounters.id)),
  ]);
  const saleIds = saleRows.map((s) => s.id);
  const articleRows = saleIds.length === 0 ? [] : await db.select().from(saleArticles)
    .where(and(eq(saleArticles.tenantId, tenantId), inArray(saleArticles.saleId, saleIds))).orderBy(asc(saleArticles.id));
  const at = now();

  const purchases = saleRows.map((sale): MemberPurchase => {
    const articles = articleRows.filter((a) => a.saleId === sale.id);
    const today = dateInZone(at, zoneOf(sale.clubId));
    return {
      saleId: sale.id, date: dateInZone(sale.validatedAt ?? sale.createdAt, zoneOf(sale.clubId)), clubName: club.get(sale.clubId)?.name ?? '',
      articles: articles.map((a) => ({ name: a.name, priceTI: a.priceTI })), totalTI: articles.reduce((total, a) => total + a.priceTI, 0),
      sessions: counterRows.filter((c) => articles.some((a) => a.id === c.saleArticleId)).map((c) => ({
        name: articles.find((a) => a.id === c.saleArticleId)!.name, sessions: c.sessions, left: c.sessions - c.used, validThrough: c.validThrough,
        expired: c.validThrough < today,
      })),
    };
  });
  const memberInvoices: MemberInvoice[] = [];
  for (const invoice of invoiceRows) {
    const view = await invoiceView(db, invoice);
    memberInvoices.push({ id: view.id, number: view.number, date: view.date, totalTI: view.totalTI, paidAmount: view.paidAmount, state: view.financialState });
  }
  // A payment's day is its checkout's club's; a direct debit's, its invoice's club's.
  const paid: (MemberPayment & { at: Date })[] = [
    ...paymentRows.map((p) => ({ at: p.createdAt, date: dateInZone(p.createdAt, zoneOf(p.clubId)), mean: meanKind(p.mean) ?? 'other' as const, amount: p.amount })),
    ...debitRows.map((d) => ({
      at: d.createdAt, date: dateInZone(d.createdAt, zoneOf(d.clubId)),
      mean: d.kind === 'direct_debit_reversal' ? 'direct_debit_returned' as const : 'direct_debit' as const, amount: -d.amount,
    })),
  ];
  return {
    purchases,
    invoices: memberInvoices,
    payments: paid.sort((a, b) => b.at.getTime() - a.at.getTime()).map(({ date, mean, amount }) => ({ date, mean, amount })),
    mandates: mandateRows.map((m) => ({
      reference: m.reference, state: m.state, iban: maskIban(m.iban), bank: m.bank, validFrom: m.validFrom,
      signedOn: m.signedAt ? dateInZone(m.signedAt, zoneOf(m.clubId)) : null,
    })),
  };
}
