import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { getFormat } from '@/i18n/get-format';
import { getMemberHistory } from '@/lib/domain/portal/get-member-history';
import { listMemberSubscriptions, type MemberSubscription } from '@/lib/domain/portal/member-subscriptions';
import type { TenantParams } from '../../load-tenant';
import { loadMemberPage } from '../../_member/load-member-page';
import { memberOrSignIn } from '../../_member/member-or-sign-in';
import { MemberShell } from '../../_member/member-shell';

export async function generateMetadata() {
  return { title: (await getTranslations('accountHistory'))('metaTitle') };
}

type ContractState = 'ended' | 'deactivated' | 'cancelled' | 'requested' | 'active';
const contractState = (s: MemberSubscription): ContractState =>
  s.state !== 'active' ? s.state : s.online.kind === 'cancelled' || s.online.kind === 'requested' ? s.online.kind : 'active';
const TONES = { ended: 'off', deactivated: 'off', cancelled: 'neutral', requested: 'neutral', active: 'on', paid: 'on', in_progress: 'neutral', incident: 'danger', pending_signature: 'warning', revoked: 'off' } as const;

/** The member's account history (issue 29 item 3): contracts, purchases, invoices with their PDF, payments, mandates. */
export default async function AccountHistoryPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const [subscriptions, history] = await memberOrSignIn(tenant, Promise.all([listMemberSubscriptions({ tenant, actor }), getMemberHistory({ tenant, actor })]));
  const [t, ts, format] = await Promise.all([getTranslations('accountHistory'), getTranslations('account.subscription'), getFormat()]);
  const money = (cents: number) => format.money(cents);
  const base = `/${tenant.token}/account`;

  return (
    <MemberShell tenant={tenant} back={{ href: base, label: t('back') }}>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('intro')}</p>

      <Section id="contracts" title={t('subscriptions.title')} empty={subscriptions.length === 0 && t('subscriptions.none')}>
        {[...subscriptions].reverse().map((s) => {
          const state = contractState(s);
          return (
            <Row key={s.id} title={s.name} badge={<Badge tone={TONES[state]}>{ts(`states.${state}`)}</Badge>}>
              <p>{s.club.name} · {t('subscriptions.number', { number: s.id })}</p>
              <p>{t('subscriptions.from', { date: format.date(s.startDate) })}{s.endDate && <> {t('subscriptions.until', { date: format.date(s.endDate) })}</>}</p>
            </Row>
          );
        })}
      </Section>

      <Section id="purchases" title={t('purchases.title')} empty={history.purchases.length === 0 && t('purchases.none')}>
        {history.purchases.map((p) => (
          <Row key={p.saleId} title={format.list(p.articles.map((a) => a.name), 'unit')} badge={<span className="text-sm font-medium text-slate-900">{money(p.totalTI)}</span>}>
            <p>{t('purchases.on', { date: format.date(p.date), club: p.clubName })}</p>
            {p.sessions.map((c, index) => (
              <p key={index} className="font-medium text-slate-800">
                {c.expired
                  ? t('purchases.sessionsExpired', { name: c.name, left: c.left, date: format.date(c.validThrough) })
                  : t('purchases.sessionsLeft', { name: c.name, left: c.left, sessions: c.sessions, date: format.date(c.validThrough) })}
              </p>
            ))}
          </Row>
        ))}
      </Section>

      <Section id="invoices" title={t('invoices.title')} empty={history.invoices.length === 0 && t('invoices.none')}>
        {history.invoices.map((i) => (
          <Row key={i.id} title={i.number} badge={<Badge tone={TONES[i.state]}>{t(`invoices.states.${i.state}`)}</Badge>}>
            <p>{t('invoices.line', { date: format.date(i.date), total: money(i.totalTI) })} · {t('invoices.paid', { amount: money(i.paidAmount) })}</p>
            {/* A file, not a page: a plain link, opened by the browser's PDF viewer. */}
            <a href={`${base}/invoices/${i.id}/pdf`} className="mt-1 inline-flex min-h-10 items-center font-medium text-brand-700 underline underline-offset-4">
              {t('invoices.pdf', { number: i.number })}
            </a>
          </Row>
        ))}
      </Section>

      <Section id="payments" title={t('payments.title')} empty={history.payments.length === 0 && t('payments.none')}>
        {history.payments.map((p, index) => (
          <Row key={index} title={t(`payments.means.${p.mean}`)} badge={<span className="text-sm font-medium text-slate-900">{money(p.amount)}</span>}>
            <p>{format.date(p.date)}</p>
          </Row>
        ))}
      </Section>

      <Section id="mandates" title={t('mandates.title')} empty={history.mandates.length === 0 && t('mandates.none')}>
        {history.mandates.map((m) => (
          <Row key={m.reference} title={m.reference} badge={<Badge tone={TONES[m.state]}>{t(`mandates.states.${m.state}`)}</Badge>}>
            <p className="break-words">{t('mandates.line', { iban: m.iban.replace(/^\*+/, '•••• '), bank: m.bank })}</p>
            <p>{m.signedOn ? t('mandates.signedOn', { date: format.date(m.signedOn) }) : t('mandates.validFrom', { date: format.date(m.validFrom) })}</p>
          </Row>
        ))}
      </Section>
    </MemberShell>
  );
}

function Section({ id, title, empty, children }: { id: string; title: string; empty: string | false; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">{title}</h2>
      {empty ? <p className="mt-3 text-sm text-slate-600">{empty}</p> : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">{children}</ul>
      )}
    </section>
  );
}

function Row({ title, badge, children }: { title: string; badge: ReactNode; children: ReactNode }) {
  return (
    <li className="px-5 py-4">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words text-slate-900">{title}</p>
        <div className="shrink-0">{badge}</div>
      </div>
      <div className="mt-1 space-y-0.5 text-sm text-slate-600">{children}</div>
    </li>
  );
}
