import { getTranslations } from 'next-intl/server';
import { ActionStatusProvider } from '@/components/action-status';
import { ClientMessages } from '@/components/client-messages';
import { Badge } from '@/components/ui/badge';
import { FormSection } from '@/components/ui/form-section';
import { getFormat } from '@/i18n/get-format';
import type { Contact } from '@/lib/db/schema';
import type { OperationContext } from '@/lib/domain/context';
import { maskIban } from '@/lib/domain/mandates/bank-details';
import { listMandates } from '@/lib/domain/mandates/list-mandates';
import { listSignatureRequests } from '@/lib/domain/signatures/list-signature-requests';
import { now } from '@/lib/time/clock';
import { RevokeMandateButton } from './revoke-mandate-button';

const MANDATE_TONES = { pending_signature: 'warning', active: 'on', revoked: 'off' } as const;
const REQUEST_TONES = { pending: 'warning', signed: 'on', expired: 'off' } as const;

/** Masked but its last 4, grouped by four as printed on bank details. */
const shownIban = (iban: string) => maskIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The contact's direct debit: their SEPA mandates (an active one can be revoked) and the SMS
 * signature requests sent to them, with the contact's club's clock.
 */
export async function MandatesSection({ ctx, contact, timeZone }: { ctx: OperationContext; contact: Pick<Contact, 'id' | 'clubId'>; timeZone: string }) {
  const [t, format, mandates, requests] = await Promise.all([
    getTranslations('adminMandates'), getFormat(),
    listMandates({ ...ctx, contactId: contact.id, page: { page: 1, itemsPerPage: 50 } }),
    listSignatureRequests({ ...ctx, contact, now: now() }),
  ]);
  const referenceOf = new Map(mandates.items.map((m) => [m.id, m.reference]));
  const when = (at: Date) => format.instant(at, timeZone);

  return (
    <FormSection id="mandates" title={t('title')} description={t('description')}>
      <ClientMessages namespaces={['adminMandates']}>
        <ActionStatusProvider>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t('mandates.title')}</h3>
            {mandates.items.length === 0
              ? <p className="mt-2 text-sm text-slate-600">{t('mandates.none')}</p>
              : (
                <ul aria-label={t('mandates.title')} className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
                  {mandates.items.map((m) => (
                    <li key={m.id} aria-label={t('mandates.label', { reference: m.reference })} className="flex flex-col gap-2 px-4 py-3">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-mono text-sm font-medium break-all text-slate-900">{m.reference}</span>
                        <Badge tone={MANDATE_TONES[m.state]}>{t(`mandates.states.${m.state}`)}</Badge>
                      </div>
                      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
                        <dt className="text-slate-500">{t('mandates.iban')}</dt>
                        <dd data-testid="mandate-iban" className="font-mono break-all text-slate-900">{shownIban(m.iban)}</dd>
                        <dt className="text-slate-500">{t('mandates.bank')}</dt>
                        <dd className="text-slate-900">{m.bank} <span className="font-mono text-slate-600">({m.bic})</span></dd>
                        <dt className="text-slate-500">{t('mandates.holder')}</dt>
                        <dd className="break-words text-slate-900">{m.holder}</dd>
                        <dt className="text-slate-500">{t('mandates.validFrom')}</dt>
                        <dd className="text-slate-900">{format.date(m.validFrom)}</dd>
                        <dt className="text-slate-500">{t('mandates.signed')}</dt>
                        <dd className="text-slate-900">{m.signedAt ? when(m.signedAt) : t('mandates.notSigned')}</dd>
                        {m.revokedAt && (
                          <>
                            <dt className="text-slate-500">{t('mandates.revokedAt')}</dt>
                            <dd className="text-slate-900">{when(m.revokedAt)}</dd>
                          </>
                        )}
                      </dl>
                      {m.state !== 'revoked' && (
                        <div><RevokeMandateButton clientToken={ctx.tenant.token} mandateId={m.id} reference={m.reference} /></div>
                      )}
                    </li>
                  ))}
                </ul>
              )}
          </div>
          <div className="mt-6">
            <h3 className="text-sm font-semibold text-slate-900">{t('requests.title')}</h3>
            {requests.length === 0
              ? <p className="mt-2 text-sm text-slate-600">{t('requests.none')}</p>
              : (
                <ul aria-label={t('requests.title')} className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
                  {requests.map((r) => {
                    const targets = [
                      ...r.mandateIds.map((id) => t('requests.mandate', { reference: referenceOf.get(id) ?? String(id) })),
                      ...r.saleIds.map((id) => t('requests.sale', { id })),
                    ];
                    return (
                      <li key={r.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="font-medium text-slate-900">{t('requests.number', { id: r.id })}</span>
                          <Badge tone={REQUEST_TONES[r.state]}>{t(`requests.states.${r.state}`)}</Badge>
                          {r.state === 'pending' && <span className="text-slate-600">{t('requests.triesLeft', { count: r.triesLeft })}</span>}
                        </div>
                        <p className="text-slate-600">
                          {t('requests.created', { at: when(r.createdAt) })}
                          {' · '}
                          {r.signedAt ? t('requests.signedAt', { at: when(r.signedAt) }) : t('requests.expires', { at: when(r.expiresAt) })}
                        </p>
                        {targets.length > 0 && <p className="text-slate-600">{t('requests.for', { targets: format.list(targets) })}</p>}
                      </li>
                    );
                  })}
                </ul>
              )}
          </div>
        </ActionStatusProvider>
      </ClientMessages>
    </FormSection>
  );
}
