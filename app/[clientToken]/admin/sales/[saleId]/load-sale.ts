// Everything the desk's sale page shows, read at once: the sale, its payments and invoice, the
// check's problems while it is a cart, and what can be added to it (the club channel's offers for
// this contact, and the club's debit days).
import { DomainError } from '@/lib/domain/errors';
import type { OperationContext } from '@/lib/domain/context';
import { listCatalogOffers } from '@/lib/domain/catalog/list-catalog-offers';
import { getInvoiceOrThrow } from '@/lib/domain/finance/get-invoice';
import { checkSale } from '@/lib/domain/sales/check-sale';
import { getSaleOrThrow } from '@/lib/domain/sales/get-sale';
import { listSalePayments } from '@/lib/domain/sales/list-sale-payments';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { cartProblems } from '@/components/cart-problems';

async function problemsOf(ctx: OperationContext, saleId: number, names: string[]) {
  try {
    await checkSale({ ...ctx, saleId });
    return [];
  } catch (error) {
    if (!(error instanceof DomainError) || !error.violations) throw error;
    return cartProblems(error.violations, names);
  }
}

export async function loadDeskSale(ctx: OperationContext, saleId: number) {
  const sale = await getSaleOrThrow({ ...ctx, saleId });
  const isCart = sale.state === 'cart';
  const [payments, invoice, problems, offers, clubs] = await Promise.all([
    listSalePayments({ ...ctx, saleId }),
    sale.invoiceId === null ? null : getInvoiceOrThrow({ ...ctx, invoiceId: sale.invoiceId }),
    isCart && sale.articles.length > 0 ? problemsOf(ctx, saleId, sale.articles.map((a) => a.name)) : [],
    isCart ? listCatalogOffers({ ...ctx, context: { channel: 'club', clubId: sale.clubId, contactId: sale.contactId }, page: { page: 1, itemsPerPage: 100 } }) : null,
    listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } }),
  ]);
  const club = clubs.items.find((c) => c.id === sale.clubId);
  return { sale, payments, invoice, problems, offers: offers?.items ?? [], club };
}
