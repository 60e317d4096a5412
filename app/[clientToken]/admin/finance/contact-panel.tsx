import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { getFormat } from '@/i18n/get-format';
import { getDb } from '@/lib/db/client';
import type { OperationContext } from '@/lib/domain/context';
import { activeClosureOf } from '@/lib/domain/closures/closure-view';
import type { ContactWithTags } from '@/lib/domain/contacts/get-contact';
import { previewClosure } from '@/lib/domain/finance/list-finance-board';
import { CloseContactForm } from './close-contact-form';
import { RecordIncidentForm } from './record-incident-form';
import { ReopenContactButton } from './reopen-contact-button';

/** One contact's money: what it owes, its closure, and the staff's actions on it. */
export async function ContactPanel({ ctx, contact }: { ctx: OperationContext; contact: ContactWithTags }) {
  const [t, format, preview, closure] = await Promise.all([
    getTranslations('adminFinance.contact'), getFormat(), previewClosure({ ...ctx, contactId: contact.id }),
    getDb().then((db) => activeClosureOf(db, ctx.tenant.id, contact.id)),
  ]);
  const name = `${contact.givenName} ${contact.familyName}`.trim() || contact.number;
  return (
    <section aria-labelledby="contact-title" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="contact-title" className="text-lg font-semibold text-slate-900">{name}</h2>
          <p className="text-sm text-slate-600">
            <span className="font-mono">{contact.number}</span> · {t('debt', { amount: format.money(preview.debt.total) })}
            {preview.debt.numberOfIncidents > 0 && <> · {t('openIncidents', { count: preview.debt.numberOfIncidents })}</>}
          </p>
        </div>
        {closure ? <Badge tone="danger">{t('closed', { date: format.date(closure.date) })}</Badge> : <Badge tone="on">{t('open')}</Badge>}
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <RecordIncidentForm clientToken={ctx.tenant.token} contactId={contact.id} />
        {closure ? (
          <section aria-labelledby="reopen-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h3 id="reopen-title" className="text-base font-semibold text-slate-900">{t('reopenTitle')}</h3>
            <p className="mt-1 text-sm text-slate-600">
              {closure.feeAmount > 0 ? t('closedWithFee', { fee: format.money(closure.feeAmount), reason: closure.reason }) : t('closedNoFee', { reason: closure.reason })}{' '}
              {preview.debt.total > 0 ? t('reopenAfter', { amount: format.money(preview.debt.total) }) : t('reopenNow')}
            </p>
            <div className="mt-4"><ReopenContactButton clientToken={ctx.tenant.token} closureId={closure.id} name={name} /></div>
          </section>
        ) : <CloseContactForm clientToken={ctx.tenant.token} contactId={contact.id} name={name} preview={{ ...preview, debt: preview.debt.total }} />}
      </div>
    </section>
  );
}
